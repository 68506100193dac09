import type { TableMap } from "../types.ts";

/** A reference list keyed by `key` with one French text column (spec 01 section 3 "Reference lists"). */
function liste(old: string, key: string, text = "description", from = text): TableMap {
  return {
    old,
    table: old,
    group: "reference",
    key: { from: key, to: key },
    columns: [{ from, to: text, conv: { kind: "texte" } }],
  };
}

/** A list whose ids mean nothing to Écrin's rules: mapped onto Écrin's rows by its text (issue 26.7). */
const parSens = (m: TableMap, column = m.columns[0]?.to ?? "description"): TableMap => ({
  ...m,
  parSens: column,
});

/**
 * Rates, the reference lists (those whose ids Écrin's rules read, statuses, stades, stone states, keep
 * their ids; the others are matched by meaning), the workshop's jewellers and setters, the suppliers: old ids kept (the
 * lists loaded by migration 0002 are the same ids; the old descriptions replace them).
 */
export const REFERENCE_MAPPING: TableMap[] = [
  {
    old: "cours",
    table: "cours",
    group: "reference",
    key: { from: "id_cours", to: "id_cours" },
    columns: [
      { from: "description", to: "description", conv: { kind: "texte" } },
      { from: "valeur", to: "valeur", conv: { kind: "decimal", scale: 4 }, ifNull: "0" },
    ],
  },
  liste("t_statuts", "statut", "of_interne", "OF_interne"),
  liste("stade", "id_stade"),
  parSens(liste("type_transport", "id_type")),
  parSens(liste("metal", "id_metal")),
  parSens(liste("type_metal", "id_type")),
  // The old column is `desc`, a reserved word in SQL.
  parSens(liste("type_comission", "id_typ_com", "description", "desc")),
  parSens(liste("type_commande", "id", "label")),
  {
    ...liste("tva", "id_tva"),
    // A VAT rate is its rate: an old list with other ids maps onto Écrin's rates.
    parSens: "taux",
    columns: [
      { from: "taux", to: "taux", conv: { kind: "decimal", scale: 2 } },
      { from: "description", to: "description", conv: { kind: "texte" } },
    ],
  },
  parSens(liste("type_produit", "id_typ_prod")),
  parSens(liste("tarif_produit", "id_tarif_produit")),
  parSens(liste("type_pier", "id_typ_pier")),
  parSens(liste("forme_pier", "id_form")),
  parSens(liste("couleur", "id_color")),
  parSens(liste("qualite", "id_qual")),
  liste("pierres_recues_etat", "id_etat"),
  ...(["joaillier", "sertisseur"] as const).map(
    (t): TableMap => ({
      old: t,
      table: t,
      group: "reference",
      key: { from: "id", to: "id" },
      columns: [
        { from: "label", to: "label", conv: { kind: "texte" } },
        { from: "actif", to: "actif", conv: { kind: "flag01" } },
        { from: "avatar", to: "avatar", conv: { kind: "texte", nullIfEmpty: true } },
      ],
    }),
  ),
  {
    old: "fournisseur",
    table: "fournisseur",
    group: "reference",
    key: { from: "four_id", to: "four_id" },
    columns: [
      { from: "raison_soc", to: "raison_soc", conv: { kind: "texte" } },
      { from: "type_four", to: "type_four", conv: { kind: "ref0" } },
      { from: "actif", to: "actif", conv: { kind: "flag01" } },
      { from: "perte", to: "perte", conv: { kind: "decimal", scale: 2 }, ifNull: "0" },
    ],
  },
];
