import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { client } from "./admin.ts";
import { joaillier } from "./atelier.ts";
import { check01, checkPercent, checkPositive, flag, grams, percent, unitPrice } from "./columns.ts";
import { fournisseur, metal, typeMetal } from "./reference.ts";

// Metal ledgers (/mouvements_or). Amounts in grams; the balance per metal is entries minus exits
// minus loss, summed over the rows.

const ledgerAmounts = () => ({
  dateMouvement: date("date_mouvement").notNull(),
  designation: varchar("designation", { length: 200 }).notNull(),
  metalId: integer("metal_id")
    .notNull()
    .default(1)
    .references(() => metal.idMetal),
  /** Fine metal in, grams. */
  entreeOrFin: grams("entree_or_fin").notNull().default("0"),
  /** Metal out at 750/1000 (or as is for other metals), grams. */
  sortieOr750: grams("sortie_or_750").notNull().default("0"),
  /** The same exit in fine metal (0.75 x sortie_or_750 for gold), grams. */
  sortieOrFin: grams("sortie_or_fin").notNull().default("0"),
  /** Loss, percent. */
  perte: percent("perte").notNull().default("0"),
});

/** Movements with the CLAL (the precious-metal clearing house); perte is always 0 here. */
export const mouvementClal = pgTable(
  "mouvement_clal",
  {
    id: serial("id").primaryKey(),
    ...ledgerAmounts(),
  },
  (t) => [
    index("mouvement_clal_date_metal_idx").on(t.dateMouvement, t.metalId),
    index("mouvement_clal_grand_livre_idx").on(t.metalId, t.dateMouvement, t.id),
    check("mouvement_clal_designation", sql`char_length(${t.designation}) >= 2`),
    checkPositive("mouvement_clal", "entree_or_fin", t.entreeOrFin),
    checkPositive("mouvement_clal", "sortie_or_750", t.sortieOr750),
    checkPositive("mouvement_clal", "sortie_or_fin", t.sortieOrFin),
    checkPercent("mouvement_clal", "perte", t.perte),
    check(
      "mouvement_clal_un_montant",
      sql`${t.entreeOrFin} > 0 or ${t.sortieOr750} > 0 or ${t.sortieOrFin} > 0`,
    ),
  ],
);

/** Movements with a supplier or a customer: exactly one of fournisseur_id / client_id is set. */
export const mouvementMetal = pgTable(
  "mouvement_metal",
  {
    id: serial("id").primaryKey(),
    fournisseurId: integer("fournisseur_id").references(() => fournisseur.fourId),
    clientId: integer("client_id").references(() => client.id),
    ...ledgerAmounts(),
    /** Gold form (/gold-form): the titre of the weight, per mille; null for the ledger's own rows. */
    titre: integer("titre"),
    /** Gold form: price per gram of a purchase; null for a consignment. */
    prixGramme: unitPrice("prix_gramme"),
    /** Gold form: 1 when the metal is consigned (confié), not bought. */
    confie: flag("confie"),
    numDocument: varchar("num_document", { length: 50 }),
  },
  (t) => [
    index("mouvement_metal_date_metal_idx").on(t.dateMouvement, t.metalId),
    index("mouvement_metal_fournisseur_idx").on(t.fournisseurId),
    index("mouvement_metal_client_idx").on(t.clientId),
    check("mouvement_metal_une_partie", sql`num_nonnulls(${t.fournisseurId}, ${t.clientId}) = 1`),
    check("mouvement_metal_designation", sql`char_length(${t.designation}) >= 2`),
    checkPositive("mouvement_metal", "entree_or_fin", t.entreeOrFin),
    checkPositive("mouvement_metal", "sortie_or_750", t.sortieOr750),
    checkPositive("mouvement_metal", "sortie_or_fin", t.sortieOrFin),
    checkPercent("mouvement_metal", "perte", t.perte),
    check01("mouvement_metal", "confie", t.confie),
    index("mouvement_metal_fournisseur_date_idx").on(t.fournisseurId, t.dateMouvement, t.id),
    index("mouvement_metal_client_date_idx").on(t.clientId, t.dateMouvement, t.id),
    // The ledgers' order per tab, with the weights they sum INCLUDEd (0046).
    index("mouvement_metal_grand_livre_fournisseur_idx")
      .on(t.metalId, t.dateMouvement, t.id)
      .where(sql`${t.fournisseurId} is not null and ${t.clientId} is null`),
    index("mouvement_metal_grand_livre_client_idx")
      .on(t.metalId, t.dateMouvement, t.id)
      .where(sql`${t.clientId} is not null and ${t.fournisseurId} is null`),
  ],
);

/**
 * Gold received from a customer (Suivi Métal, Reception Or): fine weight, grams; above -1 (spec 03
 * section 5), a negative weight being a correction (gold given back).
 */
export const receptionMetal = pgTable(
  "reception_metal",
  {
    id: serial("id").primaryKey(),
    idClient: integer("id_client")
      .notNull()
      .references(() => client.id),
    poids: grams("poids").notNull(),
    date: date("date").notNull().default(sql`current_date`),
  },
  (t) => [
    index("reception_metal_id_client_date_idx").on(t.idClient, t.date),
    index("reception_metal_date_idx").on(t.date),
    check("reception_metal_poids_superieur_moins_un", sql`${t.poids} > -1`),
  ],
);

/** The gold price, one per day, in euros per gram of fine gold, with where it came from. */
export const coursOr = pgTable(
  "cours_or",
  {
    jour: date("jour").primaryKey(),
    prixGramme: unitPrice("prix_gramme").notNull(),
    source: varchar("source", { length: 200 }).notNull(),
    saisiLe: timestamp("saisi_le", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("cours_or_prix_positif", sql`${t.prixGramme} > 0`)],
);

/** Opening balances of the metal analysis (the old screen's six constants), dated: the latest on or before a day applies. */
export const metalSoldeOuverture = pgTable(
  "metal_solde_ouverture",
  {
    cle: varchar("cle", { length: 40 }).notNull(),
    dateEffet: date("date_effet").notNull(),
    valeur: numeric("valeur", { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cle, t.dateEffet] })],
);

/** The titre (per mille of fine metal) of each alloy: 750 gold, 925 silver, 950 platinum... */
export const titreMetal = pgTable(
  "titre_metal",
  {
    idType: integer("id_type")
      .primaryKey()
      .references(() => typeMetal.idType),
    titre: integer("titre").notNull(),
  },
  (t) => [check("titre_metal_titre", sql`${t.titre} > 0 and ${t.titre} <= 1000`)],
);

/** The loss a jeweller is allowed, percent of the weight sent (the weight accounts show it against his loss). */
export const joaillierPerteAutorisee = pgTable(
  "joaillier_perte_autorisee",
  {
    idJoaillier: integer("id_joaillier")
      .primaryKey()
      .references(() => joaillier.id),
    pourcentage: numeric("pourcentage", { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [checkPercent("joaillier_perte_autorisee", "pourcentage", t.pourcentage)],
);
