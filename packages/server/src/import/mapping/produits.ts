import type { ColumnMap, TableMap } from "../types.ts";

const dec = (from: string, scale: number, ifNull = "0"): ColumnMap => ({
  from,
  to: from,
  conv: { kind: "decimal", scale },
  ifNull,
});
const ref = (from: string, table: string, column: string, nullable = true): ColumnMap => ({
  from,
  to: from,
  conv: { kind: nullable ? "ref0" : "int" },
  ref: { table, column, nullable },
});
/** Product pictures are files: a name absent from Écrin's images becomes NULL (reported). */
const picture = (from: string): ColumnMap => ({
  from,
  to: from,
  conv: { kind: "texte", nullIfEmpty: true, none: ["no_pic.jpg"] },
  ref: { table: "image", column: "nom", nullable: true },
});

/** The catalogue (spec 02 sections 3 and 7): stones and their tariffs, centres vides, centres, products. */
export const PRODUITS_MAPPING: TableMap[] = [
  {
    old: "pierre",
    table: "pierre",
    group: "catalogue",
    key: { from: "id_pier", to: "id_pier" },
    fusion: ["type_pier", "forme", "color", "dim1", "dim2", "dim3"],
    columns: [
      ref("type_pier", "type_pier", "id_typ_pier", false),
      ref("forme", "forme_pier", "id_form", false),
      ref("color", "couleur", "id_color"),
      { from: "typ_dim", to: "typ_dim", conv: { kind: "int" }, ifNull: 0 },
      dec("dim1", 3),
      dec("dim2", 3),
      dec("dim3", 3),
      dec("coeff", 4, "1"),
    ],
  },
  {
    old: "tarifs",
    table: "tarifs",
    group: "catalogue",
    key: { from: "id_tarif", to: "id_tarif" },
    fusion: ["id_pier", "id_qual", "id_four"],
    columns: [
      ref("id_pier", "pierre", "id_pier", false),
      ref("id_qual", "qualite", "id_qual", false),
      ref("id_four", "fournisseur", "four_id"),
      dec("euro", 4),
      dec("dollar", 4),
    ],
  },
  {
    old: "centre_vide",
    table: "centre_vide",
    group: "catalogue",
    key: { from: "id_cv", to: "id_cv" },
    columns: [
      { from: "ref", to: "ref", conv: { kind: "texte" } },
      dec("facon", 2),
      dec("facon_fonte", 3),
      dec("poids_metal", 3),
      ref("type_prod", "type_produit", "id_typ_prod"),
      dec("serti_min", 2),
      { from: "nom_ligne", to: "nom_ligne", conv: { kind: "texte", nullIfEmpty: true } },
      { from: "prenom_ligne", to: "prenom_ligne", conv: { kind: "texte", nullIfEmpty: true } },
      { from: "wordpress", to: "wordpress", conv: { kind: "flag01" } },
      picture("image"),
    ],
  },
  {
    old: "centre",
    table: "centre",
    group: "catalogue",
    key: { from: "id_centre", to: "id_centre" },
    columns: [
      { from: "ref", to: "ref", conv: { kind: "texte" } },
      { from: "description", to: "description", conv: { kind: "texte" } },
      dec("plus_mo", 2),
      dec("plus_fonte", 3),
      dec("plus_poids", 3),
      dec("plus_serti", 2),
      dec("prix_divers", 2),
      ref("id_cv", "centre_vide", "id_cv"),
      picture("img_centre"),
    ],
  },
  {
    old: "produit",
    table: "produit",
    group: "catalogue",
    key: { from: "id_centre", to: "id_centre" },
    keyRef: { table: "centre", column: "id_centre" },
    columns: [
      { ...ref("id_tarif_produit", "tarif_produit", "id_tarif_produit"), aliases: ["id_tarif"] },
      ref("id_stade", "stade", "id_stade"),
      { from: "poids", to: "poids", conv: { kind: "decimal", scale: 3 } },
    ],
  },
  {
    old: "centre_pierres",
    table: "centre_pierres",
    group: "catalogue",
    key: { from: "id", to: "id" },
    columns: [
      ref("id_centre", "centre", "id_centre", false),
      ref("id_pierre", "pierre", "id_pier", false),
      { from: "qte", to: "qte", conv: { kind: "int" } },
      dec("pds_r", 3),
      { from: "centre", to: "centre", conv: { kind: "flag01" } },
    ],
  },
];
