import { describe, expect, it } from "vitest";
import {
  bornesPeriode,
  decalerPeriode,
  formatTempsMinutes,
  isSav,
  productionQuerySchema,
  productivite,
  STADE_SAV,
  TOP_FLOP_LIGNES,
  totalProduction,
} from "./productivite.ts";

describe("productivity = theoretical time / real time × 100, rounded (spec 03 section 9)", () => {
  it.each([
    ["120", "100", 120],
    ["100", "120", 83],
    ["90", "60", 150],
    // 1/8 × 100 = 12.5: half up.
    ["1", "8", 13],
    ["2", "3", 67],
    ["0", "45", 0],
    ["45.5", "45.5", 100],
  ])("%s min theoretical for %s min real gives %i", (theorique, reel, attendu) => {
    expect(productivite(theorique, reel)).toBe(attendu);
  });

  it("no real time, no productivity (rather than a division by zero)", () => {
    expect(productivite("120", "0")).toBeNull();
    expect(productivite("0", "0.00")).toBeNull();
  });

  it("a category's totals carry their productivity", () => {
    expect(totalProduction({ nbArticles: 3, tempsReel: "240", tempsTheorique: "300" })).toEqual({
      nbArticles: 3,
      tempsReel: "240",
      tempsTheorique: "300",
      productivite: 125,
    });
  });
});

describe("constants", () => {
  it("stade 12 is SAV; 13 rows in the top and flop tables", () => {
    expect(STADE_SAV).toBe(12);
    expect(isSav(12)).toBe(true);
    expect(isSav(2)).toBe(false);
    expect(TOP_FLOP_LIGNES).toBe(13);
  });
});

describe("periods", () => {
  it.each([
    ["semaine", "2025-03-13", "2025-03-10", "2025-03-16"],
    ["semaine", "2025-03-16", "2025-03-10", "2025-03-16"],
    ["mois", "2024-02-10", "2024-02-01", "2024-02-29"],
    ["annee", "2025-07-14", "2025-01-01", "2025-12-31"],
  ] as const)("%s of %s runs from %s to %s", (periode, date, debut, fin) => {
    expect(bornesPeriode(periode, date)).toEqual({ debut, fin });
  });

  it.each([
    ["semaine", "2025-03-13", 1, "2025-03-17"],
    ["semaine", "2025-01-01", -1, "2024-12-23"],
    ["mois", "2025-01-31", -1, "2024-12-01"],
    ["mois", "2025-11-15", 2, "2026-01-01"],
    ["annee", "2025-07-14", -1, "2024-01-01"],
  ] as const)("%s of %s moved by %i starts on %s", (periode, date, n, attendu) => {
    expect(decalerPeriode(periode, date, n)).toBe(attendu);
  });

  it("the query needs a jeweller, a known period and a real date", () => {
    expect(productionQuerySchema.parse({ idOuvr: "2", date: "2025-03-13" })).toEqual({
      idOuvr: 2,
      periode: "semaine",
      date: "2025-03-13",
    });
    expect(productionQuerySchema.safeParse({ idOuvr: 2, periode: "jour", date: "2025-03-13" }).success).toBe(
      false,
    );
    expect(productionQuerySchema.safeParse({ idOuvr: 2, date: "2025-13-01" }).success).toBe(false);
  });
});

describe("time shown as 'Xh Ymin'", () => {
  it.each([
    ["0", "0h 00min"],
    ["59.6", "1h 00min"],
    ["125", "2h 05min"],
    ["1440", "24h 00min"],
    ["-30", "-0h 30min"],
  ])("%s min -> %s", (min, texte) => {
    expect(formatTempsMinutes(min)).toBe(texte);
  });
});
