import { describe, expect, it } from "vitest";
import { adresseElectronique } from "./facturx/adresse-electronique.ts";
import {
  categorieOperation,
  livraisonDistincte,
  MODE_FACTURATION,
  mentionCategorieOperation,
  mentionsClient,
} from "./mentions.ts";

describe("the 2026 invoice mentions (issue 25 point 11)", () => {
  it.each([
    [
      [{ service: false }, { service: false }],
      "biens",
      "B1",
      "Catégorie de l'opération : livraison de biens",
    ],
    [[{ service: true }], "services", "S1", "Catégorie de l'opération : prestation de services"],
    [
      [{ service: false }, { service: true }],
      "mixte",
      "M1",
      "Catégorie de l'opération : livraison de biens et prestation de services",
    ],
    [[], "biens", "B1", "Catégorie de l'opération : livraison de biens"],
  ] as const)("%j: %s, billing mode %s, printed %j", (lignes, categorie, mode, mention) => {
    expect(categorieOperation(lignes)).toBe(categorie);
    expect(MODE_FACTURATION[categorie]).toBe(mode);
    expect(mentionCategorieOperation(categorie)).toBe(mention);
  });

  it.each([
    [
      { siren: "542051180", email: "compta@client.fr" },
      { id: "542051180", schema: "0225" },
    ],
    [
      { siren: null, email: "compta@client.fr" },
      { id: "compta@client.fr", schema: "EM" },
    ],
    [{ siren: "", email: "" }, null],
  ])("electronic address of %j: %j (BT-34 / BT-49)", (partie, attendu) => {
    expect(adresseElectronique(partie)).toEqual(attendu);
  });

  it.each([
    [
      { siren: "542051180", numTva: "FR59542051180" },
      ["SIREN : 542051180", "N° TVA intracommunautaire : FR59542051180"],
    ],
    [{ siren: null, numTva: null }, []],
  ])("the client's identifiers %j print %j", (c, attendu) => {
    expect(mentionsClient(c)).toEqual(attendu);
  });
});

describe("the delivery address is printed only when it differs from the billing address", () => {
  const facturation = { adresse: "3 place de l'Église", cp: "69002", ville: "Lyon" };
  it.each([
    [{ nom: "Bijouterie Martin", adresse: "8 rue Neuve", cp: "13001", ville: "Marseille" }, true],
    [{ nom: "Même adresse", adresse: "3  PLACE de l'Église ", cp: "69002", ville: "lyon" }, false],
    [null, false],
  ])("%j: printed %s", (livraison, imprimee) => {
    expect(livraisonDistincte(facturation, livraison)).toBe(imprimee ? livraison : null);
  });
});
