import { describe, expect, it } from "vitest";
import { type LigneCii, numeroFactureValide, totauxCii } from "./cii.ts";

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
