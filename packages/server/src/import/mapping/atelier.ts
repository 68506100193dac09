import type { ColumnMap, RowFix, TableMap } from "../types.ts";
import { REPRISE } from "./reprise.ts";

/** Weight given and weight returned (grams): a negative correction is kept as it is, the row flagged. */
function pesees(donne: string, rendu: string): ColumnMap[] {
  const poids = (from: string): ColumnMap => ({
    from,
    to: from,
    conv: { kind: "decimal", scale: 3 },
    ifNull: "0",
    negatif: "reprise",
  });
  return [poids(donne), poids(rendu), REPRISE];
}

/** A returned line needs its return date (Écrin's check): the old zero date becomes the sending date. */
function retourDate(rendu: string, retour: string, envoi: string): RowFix {
  return (r) => {
    if (r[rendu] !== 1 || r[retour] !== null) return null;
    r[retour] = r[envoi] ?? null;
    return { column: retour, change: `rendu sans date de retour → ${String(r[envoi])}` };
  };
}

/** Workshop lines (jewellers, table ouvrier) and setting lines (serti), spec 02 section 3. */
export const ATELIER_MAPPING: TableMap[] = [
  {
    old: "ouvrier",
    table: "ouvrier",
    group: "atelier",
    key: { from: "id_ligne", to: "id_ligne" },
    fixes: [retourDate("rendu", "date_retour", "date_envoi")],
    columns: [
      {
        from: "n_sachet",
        to: "n_sachet",
        conv: { kind: "int" },
        ref: { table: "of", column: "num_sachet" },
      },
      {
        from: "id_ouvrier",
        to: "id_ouvrier",
        conv: { kind: "int" },
        ref: { table: "joaillier", column: "id" },
      },
      { from: "date_envoi", to: "date_envoi", conv: { kind: "date", required: true } },
      ...pesees("poids_d", "poids_r"),
      { from: "temps", to: "temps", conv: { kind: "decimal", scale: 2 }, ifNull: "0", negatif: "reprise" },
      { from: "rendu", to: "rendu", conv: { kind: "flag01" } },
      { from: "date_retour", to: "date_retour", conv: { kind: "date" } },
    ],
  },
  {
    old: "serti",
    table: "serti",
    group: "atelier",
    key: { from: "id_sert", to: "id_sert" },
    fixes: [retourDate("rendu_serti", "date_r", "date_e")],
    columns: [
      { from: "of_serto", to: "of_serto", conv: { kind: "int" }, ref: { table: "of", column: "num_sachet" } },
      { from: "id_serto", to: "id_serto", conv: { kind: "int" }, ref: { table: "sertisseur", column: "id" } },
      { from: "date_e", to: "date_e", conv: { kind: "date", required: true } },
      ...pesees("pds_d", "pds_r"),
      { from: "prix", to: "prix", conv: { kind: "decimal", scale: 2 }, ifNull: "0", negatif: "reprise" },
      { from: "rendu_serti", to: "rendu_serti", conv: { kind: "flag01" } },
      { from: "date_r", to: "date_r", conv: { kind: "date" } },
    ],
  },
];
