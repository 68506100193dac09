import type { ReconcileCheck, RowFix, TableMap } from "../types.ts";
import { REPRISE } from "./reprise.ts";
import { ecrinSum, oldSum, oldValue } from "./sommes.ts";

/** Carats summed per year of a date column, old (DOUBLE rounded as the import rounds) vs Écrin. */
function caratsParAnnee(measure: string, table: string, poids: string, date: string) {
  return {
    measure,
    old: `select year(\`${date}\`) as k, ${oldSum(poids, 3)} as v from \`${table}\` group by k order by k`,
    ecrin: `select extract(year from "${date}")::int::text as k, ${ecrinSum(poids, 3)} as v from "${table}" group by 1 order by 1`,
  };
}

/**
 * Carats remaining per lot (received − consumed − returned), every lot compared (issue 26.8): a lot in
 * state 0 or a consumption of an OF the old base lost counts as in the old base.
 */
const caratsRestants: ReconcileCheck = {
  measure: "carats restants du lot",
  ecartsSeulement: true,
  old: `select r.id_conf as k, cast(${oldValue("poids", 3).replace("`poids`", "r.`poids`")} - coalesce(c.s, 0) - coalesce(t.s, 0) as decimal(20,3)) as v
    from pierres_recues r
    left join (select id_stock, sum(${oldValue("poids_sortant", 3)}) as s from op_stock group by id_stock) c on c.id_stock = r.id_conf
    left join (select id_confie, sum(${oldValue("pds", 3)}) as s from pierre_retour group by id_confie) t on t.id_confie = r.id_conf`,
  ecrin: `select r.id_conf::text as k, (r.poids - coalesce(c.s, 0) - coalesce(t.s, 0))::numeric(20,3)::text as v
    from pierres_recues r
    left join (select id_stock, sum(poids_sortant) as s from op_stock group by id_stock) c on c.id_stock = r.id_conf
    left join (select id_confie, sum(pds) as s from pierre_retour group by id_confie) t on t.id_confie = r.id_conf`,
};

/** An exchange rate of 0 (lots priced in euros) becomes the default rate 1 (spec 02 section 2.7). */
const coursParDefaut: RowFix = (r) => {
  if (r.cours_eur_doll === null || Number(r.cours_eur_doll) > 0) return null;
  const was = String(r.cours_eur_doll);
  r.cours_eur_doll = "1.0000";
  return { column: "cours_eur_doll", change: `${was} → 1.0000 (cours par défaut)` };
};

/** A lot in state 0 (no state in the old base) is a lot in stock, state 1: kept, reported. */
const etatZero: RowFix = (r) => {
  if (r.pierre_etat !== 0) return null;
  r.pierre_etat = 1;
  return { column: "pierre_etat", change: "état 0 (aucun) → 1 (lot gardé, en stock)" };
};

/**
 * Stones (spec 02 sections 3 and 7): lots received under a confie note, their consumption by OFs and
 * their returns. They point to suppliers, stones and OFs: after the catalogue and the OFs.
 */
export const PIERRES_MAPPING: TableMap[] = [
  {
    old: "pierres_recues",
    table: "pierres_recues",
    group: "pierres",
    key: { from: "id_conf", to: "id_conf" },
    columns: [
      { from: "no_confie", to: "no_confie", conv: { kind: "texte", max: 50 } },
      { from: "date_reception", to: "date_reception", conv: { kind: "date", required: true } },
      {
        from: "id_four",
        to: "id_four",
        conv: { kind: "int" },
        ref: { table: "fournisseur", column: "four_id" },
      },
      { from: "id_pier", to: "id_pier", conv: { kind: "int" }, ref: { table: "pierre", column: "id_pier" } },
      {
        from: "id_qual",
        to: "id_qual",
        conv: { kind: "ref0" },
        ref: { table: "qualite", column: "id_qual", nullable: true },
      },
      { from: "euro", to: "euro", conv: { kind: "decimal", scale: 4 }, ifNull: "0" },
      { from: "dollar", to: "dollar", conv: { kind: "decimal", scale: 4 }, ifNull: "0" },
      { from: "cours_eur_doll", to: "cours_eur_doll", conv: { kind: "decimal", scale: 4 }, ifNull: "1" },
      { from: "poids", to: "poids", conv: { kind: "decimal", scale: 3 } },
      { from: "certificat", to: "certificat", conv: { kind: "texte", max: 100, nullIfEmpty: true } },
      { from: "lg", to: "lg", conv: { kind: "flag01" } },
      { from: "en_cours", to: "en_cours", conv: { kind: "flag01" } },
      { from: "date_sorti", to: "date_sorti", conv: { kind: "date" } },
      { from: "label_fact", to: "label_fact", conv: { kind: "texte", max: 100, nullIfEmpty: true } },
      { from: "facture", to: "facture", conv: { kind: "flag01" } },
      {
        from: "pierre_etat",
        to: "pierre_etat",
        conv: { kind: "int" },
        ifNull: 1,
        ref: { table: "pierres_recues_etat", column: "id_etat" },
      },
      { from: "date_fact", to: "date_fact", conv: { kind: "date" } },
    ],
    fixes: [coursParDefaut, etatZero],
    checks: [caratsParAnnee("carats reçus", "pierres_recues", "poids", "date_reception"), caratsRestants],
  },
  {
    old: "op_stock",
    table: "op_stock",
    group: "pierres",
    key: { from: "id_op", to: "id_op" },
    columns: [
      { from: "date_op", to: "date_op", conv: { kind: "date", required: true } },
      { from: "poids_sortant", to: "poids_sortant", conv: { kind: "decimal", scale: 3 }, negatif: "reprise" },
      // A consumption of an OF the old base no longer has is kept (the lot's carats stay true): OF empty.
      {
        from: "of",
        to: "of",
        conv: { kind: "ref0" },
        ref: { table: "of", column: "num_sachet", nullable: true },
      },
      {
        from: "id_stock",
        to: "id_stock",
        conv: { kind: "int" },
        ref: { table: "pierres_recues", column: "id_conf" },
      },
      REPRISE,
    ],
    checks: [caratsParAnnee("carats consommés", "op_stock", "poids_sortant", "date_op")],
  },
  {
    old: "pierre_retour",
    table: "pierre_retour",
    group: "pierres",
    key: { from: "id_retour", to: "id_retour" },
    columns: [
      {
        from: "id_confie",
        to: "id_confie",
        conv: { kind: "int" },
        ref: { table: "pierres_recues", column: "id_conf" },
      },
      { from: "pds", to: "pds", conv: { kind: "decimal", scale: 3 }, negatif: "reprise" },
      { from: "designation", to: "designation", conv: { kind: "texte", max: 200 } },
      // The return history shows a date (spec 02 section 2.10).
      { from: "date", to: "date", conv: { kind: "date", required: true } },
      REPRISE,
    ],
    checks: [caratsParAnnee("carats rendus", "pierre_retour", "pds", "date")],
  },
];
