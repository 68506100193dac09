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
      tva: "73.71",
      totalTtc: "442.26",
    });
  });
});
