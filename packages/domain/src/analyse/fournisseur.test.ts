import { describe, expect, it } from "vitest";
import { MSG_DATE_DEBUT_INVALIDE, MSG_DATE_FIN_INVALIDE, MSG_PERIODE_INVERSEE } from "../shared/index.ts";
import {
  analyseFournisseur,
  analyseFournisseurQuerySchema,
  defaultPeriodeFournisseur,
  partFournisseur,
  periodeFournisseurSchema,
  resolvePeriodeFournisseur,
  totalPierresRecues,
  valeurPierreRecue,
} from "./fournisseur.ts";

describe("valeurPierreRecue (spec 01 section 9, stone cost rounded up)", () => {
  it.each([
    ["euro × poids", { euro: "450", dollar: "0", coursEurDoll: "1", poids: "0.123" }, "55.35"],
    [
      "euro × poids, rounded up",
      { euro: "450.0001", dollar: "0", coursEurDoll: "1", poids: "0.123" },
      "55.36",
    ],
    ["euro wins over dollar", { euro: "100", dollar: "999", coursEurDoll: "1.08", poids: "1" }, "100.00"],
    [
      "dollar × poids / cours when euro is 0",
      { euro: "0", dollar: "500", coursEurDoll: "1.08", poids: "0.37" },
      "171.30",
    ],
    [
      "dollar path exact on the cent",
      { euro: "0", dollar: "108", coursEurDoll: "1.08", poids: "1" },
      "100.00",
    ],
    ["euro 0 and dollar 0", { euro: "0", dollar: "0", coursEurDoll: "1.08", poids: "2.5" }, "0.00"],
    [
      "numeric strings as PostgreSQL sends them",
      { euro: "0.0000", dollar: "1234.5600", coursEurDoll: "1.1200", poids: "0.010" },
      "11.03",
    ],
  ])("%s", (_, ligne, attendu) => {
    expect(valeurPierreRecue(ligne)).toBe(attendu);
  });

  it("refuses a zero rate on the dollar path instead of returning a value", () => {
    expect(() => valeurPierreRecue({ euro: "0", dollar: "10", coursEurDoll: "0", poids: "1" })).toThrow(
      new RangeError("Division by zero"),
    );
  });

  it("rounds each line before adding them", () => {
    // 0.001 × 1 = 0.001 -> 0.01 each: 0.03 for three lines (0.01 if summed first).
    const ligne = { euro: "1", dollar: "0", coursEurDoll: "1", poids: "0.001" };
    expect(totalPierresRecues([ligne, ligne, ligne])).toBe("0.03");
    expect(totalPierresRecues([])).toBe("0.00");
  });
});

describe("defaultPeriodeFournisseur (spec 03 section 9: previous year)", () => {
  it.each([
    ["2026-11-21", "2025-01-01", "2025-12-31"],
    ["2026-01-01", "2025-01-01", "2025-12-31"],
    ["2025-12-31", "2024-01-01", "2024-12-31"],
    ["1000-06-15", "0999-01-01", "0999-12-31"], // a year under 1000 padded to four digits
  ])("today %s -> %s .. %s", (today, debut, fin) => {
    expect(defaultPeriodeFournisseur(today)).toEqual({ debut, fin });
  });

  it("fills only the missing dates", () => {
    expect(resolvePeriodeFournisseur({}, "2026-11-21")).toEqual({ debut: "2025-01-01", fin: "2025-12-31" });
    expect(resolvePeriodeFournisseur({ debut: "2025-06-01" }, "2026-11-21")).toEqual({
      debut: "2025-06-01",
      fin: "2025-12-31",
    });
  });

  it("throws on an invalid today", () => {
    expect(() => defaultPeriodeFournisseur("2026-02-30")).toThrow(
      new RangeError('Invalid ISO date: "2026-02-30"'),
    );
  });
});

describe("request schemas", () => {
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("accepts a period, one day included", () => {
    expect(periodeFournisseurSchema.parse({ debut: "2025-01-01", fin: "2025-12-31" })).toEqual({
      debut: "2025-01-01",
      fin: "2025-12-31",
    });
    expect(periodeFournisseurSchema.safeParse({ debut: "2025-03-03", fin: "2025-03-03" }).success).toBe(true);
  });

  it.each([
    [{ debut: "2025-12-31", fin: "2025-01-01" }, [MSG_PERIODE_INVERSEE]],
    [{ debut: "2025-02-30", fin: "2025-12-31" }, [MSG_DATE_DEBUT_INVALIDE]],
    [{ debut: "2025-01-01", fin: "31/12/2025" }, [MSG_DATE_FIN_INVALIDE]],
  ])("refuses %j with the French message", (input, attendu) => {
    expect(messages(periodeFournisseurSchema.safeParse(input))).toEqual(attendu);
  });

  it("lets the query leave dates out, and still checks the order when both are there", () => {
    expect(analyseFournisseurQuerySchema.parse({})).toEqual({});
    expect(analyseFournisseurQuerySchema.safeParse({ debut: "2025-01-01" }).success).toBe(true);
    expect(
      messages(analyseFournisseurQuerySchema.safeParse({ debut: "2025-02-01", fin: "2025-01-31" })),
    ).toEqual([MSG_PERIODE_INVERSEE]);
  });
});

describe("partFournisseur and analyseFournisseur", () => {
  it.each([
    ["50", "200", 25],
    ["1", "8", 13], // 12.5 -> 13, half up
    ["1", "3", 33],
    ["2", "3", 67],
    ["0", "0", 0],
    ["200", "200", 100],
  ])("%s of %s -> %i %%", (part, total, attendu) => {
    expect(partFournisseur(part, total)).toBe(attendu);
  });

  it("adds the grand total and each share", () => {
    const periode = { debut: "2025-01-01", fin: "2025-12-31" };
    expect(
      analyseFournisseur(periode, [
        { fourId: 2, raisonSoc: "Gemmes SA", totalHt: "171.30", nbPierres: 1 },
        { fourId: 1, raisonSoc: "Diamants & Co", totalHt: "55.35", nbPierres: 2 },
      ]),
    ).toEqual({
      ...periode,
      lignes: [
        { fourId: 2, raisonSoc: "Gemmes SA", totalHt: "171.30", nbPierres: 1, part: 76 },
        { fourId: 1, raisonSoc: "Diamants & Co", totalHt: "55.35", nbPierres: 2, part: 24 },
      ],
      total: "226.65",
    });
    expect(analyseFournisseur(periode, [])).toEqual({ ...periode, lignes: [], total: "0.00" });
  });
});
