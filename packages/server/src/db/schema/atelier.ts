import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, serial, smallint, text, varchar } from "drizzle-orm/pg-core";
import { check01, checkPositive, flag, grams, minutes, money } from "./columns.ts";
import { of } from "./of.ts";

/** Jewellers of the workshop; only actif 1 are offered on the send forms. */
export const joaillier = pgTable(
  "joaillier",
  {
    id: serial("id").primaryKey(),
    label: varchar("label", { length: 100 }).notNull(),
    actif: smallint("actif").notNull().default(1),
    /** Avatar image (file name or URL). */
    avatar: text("avatar"),
  },
  (t) => [check01("joaillier", "actif", t.actif)],
);

/** Stone setters; only actif 1 are offered on the send forms. */
export const sertisseur = pgTable(
  "sertisseur",
  {
    id: serial("id").primaryKey(),
    label: varchar("label", { length: 100 }).notNull(),
    actif: smallint("actif").notNull().default(1),
    avatar: text("avatar"),
  },
  (t) => [check01("sertisseur", "actif", t.actif)],
);

/**
 * A weighing (pesée) of a jeweller: closes his gold box and his returned OF lines. The rows it closes
 * point to it (boite_or.num_pesee, ouvrier.num_pesee), so the open balance is the sum of the rows
 * without a num_pesee. The weights are the totals recorded at the weighing (Analyse Métal).
 */
export const pesee = pgTable(
  "pesee",
  {
    numPesee: serial("num_pesee").primaryKey(),
    idOuvr: integer("id_ouvr")
      .notNull()
      .references(() => joaillier.id),
    date: date("date").notNull().default(sql`current_date`),
    /** OF weights: given to the jeweller (poids_d) and returned (poids_r), grams. */
    poidsOfSorti: grams("poids_of_sorti").notNull().default("0"),
    poidsOfRentre: grams("poids_of_rentre").notNull().default("0"),
    /** Gold box: given (done_ouvr) and returned (rendu_ouvr), grams. */
    pdsOrS: grams("pds_or_s").notNull().default("0"),
    pdsOrE: grams("pds_or_e").notNull().default("0"),
  },
  (t) => [
    index("pesee_id_ouvr_date_idx").on(t.idOuvr, t.date),
    index("pesee_date_idx").on(t.date),
    checkPositive("pesee", "poids_of_sorti", t.poidsOfSorti),
    checkPositive("pesee", "poids_of_rentre", t.poidsOfRentre),
    checkPositive("pesee", "pds_or_s", t.pdsOrS),
    checkPositive("pesee", "pds_or_e", t.pdsOrE),
  ],
);

/** Workshop line: an OF sent to a jeweller (rendu 0), then returned (rendu 1) with weight and time. */
export const ouvrier = pgTable(
  "ouvrier",
  {
    idLigne: serial("id_ligne").primaryKey(),
    nSachet: integer("n_sachet")
      .notNull()
      .references(() => of.numSachet),
    idOuvrier: integer("id_ouvrier")
      .notNull()
      .references(() => joaillier.id),
    dateEnvoi: date("date_envoi").notNull().default(sql`current_date`),
    /** Weight sent, grams. */
    poidsD: grams("poids_d").notNull().default("0"),
    /** Weight returned, grams. */
    poidsR: grams("poids_r").notNull().default("0"),
    /** Real time spent, minutes. */
    temps: minutes("temps").notNull().default("0"),
    rendu: flag("rendu"),
    /** NULL until returned (the old zero date). */
    dateRetour: date("date_retour"),
    numPesee: integer("num_pesee").references(() => pesee.numPesee),
  },
  (t) => [
    index("ouvrier_n_sachet_idx").on(t.nSachet),
    index("ouvrier_id_ouvrier_rendu_idx").on(t.idOuvrier, t.rendu),
    index("ouvrier_date_retour_idx").on(t.dateRetour),
    index("ouvrier_num_pesee_idx").on(t.numPesee),
    // The "Rendu" list of the send screens: returned lines, latest return first.
    index("ouvrier_rendu_date_retour_idx").on(
      t.rendu,
      t.dateRetour.desc().nullsLast(),
      t.idLigne.desc().nullsFirst(),
    ),
    // A jeweller's returned lines not yet weighed: the OF balance of his card and of a weighing.
    index("ouvrier_a_peser_idx").on(t.idOuvrier).where(sql`${t.rendu} = 1 and ${t.numPesee} is null`),
    check01("ouvrier", "rendu", t.rendu),
    checkPositive("ouvrier", "poids_d", t.poidsD),
    checkPositive("ouvrier", "poids_r", t.poidsR),
    checkPositive("ouvrier", "temps", t.temps),
    check("ouvrier_rendu_date_retour", sql`${t.rendu} = 0 or ${t.dateRetour} is not null`),
  ],
);

/** Setting line: an OF sent to a setter (rendu_serti 0), then returned (rendu_serti 1) with a price. */
export const serti = pgTable(
  "serti",
  {
    idSert: serial("id_sert").primaryKey(),
    ofSerto: integer("of_serto")
      .notNull()
      .references(() => of.numSachet),
    idSerto: integer("id_serto")
      .notNull()
      .references(() => sertisseur.id),
    dateE: date("date_e").notNull().default(sql`current_date`),
    /** Weight sent and returned, grams. */
    pdsD: grams("pds_d").notNull().default("0"),
    pdsR: grams("pds_r").notNull().default("0"),
    /** Price of the setting, euros. */
    prix: money("prix").notNull().default("0"),
    renduSerti: flag("rendu_serti"),
    /** NULL until returned. */
    dateR: date("date_r"),
  },
  (t) => [
    index("serti_of_serto_idx").on(t.ofSerto),
    index("serti_id_serto_rendu_serti_idx").on(t.idSerto, t.renduSerti),
    index("serti_date_r_idx").on(t.dateR),
    index("serti_rendu_date_r_idx").on(
      t.renduSerti,
      t.dateR.desc().nullsLast(),
      t.idSert.desc().nullsFirst(),
    ),
    check01("serti", "rendu_serti", t.renduSerti),
    checkPositive("serti", "pds_d", t.pdsD),
    checkPositive("serti", "pds_r", t.pdsR),
    checkPositive("serti", "prix", t.prix),
    check("serti_rendu_date_r", sql`${t.renduSerti} = 0 or ${t.dateR} is not null`),
  ],
);

/** Gold box of a jeweller: gold given (done_ouvr) and returned (rendu_ouvr); balance = sum of rows. */
export const boiteOr = pgTable(
  "boite_or",
  {
    idBoite: serial("id_boite").primaryKey(),
    idOuvr: integer("id_ouvr")
      .notNull()
      .references(() => joaillier.id),
    doneOuvr: grams("done_ouvr").notNull().default("0"),
    renduOuvr: grams("rendu_ouvr").notNull().default("0"),
    date: date("date").notNull().default(sql`current_date`),
    label: varchar("label", { length: 200 }),
    numPesee: integer("num_pesee").references(() => pesee.numPesee),
  },
  (t) => [
    index("boite_or_id_ouvr_date_idx").on(t.idOuvr, t.date),
    index("boite_or_num_pesee_idx").on(t.numPesee),
    checkPositive("boite_or", "done_ouvr", t.doneOuvr),
    checkPositive("boite_or", "rendu_ouvr", t.renduOuvr),
  ],
);
