import { describe, expect, it } from "vitest";
import {
  categorieDuTaux,
  categorieTaxee,
  isCategorieTva,
  libelleTva,
  MENTION_AUTOLIQUIDATION,
  mentionTva,
} from "./tva.ts";

describe("categorieDuTaux", () => {
  it.each([
    ["20.00", "AE", "AE"],
    ["0.00", "AE", "AE"],
    ["0.00", "Z", "Z"],
    ["20.00", null, "S"],
    ["5.50", undefined, "S"],
    ["0.00", null, "E"],
    ["0", "XX", "E"],
    ["0.00", "S", "E"],
  ])("rate %s, category %j -> %s", (taux, categorie, attendu) => {
    expect(categorieDuTaux(taux, categorie)).toBe(attendu);
  });
});

describe("libelleTva and mentionTva", () => {
  it.each([
    ["20.00", "S", "TVA 20,00 %", false, null],
    ["0.00", "Z", "TVA 0,00 %", false, null],
    ["0.00", "E", "Exonération de TVA", false, null],
    ["0.00", "AE", "Autoliquidation", false, MENTION_AUTOLIQUIDATION],
  ] as const)("%s %s prints %j", (taux, categorie, libelle, taxee, mention) => {
    expect(libelleTva(taux, categorie).replace(/\u202f|\u00a0/g, " ")).toBe(libelle);
    expect(categorieTaxee(categorie)).toBe(categorie === "S" ? true : taxee);
    expect(mentionTva(categorie)).toBe(mention);
  });

  it("names the article of the reverse charge on gold material", () => {
    expect(MENTION_AUTOLIQUIDATION).toBe(
      "Autoliquidation — TVA due par l'acquéreur (article 283-2 quater du CGI)",
    );
  });

  it("knows the four categories only", () => {
    expect(["S", "Z", "E", "AE", "K", null].map(isCategorieTva)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

// Equivalent mutant: isCategorieTva's `typeof v === "string"` made true (`includes` finds no other value in a
// list of texts).
