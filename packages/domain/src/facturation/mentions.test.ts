import { describe, expect, it } from "vitest";
import { adresseElectroniquePartie } from "./facturx/adresse-electronique.ts";
import {
  categorieOperation,
  livraisonDistincte,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  MODE_FACTURATION,
  mentionCategorieOperation,
  mentionPenalitesRetard,
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
    expect(adresseElectroniquePartie(partie)).toEqual(attendu);
  });

  it.each([
    [
      { siren: "542051180", numTva: "FR59542051180" },
      ["SIREN : 542051180", "N° TVA intracommunautaire : FR59542051180"],
    ],
    [{ siren: "542051180", numTva: null }, ["SIREN : 542051180"]],
    [{ siren: null, numTva: "FR59542051180" }, ["N° TVA intracommunautaire : FR59542051180"]],
    [{ siren: "", numTva: "" }, []], // blank is absent
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
    [{ nom: "Sans espace", adresse: "3 placede l'Église", cp: "69002", ville: "Lyon" }, true],
    [{ nom: "Tabulation", adresse: "3\tplace de l'Église", cp: "69002", ville: "Lyon" }, false],
    [{ nom: "Autre code", adresse: "3 place de l'Église", cp: "69003", ville: "Lyon" }, true],
    // without the separator, "3 place de l'Église" + "69002" would read as "3 place de l'Église6" + "9002"
    [{ nom: "Décalée", adresse: "3 place de l'Église6", cp: "9002", ville: "Lyon" }, true],
    [null, false],
  ])("%j: printed %s", (livraison, imprimee) => {
    expect(livraisonDistincte(facturation, livraison)).toBe(imprimee ? livraison : null);
  });
});

describe("the payment mentions (L441-9, D441-5)", () => {
  it("prints the discount, the recovery indemnity and the penalty rate literally", () => {
    expect(MENTION_ESCOMPTE).toBe("Pas d'escompte pour paiement anticipé");
    expect(MENTION_INDEMNITE_RECOUVREMENT).toBe("Indemnité forfaitaire pour frais de recouvrement : 40 €");
    expect(mentionPenalitesRetard("3 fois le taux d'intérêt légal")).toBe(
      "Pénalités de retard : 3 fois le taux d'intérêt légal",
    );
  });

  it("compares in lower case: Hauptstraße is not HAUPTSTRASSE (upper case would make them one)", () => {
    const berlin = { adresse: "Hauptstraße 5", cp: "10115", ville: "Berlin" };
    const livraison = { adresse: "HAUPTSTRASSE 5", cp: "10115", ville: "BERLIN" };
    expect(livraisonDistincte(berlin, livraison)).toBe(livraison);
  });

  it("compares a missing field of the address as an empty one", () => {
    const sansCp = { adresse: "8 rue Neuve", cp: null, ville: "Marseille" };
    expect(livraisonDistincte(sansCp, { adresse: "8 rue Neuve", cp: "", ville: "MARSEILLE" })).toBeNull();
  });
});
