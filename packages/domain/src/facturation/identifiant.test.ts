import { describe, expect, it } from "vitest";
import { facturesClientQuerySchema, mentionFacturesCitees } from "./avoir.ts";
import { identifiantAvoir, identifiantFacture } from "./identifiant.ts";

describe("one identifier per document (issue 25 point 10)", () => {
  it.each([
    ["standard", 185, "F185"],
    ["alternatif", 185, "FX185"],
    ["standard", 10001, "F10001"],
    ["alternatif", 1, "FX1"],
  ] as const)("invoice %s n° %i is %s", (canal, numero, attendu) => {
    expect(identifiantFacture(canal, numero)).toBe(attendu);
  });

  it.each([
    [54, "AV54"],
    [1, "AV1"],
  ])("credit note n° %i is %s", (numero, attendu) => {
    expect(identifiantAvoir(numero)).toBe(attendu);
  });
});

describe("the corrected-invoice search takes the printed identifier", () => {
  it.each([
    ["F401", "401"],
    ["f401", "401"],
    ["401", "401"],
  ])("%j searches %j", (q, attendu) => {
    expect(facturesClientQuerySchema.parse({ idClt: "12", q }).q).toBe(attendu);
  });

  it("refuses another series' prefix", () => {
    expect(facturesClientQuerySchema.safeParse({ idClt: "12", q: "AV401" }).success).toBe(false);
  });
});

describe("a credit note prints the invoices it cites by their identifiers", () => {
  it.each([
    [[], null],
    [[{ idFact: 40123, date: "2026-01-31" }], "Avoir sur facture n° F40123 du 31/01/2026"],
    [
      [
        { idFact: 40123, date: "2026-01-31" },
        { idFact: 40200, date: "2026-02-03" },
      ],
      "Avoir sur factures n° F40123 du 31/01/2026, F40200 du 03/02/2026",
    ],
  ])("%j: %j", (citees, attendu) => {
    expect(mentionFacturesCitees(citees)).toBe(attendu);
  });
});
