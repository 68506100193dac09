import { date, index, integer, numeric, pgTable, primaryKey, smallint, varchar } from "drizzle-orm/pg-core";
import { grams, money } from "./columns.ts";

/**
 * The sales projection of the analysis screens (migration 0010_analyse): one row per invoice line of
 * both channels (canal 0 constituant_fact, 1 constituant_fact_extensia), the line's amount as issued,
 * its invoice's date and client, the OF's attributes at invoicing. Written only by the migration's
 * triggers in the invoice's transaction; rebuilt by analyse_vente_reconstruire() (npm run analyse:rebuild).
 */
export const analyseVente = pgTable(
  "analyse_vente",
  {
    canal: smallint("canal").notNull(),
    idLigne: integer("id_ligne").notNull(),
    idFact: integer("id_fact").notNull(),
    dateFact: date("date_fact").notNull(),
    idBijouterie: integer("id_bijouterie").notNull(),
    of: integer("of"),
    idp: integer("idp"),
    typeProd: integer("type_prod"),
    idTarifProduit: integer("id_tarif_produit"),
    typeMetal: integer("type_metal"),
    idStade: integer("id_stade"),
    idTypeCommande: integer("id_type_commande"),
    tournee: smallint("tournee").notNull(),
    devis: smallint("devis").notNull(),
    dateLImp: smallint("date_l_imp").notNull(),
    facon: smallint("facon").notNull(),
    ref: varchar("ref", { length: 50 }),
    refClt: varchar("ref_clt", { length: 100 }),
    designation: varchar("designation", { length: 255 }).notNull().default(""),
    montant: money("montant").notNull(),
    prixR: money("prix_r").notNull().default("0"),
    poids: grams("poids"),
  },
  (t) => [
    primaryKey({ name: "analyse_vente_pk", columns: [t.canal, t.idLigne] }),
    index("analyse_vente_date_idx").on(t.dateFact),
    index("analyse_vente_client_date_idx").on(t.idBijouterie, t.dateFact),
    index("analyse_vente_fact_idx").on(t.canal, t.idFact),
  ],
);

/** Month x client x channel x tour totals of analyse_vente, kept by the same trigger (0010_analyse). */
export const analyseCaMois = pgTable(
  "analyse_ca_mois",
  {
    mois: date("mois").notNull(),
    idBijouterie: integer("id_bijouterie").notNull(),
    canal: smallint("canal").notNull(),
    tournee: smallint("tournee").notNull(),
    montant: numeric("montant", { precision: 14, scale: 2 }).notNull(),
    nb: integer("nb").notNull(),
  },
  (t) => [primaryKey({ name: "analyse_ca_mois_pk", columns: [t.mois, t.idBijouterie, t.canal, t.tournee] })],
);
