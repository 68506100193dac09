import type { TableMap } from "../types.ts";

/**
 * Product stock (spec 02 sections 3 and 7): the trays, the finished products in stock (key: the OF) and
 * the stock history (entrusting to a client, return to stock). They point to OFs and clients.
 */
export const STOCK_MAPPING: TableMap[] = [
  {
    // The spec names only new_stock_prod.plateau; the trays it points to must come first to keep it.
    old: "plateau",
    table: "plateau",
    group: "stock",
    key: { from: "id_plateau", to: "id_plateau" },
    columns: [
      { from: "label", to: "label", conv: { kind: "texte", max: 50 } },
      { from: "description", to: "description", conv: { kind: "texte", max: 200, nullIfEmpty: true } },
      { from: "actif", to: "actif", conv: { kind: "flag01" } },
    ],
  },
  {
    old: "new_stock_prod",
    table: "new_stock_prod",
    group: "stock",
    key: { from: "of", to: "of" },
    // The key is the OF (it must exist in Écrin: imported before, with the OFs); a piece of an absent OF is skipped.
    keyRef: { table: "of", column: "num_sachet" },
    columns: [
      {
        from: "plateau",
        to: "plateau",
        conv: { kind: "ref0" },
        ref: { table: "plateau", column: "id_plateau", nullable: true },
      },
      // The piece's entry date as the old base has it (issue 26.5); an old base without that column
      // (the spec names only plateau) gives the OF's delivery date, else its creation date, reported.
      {
        from: "date_entree",
        to: "date_entree",
        aliases: ["date_entre", "date_stock", "date"],
        conv: { kind: "date", required: true },
        aDefaut: {
          sql: "(select if(o.date_livr > '0000-00-00', o.date_livr, o.date_crea) from `of` o where o.num_sachet = `new_stock_prod`.`of`)",
          source: "date de livraison (sinon de création) de l'OF",
        },
      },
    ],
    // Every piece with its entry date (issue 26.8).
    checks: [
      {
        measure: "pièce en stock, date d'entrée, OF",
        ecartsSeulement: true,
        old: (source) =>
          `select \`of\` as k, cast(${source("date_entree")} as char) as v from \`new_stock_prod\``,
        ecrin: `select "of"::text as k, date_entree::text as v from new_stock_prod`,
      },
    ],
  },
  {
    old: "new_historique_conf",
    table: "new_historique_conf",
    group: "stock",
    key: { from: "id", to: "id" },
    columns: [
      { from: "of", to: "of", conv: { kind: "int" }, ref: { table: "of", column: "num_sachet" } },
      { from: "description", to: "description", conv: { kind: "texte", max: 255, nullIfEmpty: true } },
      {
        from: "id_stade",
        to: "id_stade",
        conv: { kind: "ref0" },
        ref: { table: "stade", column: "id_stade", nullable: true },
      },
      {
        from: "type_metal",
        to: "type_metal",
        conv: { kind: "ref0" },
        ref: { table: "type_metal", column: "id_type", nullable: true },
      },
      { from: "ladim", to: "ladim", conv: { kind: "texte", max: 30, nullIfEmpty: true } },
      { from: "date_entre", to: "date_entree", conv: { kind: "date", required: true } },
      // The Historique dialog shows Date Sortie (spec 02 section 2.13); NULL while at the client.
      { from: "date_sortie", to: "date_sortie", conv: { kind: "date" } },
      {
        from: "id_bijouterie",
        to: "id_bijouterie",
        conv: { kind: "int" },
        ref: { table: "client", column: "id" },
      },
      { from: "poids", to: "poids", conv: { kind: "decimal", scale: 3 } },
      { from: "leprix", to: "leprix", conv: { kind: "decimal", scale: 2 } },
    ],
  },
];
