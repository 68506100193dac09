import { describe, expect, it } from "vitest";
import { apresCoffre, carte, finEn750, SOLDES_OUVERTURE } from "./analyse.ts";

// Analyse Métal's case table (spec 03 sections 2.10, 3, 9); the first cases are in suivi.test.ts.

describe("the six cards, written out", () => {
  it("names each opening balance and says what moves it", () => {
    expect(SOLDES_OUVERTURE.map((s) => [s.cle, s.libelle, s.explication])).toEqual([
      [
        "stock_atelier",
        "Atelier",
        "Or 750 des OF chez les joailliers ; + poids sorti vers l'atelier − poids rentré",
      ],
      ["ecart_pesees", "Pesées", "Écart cumulé des pesées ; + or donné − or rendu aux pesées"],
      [
        "coffre",
        "Coffre",
        "Or au coffre à 750/1000 ; + achats CLAL (fin / 0,75) × 0,997 + poids rentré − poids sorti",
      ],
      [
        "stock_livre",
        "Stock",
        "Or 750 des produits finis en stock ; + entrées en stock − sorties (livrés depuis le stock)",
      ],
      ["clal", "CLAL", "Compte poids CLAL à 750/1000 ; + (entrées fin − sorties fin) / 0,75"],
      ["boite_or", "Boîte à or", "Or des boîtes des joailliers ; + or donné − or rendu"],
    ]);
  });

  it("a card is its opening plus the period's movements, 3 decimals, green from 0", () => {
    // 121.49 + 0.0105 = 121.5005 -> 121.501 (half up).
    expect(carte("boite_or", "121.49", "0.0105")).toEqual({
      cle: "boite_or",
      libelle: "Boîte à or",
      explication: "Or des boîtes des joailliers ; + or donné − or rendu",
      ouverture: "121.490",
      mouvements: "0.011",
      solde: "121.501",
      positif: true,
    });
    expect(carte("coffre", "138.6", "-138.601")).toMatchObject({ solde: "-0.001", positif: false });
    expect(carte("ecart_pesees", "-1166", "1166")).toMatchObject({
      libelle: "Pesées",
      solde: "0.000",
      positif: true,
    });
  });

  it.each([
    ["1", "1.333"], // 1 / 0.75 = 1.3333...
    ["2", "2.667"], // 2.6666... half up
    ["-0.75", "-1.000"],
  ])("fine %s g is %s g at 750/1000", (fin, attendu) => expect(finEn750(fin)).toBe(attendu));

  it.each([
    ["1", "0.997"],
    ["0.5", "0.499"], // 0.4985 half up
  ])("%s g into the vault counts %s g", (poids, attendu) => expect(apresCoffre(poids)).toBe(attendu));
});
