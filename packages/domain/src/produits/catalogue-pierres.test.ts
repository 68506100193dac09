import { describe, expect, it } from "vitest";
import {
  dimensionPierre,
  lignePierreInputSchema,
  poidsLigneSuggere,
  poidsUnitaire,
  prixCaratEuro,
} from "./catalogue-pierres.ts";

const STAR = "Veuillez renseigner tous les champs necessaires *";

describe("stone line input", () => {
  it("needs a stone, a quantity and a weight, with the spec's message", () => {
    for (const input of [
      { idPierre: null, qte: "2", pdsR: "0,1" },
      { idPierre: 3, qte: "", pdsR: "0,1" },
      { idPierre: 3, qte: "2", pdsR: " " },
      { idPierre: 3, pdsR: "0,1" },
      { idPierre: 3, qte: null, pdsR: "0,1" },
      { idPierre: 3, qte: "2" },
      { idPierre: 3, qte: 2, pdsR: null },
    ]) {
      const r = lignePierreInputSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(STAR);
    }
  });

  it("refuses a quantity or a weight that is not a positive number", () => {
    const qte = lignePierreInputSchema.safeParse({ idPierre: 3, qte: "1,5", pdsR: "0.1" });
    expect(qte.error?.issues[0]?.message).toBe("La quantité doit être un entier supérieur à 0.");
    const zero = lignePierreInputSchema.safeParse({ idPierre: 3, qte: "2", pdsR: "0" });
    expect(zero.error?.issues[0]?.message).toBe("Le poids doit être un nombre de carats supérieur à 0.");
  });

  it.each([
    ["1,5", "La quantité doit être un entier supérieur à 0."],
    ["0", "La quantité doit être un entier supérieur à 0."],
    ["-2", "La quantité doit être un entier supérieur à 0."],
    ["1000000", "La quantité doit être un entier supérieur à 0."], // 7 digits, 6 at most
  ])("refuses the quantity %j", (qte, message) => {
    const r = lignePierreInputSchema.safeParse({ idPierre: 3, qte, pdsR: "0,1" });
    expect(r.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([
    ["-0,5"],
    ["0,0365"], // 4 decimals, 3 at most
    ["12345678"], // 8 digits, 7 at most
    ["0,000"],
    ["abc"],
  ])("refuses the weight %j", (pdsR) => {
    const r = lignePierreInputSchema.safeParse({ idPierre: 3, qte: "2", pdsR });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      "Le poids doit être un nombre de carats supérieur à 0.",
    ]);
  });

  it("reads numbers and trimmed text; a line is not the centre stone unless ticked", () => {
    expect(lignePierreInputSchema.parse({ idPierre: 3, idQual: 2, qte: 12, pdsR: 0.036 })).toEqual({
      idPierre: 3,
      idQual: 2,
      qte: 12,
      pdsR: "0.036",
      centre: false,
    });
    expect(lignePierreInputSchema.parse({ idPierre: 3, qte: " 12 ", pdsR: " 2 " })).toMatchObject({
      qte: 12,
      pdsR: "2",
    });
    expect(lignePierreInputSchema.parse({ idPierre: 3, qte: "999999", pdsR: "1234567,125" })).toMatchObject({
      qte: 999999,
      pdsR: "1234567.125",
    });
  });

  it("reads a French weight", () => {
    expect(lignePierreInputSchema.parse({ idPierre: 3, qte: "12", pdsR: "0,036", centre: true })).toEqual({
      idPierre: 3,
      idQual: null,
      qte: 12,
      pdsR: "0.036",
      centre: true,
    });
  });
});

describe("weights and prices of a line", () => {
  it("PoidsU is the line's carats over the quantity", () => {
    expect(poidsUnitaire("0.036", 12)).toBe("0.003");
    expect(poidsUnitaire("0.300", 12)).toBe("0.025");
    expect(poidsUnitaire("1.850", 1)).toBe("1.850");
    expect(() => poidsUnitaire("1", 0)).toThrow(new RangeError("Quantité invalide : 0"));
    expect(() => poidsUnitaire("1", -2)).toThrow(new RangeError("Quantité invalide : -2"));
    expect(() => poidsUnitaire("1", 1.5)).toThrow(new RangeError("Quantité invalide : 1.5"));
  });
  it("suggests carats per stone x quantity", () => {
    expect(poidsLigneSuggere("0.003", 12)).toBe("0.036");
    expect(poidsLigneSuggere("0.125", 3)).toBe("0.375"); // 0.125 x 3
    expect(poidsLigneSuggere(null, 12)).toBeNull();
    expect(poidsLigneSuggere("0.003", 0)).toBeNull();
    expect(poidsLigneSuggere("0.003", -1)).toBeNull();
    expect(poidsLigneSuggere("0.003", 1.5)).toBeNull();
  });
  it("prices a carat in euros, or dollars over the rate", () => {
    expect(prixCaratEuro("1200.0000", "1300", "1.08")).toBe("1200.00");
    expect(prixCaratEuro("0", "1080", "1.08")).toBe("1000.00");
    expect(prixCaratEuro("0", "0", "1.08")).toBeNull();
    expect(prixCaratEuro("0", "100", null)).toBeNull();
  });
  it("writes the dimension by its type", () => {
    expect(dimensionPierre({ typDim: 0, dim1: "1.50", dim2: "0", dim3: "0" })).toBe("Ø 1,5 mm");
    expect(dimensionPierre({ typDim: 1, dim1: "6.00", dim2: "4.00", dim3: "0" })).toBe("6 x 4 mm");
    expect(dimensionPierre({ typDim: 2, dim1: "6", dim2: "4", dim3: "3.25" })).toBe("6 x 4 x 3,25 mm");
    expect(dimensionPierre({ typDim: 3, dim1: "8.5", dim2: "6.00", dim3: "0" })).toBe("8,5 x 6 mm");
  });
  it("writes no dimension for a round stone without diameter or an unknown type", () => {
    expect(dimensionPierre({ typDim: 0, dim1: "0.00", dim2: "0", dim3: "0" })).toBe("");
    expect(dimensionPierre({ typDim: 4, dim1: "6", dim2: "4", dim3: "3" })).toBe("");
  });
});
