import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { client } from "./admin.ts";
import { checkPercent, checkPositive, grams, money, percent, unitPrice } from "./columns.ts";
import { of } from "./of.ts";
import { categorieTva, checkCategorieTva, fournisseur } from "./reference.ts";

// Invoice headers of both channels share their columns; client, cp, ville, adresse are the copies
// printed on the invoice. Totals are sums of the lines (plus port), never stored.
const enteteFacture = () => ({
  idBijouterie: integer("id_bijouterie")
    .notNull()
    .references(() => client.id),
  dateFact: date("date_fact").notNull().default(sql`current_date`),
  /** Payment term in days, copied from the OFs (invoices are grouped by it). */
  echeance: integer("echeance").notNull().default(0),
  /** End of the month of date_fact + echeance. */
  dateEcheance: date("date_echeance"),
  datePaiement: date("date_paiement"),
  /** Shipping, euros (23 under 1000 by default, 0 when offered). */
  port: money("port").notNull().default("0"),
  tauxTva: percent("taux_tva").notNull(),
  /** VAT category issued with the rate (S, Z, E, AE reverse charge; 0014): one invoice per rate and category. */
  categorieTva: categorieTva(),
  coursFixe: unitPrice("cours_fixe"),
  coursCourant: unitPrice("cours_courant"),
  client: varchar("client", { length: 150 }).notNull(),
  adresse: varchar("adresse", { length: 200 }),
  cp: varchar("cp", { length: 10 }),
  ville: varchar("ville", { length: 100 }),
  /** The client's SIREN and VAT number as issued (0013; null before). */
  siren: varchar("siren", { length: 9 }),
  numTva: varchar("num_tva", { length: 13 }),
});

/** Invoices of the standard channel. */
export const facture = pgTable(
  "facture",
  {
    idFact: serial("id_fact").primaryKey(),
    ...enteteFacture(),
  },
  (t) => [
    index("facture_id_bijouterie_date_fact_idx").on(t.idBijouterie, t.dateFact),
    // "Facture corrigée" suggestions: a client's invoices newest first, read from the index alone (0013).
    index("facture_id_bijouterie_date_fact_id_fact_idx").on(t.idBijouterie, t.dateFact, t.idFact),
    index("facture_date_fact_idx").on(t.dateFact),
    checkPositive("facture", "port", t.port),
    checkPositive("facture", "echeance", t.echeance),
    checkPercent("facture", "taux_tva", t.tauxTva),
    checkCategorieTva("facture", t.categorieTva, t.tauxTva),
  ],
);

/** Invoice lines: one OF invoiced. totht = (prix_u_ht + reaco) x (1 - rem/100), rounded up to the cent. */
export const constituantFact = pgTable(
  "constituant_fact",
  {
    id: serial("id").primaryKey(),
    fact: integer("fact")
      .notNull()
      .references(() => facture.idFact, { onDelete: "cascade" }),
    /** NULL: a free or correction line imported from the old system (issue 26.2, migration 0030). */
    of: integer("of").references(() => of.numSachet),
    designation: varchar("designation", { length: 255 }).notNull().default(""),
    commentaire: text("commentaire"),
    /** Product and client references as invoiced (copies: a reprint shows what was issued). */
    ref: varchar("ref", { length: 50 }),
    refClt: varchar("ref_clt", { length: 100 }),
    prixUHt: money("prix_u_ht").notNull(),
    reaco: money("reaco").notNull().default("0"),
    /** Discount, percent. */
    rem: percent("rem").notNull().default("0"),
    totht: money("totht").notNull(),
    /** Gold weight of the piece, grams (Façon list). */
    poidsU: grams("poids_u"),
    /** Stock OF delivered against this order's reservation (NULL = none). */
    ofReservation: integer("of_reservation").references(() => of.numSachet),
    /** The invoice's VAT category, on each line it covers (0014). */
    categorieTva: categorieTva(),
  },
  (t) => [
    checkCategorieTva("constituant_fact", t.categorieTva),
    index("constituant_fact_fact_idx").on(t.fact),
    index("constituant_fact_of_idx").on(t.of),
    checkPercent("constituant_fact", "rem", t.rem),
    checkPositive("constituant_fact", "prix_u_ht", t.prixUHt),
    checkPositive("constituant_fact", "totht", t.totht),
    checkPositive("constituant_fact", "poids_u", t.poidsU),
  ],
);

/** Invoices of the alternate channel (EXTENSIA, invoiced to client 502). */
export const factureExtensia = pgTable(
  "facture_extensia",
  {
    idFact: serial("id_fact").primaryKey(),
    ...enteteFacture(),
  },
  (t) => [
    index("facture_extensia_id_bijouterie_date_fact_idx").on(t.idBijouterie, t.dateFact),
    index("facture_extensia_date_fact_idx").on(t.dateFact),
    checkPositive("facture_extensia", "port", t.port),
    checkPositive("facture_extensia", "echeance", t.echeance),
    checkPercent("facture_extensia", "taux_tva", t.tauxTva),
    checkCategorieTva("facture_extensia", t.categorieTva, t.tauxTva),
  ],
);

/** Lines of the alternate channel: prix = price minus 90% of the margin, rounded up. */
export const constituantFactExtensia = pgTable(
  "constituant_fact_extensia",
  {
    id: serial("id").primaryKey(),
    // The spec's column is fact_id; named fact like constituant_fact.
    fact: integer("fact")
      .notNull()
      .references(() => factureExtensia.idFact, { onDelete: "cascade" }),
    /** NULL: a free or correction line imported from the old system (issue 26.2, migration 0030). */
    of: integer("of").references(() => of.numSachet),
    prix: money("prix").notNull(),
    description: varchar("description", { length: 255 }).notNull().default(""),
    /** Grams. */
    poids: grams("poids"),
    prenom: varchar("prenom", { length: 100 }),
    /** Product and client references as invoiced (copies, as on constituant_fact). */
    ref: varchar("ref", { length: 50 }),
    refClt: varchar("ref_clt", { length: 100 }),
    /** Stock OF delivered against this order's reservation (NULL = none), as on constituant_fact. */
    ofReservation: integer("of_reservation").references(() => of.numSachet),
    /** The invoice's VAT category, on each line it covers (0014). */
    categorieTva: categorieTva(),
  },
  (t) => [
    checkCategorieTva("constituant_fact_extensia", t.categorieTva),
    index("constituant_fact_extensia_fact_idx").on(t.fact),
    index("constituant_fact_extensia_of_idx").on(t.of),
    checkPositive("constituant_fact_extensia", "prix", t.prix),
    checkPositive("constituant_fact_extensia", "poids", t.poids),
  ],
);

/**
 * One row per numbering series ('facture', 'facture_extensia', 'avoir'). Invoice and credit-note
 * numbers are their primary keys, given as max + 1 while this row is locked (FOR UPDATE): a rolled-back
 * invoice consumes no number, two invoicings queue on the lock, so each series stays continuous and
 * chronological (French law) where a sequence would leave gaps.
 */
export const numerotation = pgTable("numerotation", {
  serie: varchar("serie", { length: 30 }).primaryKey(),
});

/** Credit notes (own continuous numbering, series 'avoir'). */
export const avoir = pgTable(
  "avoir",
  {
    idAvoir: serial("id_avoir").primaryKey(),
    idClt: integer("id_clt")
      .notNull()
      .references(() => client.id),
    date: date("date").notNull().default(sql`current_date`),
    ref: varchar("ref", { length: 100 }),
    description: text("description").notNull(),
    totHt: money("tot_ht").notNull(),
    /**
     * VAT rate fixed when the credit note is issued (the corrected invoice's, else the normal rate), so
     * a reprint or an export years later gives the same figures.
     */
    tauxTva: percent("taux_tva").notNull().default("20"),
    /** The standard-channel invoice this credit note corrects, when given (printed: number and date). */
    idFact: integer("id_fact").references(() => facture.idFact),
  },
  (t) => [
    index("avoir_id_clt_date_idx").on(t.idClt, t.date),
    // What was already credited on an invoice (the "Facture corrigée" suggestions, 0013).
    index("avoir_id_fact_idx").on(t.idFact),
    index("avoir_date_idx").on(t.date),
    checkPositive("avoir", "tot_ht", t.totHt),
    checkPercent("avoir", "taux_tva", t.tauxTva),
  ],
);

/**
 * The invoices a credit note cites (BT-25/BT-26, migration 0029): the one it corrects, or each invoice
 * of a global rebate. Written with the credit note, never changed (a trigger refuses it).
 */
export const avoirFacture = pgTable(
  "avoir_facture",
  {
    idAvoir: integer("id_avoir")
      .notNull()
      .references(() => avoir.idAvoir),
    idFact: integer("id_fact")
      .notNull()
      .references(() => facture.idFact),
  },
  (t) => [primaryKey({ columns: [t.idAvoir, t.idFact] }), index("avoir_facture_id_fact_idx").on(t.idFact)],
);

/** Customer bills of exchange (traites). */
export const traite = pgTable(
  "traite",
  {
    idTraite: serial("id_traite").primaryKey(),
    idBijouterie: integer("id_bijouterie")
      .notNull()
      .references(() => client.id),
    dateCreation: date("date_creation").notNull().default(sql`current_date`),
    dateEcheance: date("date_echeance").notNull(),
    totalTtc: money("total_ttc").notNull(),
    numEffet: integer("num_effet").notNull(),
    nbDecoupe: smallint("nb_decoupe").notNull().default(1),
  },
  (t) => [
    index("traite_id_bijouterie_idx").on(t.idBijouterie, t.dateCreation),
    index("traite_date_creation_idx").on(t.dateCreation, t.idTraite),
    uniqueIndex("traite_num_effet_idx").on(t.numEffet),
    checkPositive("traite", "total_ttc", t.totalTtc),
    check("traite_nb_decoupe", sql`${t.nbDecoupe} >= 1`),
    check("traite_dates", sql`${t.dateEcheance} >= ${t.dateCreation}`),
  ],
);

/** Banks the supplier bills are drawn on (the preset list of the supplier bill screen). */
export const banque = pgTable("banque", {
  idBanque: serial("id_banque").primaryKey(),
  nom: varchar("nom", { length: 100 }).notNull(),
  codeBanque: varchar("code_banque", { length: 10 }),
  codeGuichet: varchar("code_guichet", { length: 10 }),
  numCompte: varchar("num_compte", { length: 30 }),
  cleRib: varchar("cle_rib", { length: 4 }),
  ville: varchar("ville", { length: 100 }),
});

/** Supplier bills of exchange, with the bank and supplier details printed on them (copies). */
export const traiteFournisseur = pgTable(
  "traite_fournisseur",
  {
    idTraite: serial("id_traite").primaryKey(),
    fourId: integer("four_id").references(() => fournisseur.fourId),
    idBanque: integer("id_banque").references(() => banque.idBanque),
    dateCreation: date("date_creation").notNull().default(sql`current_date`),
    dateEcheance: date("date_echeance").notNull(),
    totalTtc: money("total_ttc").notNull(),
    numEffet: varchar("num_effet", { length: 30 }).notNull(),
    nbDecoupe: smallint("nb_decoupe").notNull().default(1),
    banqueNom: varchar("banque_nom", { length: 100 }),
    codeBanque: varchar("code_banque", { length: 10 }),
    codeGuichet: varchar("code_guichet", { length: 10 }),
    numCompte: varchar("num_compte", { length: 30 }),
    cleRib: varchar("cle_rib", { length: 4 }),
    ville: varchar("ville", { length: 100 }),
    fournisseurCompte: varchar("fournisseur_compte", { length: 30 }),
    fournisseurNom: varchar("fournisseur_nom", { length: 150 }),
  },
  (t) => [
    index("traite_fournisseur_four_id_idx").on(t.fourId, t.dateCreation),
    checkPositive("traite_fournisseur", "total_ttc", t.totalTtc),
    check("traite_fournisseur_nb_decoupe", sql`${t.nbDecoupe} >= 1`),
    check("traite_fournisseur_dates", sql`${t.dateEcheance} >= ${t.dateCreation}`),
  ],
);
