import type { ColumnMap, ReconcileCheck, RowFix, TableMap } from "../types.ts";
import { clientArchive } from "./archives.ts";
import { REPRISE } from "./reprise.ts";
import { ecrinSum, oldSum } from "./sommes.ts";

/** The invoice's client; deleted from the old clients table, rebuilt archived from the invoice's copy. */
const client: ColumnMap["ref"] = { table: "client", column: "id", archive: clientArchive("client") };

/** The header columns both invoice channels share (facture, facture_extensia). */
const ENTETE: ColumnMap[] = [
  { from: "id_bijouterie", to: "id_bijouterie", conv: { kind: "int" }, ref: client },
  { from: "date_fact", to: "date_fact", conv: { kind: "date", required: true } },
  { from: "echeance", to: "echeance", conv: { kind: "int" }, ifNull: 0 },
  { from: "date_echeance", to: "date_echeance", conv: { kind: "date" } },
  { from: "date_paiement", to: "date_paiement", conv: { kind: "date" } },
  { from: "port", to: "port", conv: { kind: "decimal", scale: 2 }, sum: true, ifNull: "0" },
  { from: "taux_tva", to: "taux_tva", conv: { kind: "decimal", scale: 2 } },
  { from: "cours_fixe", to: "cours_fixe", conv: { kind: "decimal", scale: 4 } },
  { from: "cours_courant", to: "cours_courant", conv: { kind: "decimal", scale: 4 } },
  { from: "client", to: "client", conv: { kind: "texte" } },
  { from: "adresse", to: "adresse", conv: { kind: "texte", nullIfEmpty: true } },
  { from: "cp", to: "cp", conv: { kind: "texte", nullIfEmpty: true } },
  { from: "ville", to: "ville", conv: { kind: "texte", nullIfEmpty: true } },
];

const ofRef = (from: string, nullable = false): ColumnMap => ({
  from,
  to: from,
  conv: { kind: nullable ? "ref0" : "int" },
  ref: { table: "of", column: "num_sachet", nullable },
});

/** An amount of an issued document: a negative correction (a credit line, a refund) is kept as issued. */
const montant = (from: string, to = from): ColumnMap => ({
  from,
  to,
  conv: { kind: "decimal", scale: 2 },
  negatif: "reprise",
});

/**
 * A line without OF (a free or correction line, 0 in the old base; or an OF the old base no longer has,
 * reported by the reference check): kept with its own designation and amounts (issue 26.2).
 */
const sansOf: RowFix = (r) =>
  r.of === null
    ? {
        column: "of",
        change: "ligne sans OF (libre ou de correction) : gardée avec sa désignation et ses montants",
      }
    : null;

/** Sum of the lines' totals per year of their invoice, on both sides (the revenue of a channel). */
function totalParAnnee(
  measure: string,
  lines: string,
  fact: string,
  head: string,
  amount: string,
): ReconcileCheck {
  return {
    measure,
    old: `select year(f.date_fact) as k, ${oldSum(amount, 2)} as v from ${lines} l join ${head} f on f.id_fact = l.${fact} group by k`,
    ecrin: `select extract(year from f.date_fact)::int::text as k, ${ecrinSum(amount, 2)} as v from ${lines} l join ${head} f on f.id_fact = l.fact group by 1`,
  };
}

/**
 * Invoices of both channels with their lines, and credit notes: issued documents, imported as issued
 * (immutable afterwards; Écrin's trigger lets only a payment date change). Numbering continues from the
 * highest imported number (a series is max + 1).
 */
export const FACTURATION_MAPPING: TableMap[] = [
  {
    old: "facture",
    table: "facture",
    group: "facturation",
    immutable: true,
    key: { from: "id_fact", to: "id_fact" },
    columns: ENTETE,
  },
  {
    old: "constituant_fact",
    table: "constituant_fact",
    group: "facturation",
    immutable: true,
    key: { from: "id", to: "id" },
    columns: [
      { from: "fact", to: "fact", conv: { kind: "int" }, ref: { table: "facture", column: "id_fact" } },
      ofRef("of", true),
      { from: "designation", to: "designation", conv: { kind: "texte", max: 255 }, ifNull: "" },
      { from: "commentaire", to: "commentaire", conv: { kind: "texte", nullIfEmpty: true } },
      montant("prix_u_ht"),
      { from: "reaco", to: "reaco", conv: { kind: "decimal", scale: 2 }, ifNull: "0" },
      { from: "rem", to: "rem", conv: { kind: "decimal", scale: 2 }, ifNull: "0" },
      montant("totht"),
      { from: "poids_u", to: "poids_u", conv: { kind: "decimal", scale: 3 } },
      ofRef("of_reservation", true),
      REPRISE,
    ],
    fixes: [sansOf],
    checks: [totalParAnnee("total HT des lignes par année", "constituant_fact", "fact", "facture", "totht")],
  },
  {
    old: "facture_extensia",
    table: "facture_extensia",
    group: "facturation",
    immutable: true,
    key: { from: "id_fact", to: "id_fact" },
    columns: ENTETE,
  },
  {
    old: "constituant_fact_extensia",
    table: "constituant_fact_extensia",
    group: "facturation",
    immutable: true,
    key: { from: "id", to: "id" },
    columns: [
      {
        from: "fact_id",
        to: "fact",
        conv: { kind: "int" },
        ref: { table: "facture_extensia", column: "id_fact" },
      },
      ofRef("of", true),
      montant("prix"),
      { from: "description", to: "description", conv: { kind: "texte", max: 255 }, ifNull: "" },
      { from: "poids", to: "poids", conv: { kind: "decimal", scale: 3 } },
      { from: "prenom", to: "prenom", conv: { kind: "texte", nullIfEmpty: true } },
      REPRISE,
    ],
    fixes: [sansOf],
    checks: [
      totalParAnnee(
        "total des lignes EXTENSIA par année",
        "constituant_fact_extensia",
        "fact_id",
        "facture_extensia",
        "prix",
      ),
    ],
  },
  {
    old: "avoir",
    table: "avoir",
    group: "facturation",
    immutable: true,
    key: { from: "id_avoir", to: "id_avoir" },
    columns: [
      {
        from: "id_clt",
        to: "id_clt",
        conv: { kind: "int" },
        ref: { table: "client", column: "id", archive: clientArchive("") },
      },
      { from: "date", to: "date", conv: { kind: "date", required: true } },
      { from: "ref", to: "ref", conv: { kind: "texte", nullIfEmpty: true } },
      // A text column: cut at what the screens take (domain DESIGNATION_AVOIR_MAX), never unbounded (24.3).
      { from: "description", to: "description", conv: { kind: "texte", max: 1000 } },
      { ...montant("tot_ht"), sum: true },
      {
        from: "id_fact",
        to: "id_fact",
        conv: { kind: "ref0" },
        ref: { table: "facture", column: "id_fact", nullable: true },
      },
      REPRISE,
    ],
  },
];
