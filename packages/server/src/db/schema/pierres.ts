import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, smallint, unique, varchar } from "drizzle-orm/pg-core";
import { carats, check01, checkPositive, coeff, flag, mm, unitPrice } from "./columns.ts";
import { of } from "./of.ts";
import { couleur, formePier, fournisseur, pierresRecuesEtat, qualite, typePier } from "./reference.ts";

/**
 * A stone of the catalogue: type, shape, colour and dimensions. Its prices per quality and supplier
 * are in `tarifs`. The same type, shape, colour and dimensions exist once ('Pierre deja existante').
 */
export const pierre = pgTable(
  "pierre",
  {
    idPier: serial("id_pier").primaryKey(),
    typePier: integer("type_pier")
      .notNull()
      .references(() => typePier.idTypPier),
    forme: integer("forme")
      .notNull()
      .references(() => formePier.idForm),
    color: integer("color").references(() => couleur.idColor),
    /** 0 round (dim1 = diameter), 1 or 3 rectangle (dim1 x dim2), 2 three dimensions. */
    typDim: smallint("typ_dim").notNull().default(0),
    /** Millimetres; 0 when the dimension does not apply. */
    dim1: mm("dim1").notNull().default("0"),
    dim2: mm("dim2").notNull().default("0"),
    dim3: mm("dim3").notNull().default("0"),
    /** Carats per stone (price list Poids column and filters). */
    poids: carats("poids"),
    description: varchar("description", { length: 200 }).notNull().default(""),
    /** Selling coefficient applied to the stone cost. */
    coeff: coeff("coeff").notNull().default("1"),
  },
  (t) => [
    unique("pierre_caracteristiques_unique")
      .on(t.typePier, t.forme, t.color, t.dim1, t.dim2, t.dim3)
      .nullsNotDistinct(),
    index("pierre_forme_idx").on(t.forme),
    check("pierre_typ_dim", sql`${t.typDim} in (0, 1, 2, 3)`),
    check("pierre_dims_positives", sql`${t.dim1} >= 0 and ${t.dim2} >= 0 and ${t.dim3} >= 0`),
    checkPositive("pierre", "poids", t.poids),
    checkPositive("pierre", "coeff", t.coeff),
  ],
);

/** Stone price list: € and $ per carat of a stone in a quality, optionally per supplier. */
export const tarifs = pgTable(
  "tarifs",
  {
    idTarif: serial("id_tarif").primaryKey(),
    idPier: integer("id_pier")
      .notNull()
      .references(() => pierre.idPier),
    idQual: integer("id_qual")
      .notNull()
      .references(() => qualite.idQual),
    idFour: integer("id_four").references(() => fournisseur.fourId),
    euro: unitPrice("euro").notNull().default("0"),
    dollar: unitPrice("dollar").notNull().default("0"),
  },
  (t) => [
    unique("tarifs_pierre_qualite_fournisseur_unique").on(t.idPier, t.idQual, t.idFour).nullsNotDistinct(),
    checkPositive("tarifs", "euro", t.euro),
    checkPositive("tarifs", "dollar", t.dollar),
  ],
);

/**
 * Stones received from a supplier under a confie note (N° Confie). Stock = poids minus the op_stock
 * consumptions minus the pierre_retour returns (sums of rows, never a counter).
 */
export const pierresRecues = pgTable(
  "pierres_recues",
  {
    idConf: serial("id_conf").primaryKey(),
    noConfie: varchar("no_confie", { length: 50 }).notNull(),
    dateReception: date("date_reception").notNull().default(sql`current_date`),
    idFour: integer("id_four")
      .notNull()
      .references(() => fournisseur.fourId),
    idPier: integer("id_pier")
      .notNull()
      .references(() => pierre.idPier),
    idQual: integer("id_qual").references(() => qualite.idQual),
    /** Price per carat; when euro is 0 the cost is dollar x weight / cours_eur_doll. */
    euro: unitPrice("euro").notNull().default("0"),
    dollar: unitPrice("dollar").notNull().default("0"),
    coursEurDoll: unitPrice("cours_eur_doll").notNull().default("1"),
    /** Carats received. */
    poids: carats("poids").notNull(),
    /** Number of stones received, when the lot is counted in pieces (issue 13); null when not counted. */
    pieces: integer("pieces"),
    certificat: varchar("certificat", { length: 100 }),
    /** Laboratory-grown stone (1 LABO, 0 natural). */
    lg: flag("lg"),
    /** 1 in stock, 0 taken out of stock (then date_sorti is set). */
    enCours: smallint("en_cours").notNull().default(1),
    dateSorti: date("date_sorti"),
    /** Invoice label when the stone is invoiced (Facturer). */
    labelFact: varchar("label_fact", { length: 100 }),
    facture: flag("facture"),
    pierreEtat: integer("pierre_etat")
      .notNull()
      .default(1)
      .references(() => pierresRecuesEtat.idEtat),
    dateFact: date("date_fact"),
  },
  (t) => [
    index("pierres_recues_no_confie_idx").on(t.noConfie),
    index("pierres_recues_id_pier_idx").on(t.idPier),
    index("pierres_recues_id_four_idx").on(t.idFour),
    index("pierres_recues_date_reception_idx").on(t.dateReception),
    index("pierres_recues_etat_idx").on(t.pierreEtat),
    check01("pierres_recues", "lg", t.lg),
    check01("pierres_recues", "en_cours", t.enCours),
    check01("pierres_recues", "facture", t.facture),
    checkPositive("pierres_recues", "poids", t.poids),
    checkPositive("pierres_recues", "pieces", t.pieces),
    checkPositive("pierres_recues", "euro", t.euro),
    checkPositive("pierres_recues", "dollar", t.dollar),
    check("pierres_recues_cours_positif", sql`${t.coursEurDoll} > 0`),
  ],
);

/** Stone feeding: carats of a received stone consumed by an OF. */
export const opStock = pgTable(
  "op_stock",
  {
    idOp: serial("id_op").primaryKey(),
    dateOp: date("date_op").notNull().default(sql`current_date`),
    /** Carats taken out for the OF. */
    poidsSortant: carats("poids_sortant").notNull(),
    /** Stones taken out, when counted. */
    pieces: integer("pieces"),
    /** NULL: a consumption imported from the old system whose OF it no longer has (issue 26.5, 0030). */
    of: integer("of").references(() => of.numSachet),
    idStock: integer("id_stock")
      .notNull()
      .references(() => pierresRecues.idConf),
  },
  (t) => [
    index("op_stock_of_idx").on(t.of),
    index("op_stock_id_stock_idx").on(t.idStock),
    checkPositive("op_stock", "poids_sortant", t.poidsSortant),
    checkPositive("op_stock", "pieces", t.pieces),
  ],
);

/** Stones given back (to the supplier) out of a received lot, with the reason (designation). */
export const pierreRetour = pgTable(
  "pierre_retour",
  {
    idRetour: serial("id_retour").primaryKey(),
    idConfie: integer("id_confie")
      .notNull()
      .references(() => pierresRecues.idConf),
    /** Carats returned. */
    pds: carats("pds").notNull(),
    /** Stones returned, when counted. */
    pieces: integer("pieces"),
    designation: varchar("designation", { length: 200 }).notNull().default(""),
    date: date("date").notNull().default(sql`current_date`),
  },
  (t) => [
    index("pierre_retour_id_confie_idx").on(t.idConfie),
    checkPositive("pierre_retour", "pds", t.pds),
    checkPositive("pierre_retour", "pieces", t.pieces),
  ],
);
