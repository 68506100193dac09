import { describe, expect, it } from "vitest";
import { EXONERATION, type LigneCii, montantLigne, numeroFactureValide, totauxCii } from "./cii.ts";

const ligne = (
  id: string,
  prixBrut: string,
  prixNet: string,
  categorie: LigneCii["categorie"],
  taux: string,
) => ({
  id,
  designation: `Ligne ${id}`,
  quantite: "1",
  prixBrut,
  prixNet,
  categorie,
  taux,
});

describe("totauxCii (EN 16931 totals)", () => {
  it("an invoice with a 5 % discount line and port: 1 395,32 + 890,00 + 23,00 port, VAT 20 %", () => {
    const t = totauxCii({
      lignes: [ligne("1", "1468.75", "1395.32", "S", "20"), ligne("2", "890.00", "890.00", "S", "20")],
      frais: [{ montant: "23.00", motif: "Port", categorie: "S", taux: "20" }],
      remises: [],
    });
    expect(t).toEqual({
      totalLignes: "2285.32",
      totalRemises: "0.00",
      totalFrais: "23.00",
      totalHt: "2308.32",
      totalTva: "461.66",
      totalTtc: "2769.98",
      netAPayer: "2769.98",
      ventilation: [{ categorie: "S", taux: "20.00", base: "2308.32", montant: "461.66" }],
    });
  });

  it("VAT is computed on the summed base of a rate, not line by line: 3 × 0,03 at 20 % = 0,02", () => {
    const t = totauxCii({
      lignes: ["1", "2", "3"].map((id) => ligne(id, "0.03", "0.03", "S", "20")),
      frais: [],
      remises: [],
    });
    expect(t.totalTva).toBe("0.02");
  });

  it("five categories: S 20 % with port, S 5,5 %, zero-rated, reverse charge, exempt", () => {
    const t = totauxCii({
      lignes: [
        ligne("1", "100.00", "100.00", "S", "20"),
        ligne("2", "33.33", "33.33", "S", "5.5"),
        ligne("3", "50.00", "50.00", "Z", "0"),
        ligne("4", "1000.00", "1000.00", "AE", "0"),
        ligne("5", "10.00", "10.00", "E", "0"),
      ],
      frais: [{ montant: "23.00", motif: "Port", categorie: "S", taux: "20" }],
      remises: [{ montant: "3.00", motif: "Geste commercial", categorie: "Z", taux: "0" }],
    });
    expect(t.ventilation).toEqual([
      { categorie: "S", taux: "20.00", base: "123.00", montant: "24.60" },
      { categorie: "S", taux: "5.50", base: "33.33", montant: "1.83" },
      { categorie: "Z", taux: "0.00", base: "47.00", montant: "0.00" },
      { categorie: "AE", taux: "0.00", base: "1000.00", montant: "0.00" },
      { categorie: "E", taux: "0.00", base: "10.00", montant: "0.00" },
    ]);
    expect([t.totalLignes, t.totalFrais, t.totalRemises, t.totalHt, t.totalTva, t.totalTtc]).toEqual([
      "1193.33",
      "23.00",
      "3.00",
      "1213.33",
      "26.43",
      "1239.76",
    ]);
  });
});

describe("a line's amount and the VAT breakdown's keys", () => {
  it.each([
    ["3", "0.335", "1.01"], // 3 × 0.335 = 1.005, half up
    ["3", "0.3349", "1.00"], // 3 × 0.3349 = 1.0047
    ["2.5", "12.40", "31.00"], // 2.5 × 12.40
    ["0.001", "10", "0.01"], // 0.01, exactly
  ])("%s × %s = %s (BT-131, to the cent)", (quantite, prixNet, attendu) => {
    expect(montantLigne({ ...ligne("1", prixNet, prixNet, "S", "20"), quantite })).toBe(attendu);
  });

  it("one breakdown per category and rate, the rate written 20, 20.0 or 20.00 alike; remises lower their base", () => {
    const t = totauxCii({
      lignes: [ligne("1", "100.00", "100.00", "S", "20"), ligne("2", "50.00", "50.00", "S", "20.0")],
      frais: [{ montant: "10.00", motif: "Port", categorie: "S", taux: "20.00" }],
      remises: [{ montant: "30.00", motif: "Geste", categorie: "S", taux: "20" }],
    });
    // base 100 + 50 + 10 − 30 = 130, VAT 26
    expect(t.ventilation).toEqual([{ categorie: "S", taux: "20.00", base: "130.00", montant: "26.00" }]);
    // HT 150 + 10 − 30 = 130, TTC 130 + 26 = 156
    expect([
      t.totalLignes,
      t.totalFrais,
      t.totalRemises,
      t.totalHt,
      t.totalTva,
      t.totalTtc,
      t.netAPayer,
    ]).toEqual(["150.00", "10.00", "30.00", "130.00", "26.00", "156.00", "156.00"]);
  });

  it("a category carrying no VAT says why (BT-120, BT-121)", () => {
    expect(EXONERATION).toEqual({
      AE: { texte: "Autoliquidation", code: "VATEX-EU-AE" },
      E: { texte: "Exonération de TVA", code: "VATEX-EU-132" },
    });
  });
});

describe("numeroFactureValide (French rule: 35 characters at most, letters, digits, -+_/)", () => {
  it.each([
    ["12345", true],
    ["F-2026/000123", true],
    ["A+B_C", true],
    ["1".repeat(35), true],
    ["1".repeat(36), false],
    ["", false],
    ["F 123", false],
    ["F#123", false],
    ["Fé123", false],
  ])("%s -> %s", (numero, ok) => {
    expect(numeroFactureValide(numero)).toBe(ok);
  });
});
