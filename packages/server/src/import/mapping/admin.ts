import type { TableMap } from "../types.ts";

/** Clients (jewellers): old table `clients` (spec 01 section 7). */
export const ADMIN_MAPPING: TableMap[] = [
  {
    old: "clients",
    table: "client",
    group: "clients",
    key: { from: "id", to: "id" },
    columns: [
      { from: "label", to: "label", conv: { kind: "texte" } },
      { from: "id_parent", to: "id_parent", conv: { kind: "ref0" } },
      { from: "nom_agence", to: "nom_agence", conv: { kind: "texte" } },
      { from: "adresse", to: "adresse", conv: { kind: "texte" } },
      { from: "cp", to: "cp", conv: { kind: "texte" } },
      { from: "ville", to: "ville", conv: { kind: "texte" } },
      { from: "actif", to: "actif", conv: { kind: "bool01" } },
    ],
  },
];
