import type { TableMap } from "../types.ts";

/** Clients (jewellers, spec 01 section 7) and the users who log in. */
export const ADMIN_MAPPING: TableMap[] = [
  {
    old: "clients",
    table: "client",
    group: "clients",
    key: { from: "id", to: "id" },
    columns: [
      { from: "label", to: "label", conv: { kind: "texte" } },
      {
        from: "id_parent",
        to: "id_parent",
        conv: { kind: "ref0" },
        ref: { table: "client", column: "id", nullable: true },
        arbre: true,
      },
      { from: "nom_agence", to: "nom_agence", conv: { kind: "texte" } },
      { from: "adresse", to: "adresse", conv: { kind: "texte" } },
      { from: "cp", to: "cp", conv: { kind: "texte" } },
      { from: "ville", to: "ville", conv: { kind: "texte" } },
      { from: "actif", to: "actif", conv: { kind: "bool01" } },
    ],
  },
  {
    // Logins and roles only: passwords are never imported. Each imported user is created deactivated
    // with no usable password; /utilisateurs gives a new password and reactivates him.
    old: "user",
    table: "utilisateur",
    group: "clients",
    key: { from: "id_user", to: "id_user" },
    columns: [
      { from: "user", to: "login", conv: { kind: "texte", lower: true } },
      { from: "role", to: "role", conv: { kind: "int" } },
      {
        from: "Num_agence",
        to: "num_agence",
        conv: { kind: "ref0" },
        ref: { table: "client", column: "id", nullable: true },
      },
      { from: "", to: "password_hash", conv: { kind: "const", value: "!" }, insertOnly: true },
      { from: "", to: "actif", conv: { kind: "const", value: false }, insertOnly: true },
    ],
  },
];
