import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { money } from "./columns.ts";
import { traite } from "./facturation.ts";

/**
 * A CFONB remittance of customer bills (issue 24 point 8): numbered (max + 1 under a table lock), its
 * file stored with its SHA-256, never changed nor removed (trigger, migration 0022).
 */
export const remiseLcr = pgTable(
  "remise_lcr",
  {
    numero: integer("numero").primaryKey(),
    dateRemise: date("date_remise").notNull(),
    creeLe: timestamp("cree_le", { withTimezone: true }).notNull().defaultNow(),
    nbEffets: integer("nb_effets").notNull(),
    totalTtc: money("total_ttc").notNull(),
    empreinte: varchar("empreinte", { length: 64 }).notNull(),
    fichier: text("fichier").notNull(),
  },
  (t) => [
    check("remise_lcr_numero_positif", sql`${t.numero} > 0`),
    check("remise_lcr_nb_effets_positif", sql`${t.nbEffets} > 0`),
  ],
);

/** The bills of a remittance: a bill goes to the bank once (its id is the key). */
export const remiseLcrTraite = pgTable(
  "remise_lcr_traite",
  {
    idTraite: integer("id_traite")
      .primaryKey()
      .references(() => traite.idTraite),
    numero: integer("numero")
      .notNull()
      .references(() => remiseLcr.numero),
  },
  (t) => [index("remise_lcr_traite_numero_idx").on(t.numero)],
);

/**
 * The FEC entry number of each accounting entry (issue 25 point 6), given once by triggers when the
 * document is issued: `source` is the table ('facture', 'facture_extensia', 'avoir', 'remise_lcr') or
 * the payment of an invoice ('paiement_facture', 'paiement_facture_extensia'); one continuous sequence
 * per journal ('ventes', 'reglements', 'achats': a supplier invoice 'facture_fournisseur' when approved, 205,
 * migration 0039).
 */
export const ecritureNumero = pgTable(
  "ecriture_numero",
  {
    source: varchar("source", { length: 30 }).notNull(),
    idSource: integer("id_source").notNull(),
    journal: varchar("journal", { length: 12 }).notNull(),
    num: integer("num").notNull(),
  },
  (t) => [
    primaryKey({ name: "ecriture_numero_pk", columns: [t.source, t.idSource] }),
    uniqueIndex("ecriture_numero_journal_num_idx").on(t.journal, t.num),
    check("ecriture_numero_journal", sql`${t.journal} IN ('ventes', 'reglements', 'achats')`),
    check("ecriture_numero_num_positif", sql`${t.num} > 0`),
  ],
);

/**
 * The invoices a customer bill settles (issue 25 point 8, migration 0036): an invoice once at most,
 * never changed. Its payment date is then the bill collected, not a second credit of its client.
 */
export const traiteFacture = pgTable(
  "traite_facture",
  {
    canal: varchar("canal", { length: 12 }).notNull(),
    idFact: integer("id_fact").notNull(),
    idTraite: integer("id_traite")
      .notNull()
      .references(() => traite.idTraite),
  },
  (t) => [
    primaryKey({ name: "traite_facture_pkey", columns: [t.canal, t.idFact] }),
    index("traite_facture_id_traite_idx").on(t.idTraite),
    check("traite_facture_canal", sql`${t.canal} in ('standard', 'alternatif')`),
  ],
);
