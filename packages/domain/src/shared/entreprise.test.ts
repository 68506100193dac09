import { describe, expect, it } from "vitest";
import { bicValide, erreurIban, formatIban, normaliserIban, ribDepuisIban } from "./banque.ts";
import { cleTvaFr, compacter, erreurTvaFr, numeroTvaFr, sirenValide } from "./entreprise.ts";

describe("SIREN (9 digits, Luhn)", () => {
  it.each([
    ["542051180", true],
    ["443061841", true],
    ["552032534", true],
    ["732829320", true],
    ["542051181", false],
    ["123456789", false],
    ["54205118", false],
    ["5420511800", false],
    ["54205118A", false],
    ["", false],
  ])("%s -> %s", (s, ok) => expect(sirenValide(s)).toBe(ok));
});

describe("French VAT number (FR + key + SIREN)", () => {
  it.each([
    ["542051180", "59"],
    ["443061841", "64"],
    ["732829320", "44"],
    ["404833048", "83"],
    // 100000207 mod 97 = 94 (97 × 1030929 = 100000113); (12 + 3 × 94) mod 97 = 294 - 291 = 3: written "03".
    ["100000207", "03"],
  ])("key of %s is %s", (siren, cle) => expect(cleTvaFr(siren)).toBe(cle));

  it.each([
    ["FR59542051180", null],
    ["FR44732829320", null],
    ["FR58542051180", "cle"],
    ["FR59542051181", "siren"],
    ["FR5954205118", "format"],
    ["DE123456789", "format"],
    ["59542051180", "format"],
    ["XFR59542051180", "format"],
    ["FR595420511800", "format"],
    // Luhn of 100000207 (digits from the right, every second one doubled): 7 + 2 + 1 = 10; key 03.
    ["FR03100000207", null],
    ["FR3100000207", "format"],
  ])("%s -> %s", (tva, erreur) => expect(erreurTvaFr(tva)).toBe(erreur));

  it("builds the number and compacts an entry with spaces", () => {
    expect(numeroTvaFr("542051180")).toBe("FR59542051180");
    expect(compacter("fr 59 542 051 180")).toBe("FR59542051180");
  });
});

describe("IBAN (ISO 13616, mod 97)", () => {
  it.each([
    ["FR76 3000 6000 0112 3456 7890 189", null],
    ["fr7630006000011234567890189", null],
    ["DE89 3704 0044 0532 0130 00", null],
    ["GB82 WEST 1234 5698 7654 32", null],
    ["BE71 0961 2345 6769", null],
    ["FR76 3000 6000 0112 3456 7890 188", "cle"],
    ["DE88 3704 0044 0532 0130 00", "cle"],
    ["FR76", "format"],
    ["7630006000011234567890189", "format"],
    ["FR76 3000 6000 0112 3456 7890 18!", "format"],
    // Letters in the account: A is 10, the first letter read on two digits (NL91 ABNA 0417 1643 00, valid).
    ["NL91 ABNA 0417 1643 00", null],
    ["NL92 ABNA 0417 1643 00", "cle"],
    // Two check digits, at the start.
    ["FR7A 3000 6000 0112 3456 7890 189", "format"],
    ["1FR76 3000 6000 0112 3456 7890 189", "format"],
  ])("%s -> %s", (saisi, erreur) => expect(erreurIban(normaliserIban(saisi))).toBe(erreur));

  it("reads the French RIB inside a French IBAN, and prints by groups of 4", () => {
    expect(ribDepuisIban("FR7630006000011234567890189")).toEqual({
      codeBanque: "30006",
      codeGuichet: "00001",
      numCompte: "12345678901",
      cleRib: "89",
    });
    expect(ribDepuisIban("DE89370400440532013000")).toBeNull();
    // The whole text is a French IBAN, or there is no RIB.
    expect(ribDepuisIban("DEFR7630006000011234567890189")).toBeNull();
    expect(ribDepuisIban("FR763000600001123456789018900")).toBeNull();
    expect(formatIban("FR7630006000011234567890189")).toBe("FR76 3000 6000 0112 3456 7890 189");
    // 16 characters: 4 groups, no space after the last.
    expect(formatIban("BE71096123456769")).toBe("BE71 0961 2345 6769");
  });
});

describe("BIC (8 or 11)", () => {
  it.each([
    ["BNPAFRPP", true],
    ["BNPAFRPPXXX", true],
    ["AGRIFRPP882", true],
    ["DEUTDEFF", true],
    ["BNPAFRP", false],
    ["BNPAFRPPXX", false],
    ["1NPAFRPP", false],
    ["BNPA FRPP", false],
  ])("%s -> %s", (bic, ok) => expect(bicValide(bic)).toBe(ok));
});

/*
 * Equivalent mutants (Stryker): sirenValide's `d > 9` made `d >= 9` (a doubled digit is even, never 9);
 * its `total += d` made `total -= d` (-t is a multiple of 10 exactly when t is).
 */
