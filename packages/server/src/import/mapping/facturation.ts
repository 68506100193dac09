import type { TableMap } from "../types.ts";

/** Invoices (575 channel) and credit notes: issued documents, imported as issued (immutable). */
export const FACTURATION_MAPPING: TableMap[] = [
  {
    old: "facture",
    table: "facture",
    group: "facturation",
    immutable: true,
    key: { from: "id_fact", to: "id_fact" },
    columns: [
      { from: "id_bijouterie", to: "id_bijouterie", conv: { kind: "int" } },
      { from: "date_fact", to: "date_fact", conv: { kind: "date", required: true } },
      { from: "echeance", to: "echeance", conv: { kind: "int" } },
      { from: "date_echeance", to: "date_echeance", conv: { kind: "date" } },
      { from: "date_paiement", to: "date_paiement", conv: { kind: "date" } },
      { from: "port", to: "port", conv: { kind: "decimal", scale: 2 }, sum: true },
      { from: "taux_tva", to: "taux_tva", conv: { kind: "decimal", scale: 2 } },
      { from: "cours_fixe", to: "cours_fixe", conv: { kind: "decimal", scale: 4 } },
      { from: "cours_courant", to: "cours_courant", conv: { kind: "decimal", scale: 4 } },
      { from: "client", to: "client", conv: { kind: "texte" } },
      { from: "adresse", to: "adresse", conv: { kind: "texte", nullIfEmpty: true } },
      { from: "cp", to: "cp", conv: { kind: "texte", nullIfEmpty: true } },
      { from: "ville", to: "ville", conv: { kind: "texte", nullIfEmpty: true } },
    ],
  },
  {
    old: "avoir",
    table: "avoir",
    group: "facturation",
    immutable: true,
    key: { from: "id_avoir", to: "id_avoir" },
    columns: [
      { from: "id_clt", to: "id_clt", conv: { kind: "int" } },
      { from: "date", to: "date", conv: { kind: "date", required: true } },
      { from: "ref", to: "ref", conv: { kind: "texte", nullIfEmpty: true } },
      { from: "description", to: "description", conv: { kind: "texte" } },
      { from: "tot_ht", to: "tot_ht", conv: { kind: "decimal", scale: 2 }, sum: true },
      { from: "id_fact", to: "id_fact", conv: { kind: "ref0" } },
    ],
  },
];
