import { describe, expect, it } from "vitest";
import {
  avoirsComptaQuerySchema,
  comptaFiltreSchema,
  cumulTotaux,
  defaultPeriodeCompta,
  exportComptaQuerySchema,
  facturesComptaQuerySchema,
  idFactureCompta,
  numerosParCanal,
  soldeCompta,
} from "./liste.ts";

describe("the /compta period", () => {
  it("opens on the 1st of the month and ends today + 30 days (spec 03 section 9)", () => {
    expect(defaultPeriodeCompta("2025-12-15")).toEqual({ debut: "2025-12-01", fin: "2026-01-14" });
    expect(defaultPeriodeCompta("2024-02-29")).toEqual({ debut: "2024-02-01", fin: "2024-03-30" });
    expect(() => defaultPeriodeCompta("2025-02-30")).toThrow(
      new RangeError('Invalid ISO date: "2025-02-30"'),
    );
  });

  it("refuses an inverted period, an invalid date and a bad client or VAT", () => {
    const msg = (input: unknown) => comptaFiltreSchema.safeParse(input).error?.issues[0]?.message;
    expect(msg({ debut: "2025-03-31", fin: "2025-03-01" })).toBe(
      "La date de début doit précéder la date de fin.",
    );
    expect(msg({ debut: "2025-02-30", fin: "2025-03-01" })).toBe("La date de début est invalide.");
    expect(msg({ debut: "2025-03-01" })).toBe("La date de fin est invalide.");
    expect(msg({ debut: "2025-03-01", fin: "2025-03-31", client: "x" })).toBe("Client invalide.");
    expect(msg({ debut: "2025-03-01", fin: "2025-03-31", tva: "-1" })).toBe("Taux de TVA invalide.");
    expect(
      comptaFiltreSchema.parse({ debut: "2025-03-01", fin: "2025-03-31", client: "", tva: "2" }),
    ).toEqual({
      debut: "2025-03-01",
      fin: "2025-03-31",
      tva: 2,
    });
    expect(
      comptaFiltreSchema.parse({ debut: "2025-03-01", fin: "2025-03-31", client: "7", tva: null }),
    ).toEqual({ debut: "2025-03-01", fin: "2025-03-31", client: 7 });
  });

  it("pages the invoice list by 10 by default and exports a whole period", () => {
    const q = facturesComptaQuerySchema.parse({ debut: "2025-03-01", fin: "2025-03-31" });
    expect([q.page, q.pageSize, q.sort, q.dir]).toEqual([0, 10, "date", "asc"]);
    expect(exportComptaQuerySchema.safeParse({ debut: "2025-03-01" }).success).toBe(false);
    expect(exportComptaQuerySchema.parse({ debut: "2025-03-01", fin: "2025-03-31", client: "7" })).toEqual({
      debut: "2025-03-01",
      fin: "2025-03-31",
    });
  });

  const periode = { debut: "2025-03-01", fin: "2025-03-31" };
  const tri = (schema: typeof facturesComptaQuerySchema | typeof avoirsComptaQuerySchema, sort: string) => {
    const r = schema.safeParse({ ...periode, sort });
    return r.success ? r.data.sort : r.error.issues[0]?.message;
  };
  it.each([
    ["identifiant", "identifiant", "identifiant"],
    ["numero", "numero", "numero"],
    ["canal", "canal", "Tri invalide."],
    ["client", "client", "client"],
    ["date", "date", "date"],
    ["totalHt", "totalHt", "totalHt"],
    ["statut", "statut", "statut"],
    ["tva", "Tri invalide.", "Tri invalide."],
  ])("sorts the invoices and credit notes by %s", (sort, factures, avoirs) => {
    expect([tri(facturesComptaQuerySchema, sort), tri(avoirsComptaQuerySchema, sort)]).toEqual([
      factures,
      avoirs,
    ]);
  });

  it("filters the credit notes like the invoices, the period in order", () => {
    expect(avoirsComptaQuerySchema.parse({ ...periode, client: "3", tva: "", statut: "aucun" })).toEqual({
      ...periode,
      page: 0,
      pageSize: 10,
      sort: "date",
      dir: "asc",
      client: 3,
      statut: "aucun",
    });
    expect(
      avoirsComptaQuerySchema.safeParse({ debut: "2025-03-31", fin: "2025-03-01" }).error?.issues[0]?.message,
    ).toBe("La date de début doit précéder la date de fin.");
    expect(
      facturesComptaQuerySchema.safeParse({ debut: "2025-03-31", fin: "2025-03-01" }).error?.issues[0]
        ?.message,
    ).toBe("La date de début doit précéder la date de fin.");
  });
});

describe("totals and balance", () => {
  // Summed in the tests, not when the file is collected (a mutant that throws then fails a test).
  const factures = () =>
    cumulTotaux([
      { totalHt: "1023.00", tva: "204.60", totalTtc: "1227.60" },
      { totalHt: "0.10", tva: "0.02", totalTtc: "0.12" },
    ]);
  const avoirs = () => cumulTotaux([{ totalHt: "99.99", tva: "20.00", totalTtc: "119.99" }]);

  it("sums the documents exactly", () => {
    expect(factures()).toEqual({ nombre: 2, totalHt: "1023.10", tva: "204.62", totalTtc: "1227.72" });
    expect(cumulTotaux([])).toEqual({ nombre: 0, totalHt: "0.00", tva: "0.00", totalTtc: "0.00" });
  });

  it("balances invoices minus credit notes (spec 03 section 2.15)", () => {
    expect(soldeCompta(factures(), avoirs()).solde).toEqual({
      totalHt: "923.11",
      tva: "184.62",
      totalTtc: "1107.73",
    });
    expect(soldeCompta(cumulTotaux([]), avoirs()).solde.totalTtc).toBe("-119.99");
  });

  it("splits a selection of invoices per channel for printing", () => {
    expect(
      numerosParCanal([
        { canal: "standard", numero: 10002 },
        { canal: "alternatif", numero: 4 },
        { canal: "standard", numero: 10001 },
      ]),
    ).toEqual({ standard: [10001, 10002], alternatif: [4] });
    expect(idFactureCompta("alternatif", 4)).toBe("alternatif-4");
  });
});
// Equivalent mutant (liste.ts): defaultPeriodeCompta's own date check made false (startOfMonth refuses
// the same date with the same RangeError message).
