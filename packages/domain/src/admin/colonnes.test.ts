import { describe, expect, it } from "vitest";
import { COLONNES_COURS, COLONNES_UTILISATEURS } from "./colonnes.ts";

describe("list columns of the admin area", () => {
  it("shows the rates as Id, Nom, Valeur (spec 01 section 2, /cours), 4 decimals", () => {
    expect(COLONNES_COURS).toEqual([
      { key: "idCours", label: "Id", kind: "integer" },
      { key: "description", label: "Nom", kind: "text" },
      { key: "valeur", label: "Valeur", kind: "decimal", places: 4 },
    ]);
  });

  it("shows the users with their role's label and last login (/utilisateurs)", () => {
    expect(COLONNES_UTILISATEURS).toEqual([
      { key: "idUser", label: "Id", kind: "integer" },
      { key: "login", label: "Identifiant", kind: "text" },
      { key: "nom", label: "Nom", kind: "text" },
      {
        key: "role",
        label: "Rôle",
        kind: "text",
        labels: { "1": "1 – Direction", "6": "6 – Bureau", "3": "3 – Boutique" },
      },
      { key: "agence", label: "Agence", kind: "text" },
      { key: "actif", label: "Actif", kind: "yesNo" },
      { key: "derniereConnexion", label: "Dernière connexion", kind: "datetime" },
    ]);
  });
});
