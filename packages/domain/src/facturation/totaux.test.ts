import { describe, expect, it } from "vitest";
import { portParDefaut, prixCanalAlternatif, totalLigne, totauxDocument } from "./totaux.ts";

describe("totalLigne (spec 01 section 9)", () => {
  it.each([
    ["100", "0", "0", "100.00"],
    ["12.3", "0", "0", "12.30"],
    ["1000", "50", "10", "945.00"],
    ["99.99", "0", "33", "67.00"],
    ["10.01", "0", "5", "9.51"],
  ])("(%s + %s) x (1 - %s%%) = %s, rounded up", (prix, reaco, remise, attendu) => {
    expect(totalLigne(prix, reaco, remise)).toBe(attendu);
  });
});

describe("prixCanalAlternatif", () => {
  it("is price minus 90% of the margin, rounded up", () => {
    expect(prixCanalAlternatif("1000", "400")).toBe("460.00");
    expect(prixCanalAlternatif("333.33", "100.01")).toBe("123.35");
  });
});

describe("portParDefaut", () => {
  it("is 23 under 1000, 0 from 1000", () => {
    expect(portParDefaut("999.99")).toBe("23.00");
    expect(portParDefaut("1000")).toBe("0.00");
  });
});

describe("totauxDocument", () => {
  it("adds port to the base and rounds VAT half up", () => {
    expect(totauxDocument(["100.00", "245.55"], "23", "20")).toEqual({
      totalLignes: "345.55",
      port: "23.00",
      totalHt: "368.55",
      tauxTva: "20.00",
      categorieTva: "S",
      tva: "73.71",
      totalTtc: "442.26",
    });
  });
});

describe("totauxDocument: VAT category", () => {
  it.each([
    // lines, port, rate, category -> VAT, TTC
    [["1250.00", "980.40"], "23", "0", "AE", "0.00", "2253.40"],
    [["1250.00", "980.40"], "23", "0", "E", "0.00", "2253.40"],
    [["1250.00", "980.40"], "23", "20", "S", "450.68", "2704.08"],
    [["100.00"], "0", "5.5", "S", "5.50", "105.50"],
  ] as const)("%j + port %s at %s %% %s: VAT %s, TTC %s", (lignes, port, taux, cat, tva, ttc) => {
    const t = totauxDocument(lignes, port, taux, cat);
    expect([t.tva, t.totalTtc, t.categorieTva]).toEqual([tva, ttc, cat]);
  });

  it("derives the category from the rate when none is given (S above 0 %, E at 0 %)", () => {
    expect(totauxDocument(["10"], "0", "0").categorieTva).toBe("E");
    expect(totauxDocument(["10"], "0", "20").categorieTva).toBe("S");
  });
});
