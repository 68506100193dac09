import { describe, expect, it } from "vitest";
import type { CiiLu } from "./cii-lu.ts";
import { BON } from "./regles.fixture.ts";
import { violationsEn16931 } from "./regles-en16931.ts";

describe("EN 16931 messages, written out", () => {
  it("a document breaking every calculation and VAT rule", () => {
    const partie = { ...BON.vendeur, tva: "" };
    const d: CiiLu = {
      ...BON,
      numero: "F 1",
      vendeur: partie,
      acheteur: partie,
      lignes: [
        { montant: "100", categorie: "AE", taux: "0" },
        { montant: "10", categorie: "E", taux: "0" },
        { montant: "5", categorie: "Z", taux: "0" },
        { montant: "7", categorie: "S", taux: "20" },
        { montant: "1", categorie: "L", taux: "0" },
      ],
      ajustements: [
        { frais: true, montant: "2", categorie: "S", taux: "20" },
        { frais: false, montant: "1", categorie: "S", taux: "20" },
      ],
      ventilation: [
        { categorie: "AE", taux: "0", base: "99", tva: "1", exoneration: "" },
        { categorie: "E", taux: "0", base: "10", tva: "0", exoneration: "" },
        { categorie: "Z", taux: "0", base: "6", tva: "0.5", exoneration: "" },
        { categorie: "S", taux: "20", base: "9", tva: "1.9", exoneration: "" },
        { categorie: "K", taux: "0", base: "1", tva: "0", exoneration: "x" },
      ],
      totaux: {
        lignes: "1",
        frais: "3",
        remises: "4",
        ht: "5",
        tva: "6",
        ttc: "7",
        prepaye: "1",
        arrondi: "0.5",
        net: "9",
      },
    };
    expect(violationsEn16931(d)).toEqual([
      { regle: "BR-FR numéro", message: "Numéro de facture invalide : « F 1 »." },
      // 100 + 10 + 5 + 7 + 1 = 123
      { regle: "BR-CO-10", message: "Somme des lignes 123 ≠ BT-106 1." },
      { regle: "BR-CO-11", message: "Somme des remises 1 ≠ BT-107 4." },
      { regle: "BR-CO-12", message: "Somme des frais 2 ≠ BT-108 3." },
      // 1 − 4 + 3 = 0
      { regle: "BR-CO-13", message: "BT-109 5 ≠ BT-106 − BT-107 + BT-108." },
      // 1 + 0 + 0.5 + 1.9 + 0 = 3.4
      { regle: "BR-CO-14", message: "BT-110 6 ≠ somme des TVA par catégorie." },
      // 5 + 6 = 11
      { regle: "BR-CO-15", message: "BT-112 7 ≠ BT-109 + BT-110." },
      // 7 − 1 + 0.5 = 6.5
      { regle: "BR-CO-16", message: "BT-115 9 ≠ BT-112 − BT-113 + BT-114." },
      // 99 × 0 / 100 = 0
      { regle: "BR-CO-17", message: "TVA AE 0 % : 1 ≠ 0." },
      { regle: "BR-AE-08", message: "Base AE 0 % : 99 ≠ 100." },
      { regle: "BR-AE-09", message: "TVA AE non nulle : 1." },
      { regle: "BR-AE-10", message: "Motif d'exonération absent (AE)." },
      { regle: "BR-E-10", message: "Motif d'exonération absent (E)." },
      { regle: "BR-CO-17", message: "TVA Z 0 % : 0.5 ≠ 0." },
      { regle: "BR-Z-08", message: "Base Z 0 % : 6 ≠ 5." },
      { regle: "BR-Z-09", message: "TVA Z non nulle : 0.5." },
      // 9 × 20 / 100 = 1.8
      { regle: "BR-CO-17", message: "TVA S 20 % : 1.9 ≠ 1.8." },
      // 7 + 2 (charge) − 1 (allowance) = 8
      { regle: "BR-S-08", message: "Base S 20 % : 9 ≠ 8." },
      // 8 × 20 / 100 = 1.6
      { regle: "BR-S-09", message: "TVA S 20 % mal calculée." },
      // a category without its own rule family
      { regle: "BR-?-08", message: "Base K 0 % : 1 ≠ 0." },
      { regle: "BR-CO-18", message: "Ligne en L 0 % sans ventilation de TVA." },
      {
        regle: "BR-AE-02",
        message: "Autoliquidation : les numéros de TVA du vendeur et de l'acheteur sont requis.",
      },
    ]);
  });

  it("no line: BR-16's message", () => {
    expect(violationsEn16931({ ...BON, lignes: [] })[0]).toEqual({
      regle: "BR-16",
      message: "Une facture doit avoir au moins une ligne.",
    });
  });
});

describe("EN 16931 reverse charge and non-standard categories at their limits", () => {
  /** 1000 HT in reverse charge, its exemption reason given, both VAT numbers present. */
  const AE: CiiLu = {
    ...BON,
    lignes: [{ montant: "1000.00", categorie: "AE", taux: "0.00" }],
    ajustements: [],
    ventilation: [
      { categorie: "AE", taux: "0.00", base: "1000.00", tva: "0.00", exoneration: "Autoliquidation" },
    ],
    totaux: {
      ...BON.totaux,
      lignes: "1000.00",
      frais: "",
      remises: "",
      ht: "1000.00",
      tva: "0.00",
      ttc: "1000.00",
      net: "1000.00",
    },
  };

  it.each<[string, CiiLu, string[]]>([
    ["reverse charge with its reason and both VAT numbers", AE, []],
    [
      "reverse charge, the seller without VAT number",
      { ...AE, vendeur: { ...BON.vendeur, tva: "" } },
      ["BR-AE-02"],
    ],
    [
      "no reverse charge: the seller's VAT number is not required",
      { ...BON, vendeur: { ...BON.vendeur, tva: "" } },
      [],
    ],
    [
      "an exempt line's rate is not compared with its breakdown's (only S is per rate)",
      {
        ...AE,
        lignes: [{ montant: "1000.00", categorie: "E", taux: "5.00" }],
        ventilation: [
          { categorie: "E", taux: "0.00", base: "1000.00", tva: "0.00", exoneration: "Exonération" },
        ],
      },
      [],
    ],
  ])("%s: %j", (_cas, d, attendu) => {
    expect(violationsEn16931(d).map((v) => v.regle)).toEqual(attendu);
  });
});
