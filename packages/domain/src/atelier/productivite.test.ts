import { describe, expect, it } from "vitest";
import {
  bornesPeriode,
  decalerPeriode,
  formatTempsMinutes,
  isSav,
  LIBELLES_PERIODE,
  PERIODES_PRODUCTION,
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

describe("production statistics: the case table (issue 31)", () => {
  it("the period labels and the query's French refusals", () => {
    expect(PERIODES_PRODUCTION).toEqual(["semaine", "mois", "annee"]);
    expect(LIBELLES_PERIODE).toEqual({ semaine: "Semaine", mois: "Mois", annee: "Année" });
    const messages = (q: object) => productionQuerySchema.safeParse(q).error?.issues.map((i) => i.message);
    expect(messages({ date: "2025-03-13" })).toEqual(["Joaillier obligatoire."]);
    expect(messages({ idOuvr: 2, periode: "jour", date: "2025-03-13" })).toEqual(["Période invalide."]);
    expect(messages({ idOuvr: 2, date: "2025-02-30" })).toEqual(["Date de la période invalide."]);
    expect(productionQuerySchema.parse({ idOuvr: 2, periode: "annee", date: "2025-03-13" }).periode).toBe(
      "annee",
    );
  });

  it.each([
    // 1 / 3 × 100 = 33.33 -> 33; 1 / 200 × 100 = 0.5 -> 1 (half up); 1 / 201 × 100 = 0.497 -> 0.
    ["1", "3", 33],
    ["1", "200", 1],
    ["1", "201", 0],
  ])("%s min theoretical for %s min real gives %i", (theorique, reel, attendu) => {
    expect(productivite(theorique, reel)).toBe(attendu);
  });

  it("a category without real time has no productivity", () => {
    expect(totalProduction({ nbArticles: 0, tempsReel: "0", tempsTheorique: "0" }).productivite).toBeNull();
  });

  it.each([
    ["semaine", "2025-03-10", "2025-03-10", "2025-03-16"],
    ["mois", "2025-12-31", "2025-12-01", "2025-12-31"],
    ["annee", "0999-05-05", "0999-01-01", "0999-12-31"],
  ] as const)("%s of %s runs from %s to %s", (periode, date, debut, fin) => {
    expect(bornesPeriode(periode, date)).toEqual({ debut, fin });
  });

  it.each([
    ["semaine", "2025-03-13", 0, "2025-03-10"],
    ["mois", "2025-03-15", 0, "2025-03-01"],
    // December + 1: index 2025 × 12 + 11 + 1 = 24312, month 24312 % 12 + 1 = 1, year 24312 / 12 = 2026.
    ["mois", "2025-12-15", 1, "2026-01-01"],
    ["mois", "2025-03-15", -14, "2024-01-01"],
    ["mois", "0999-05-05", 0, "0999-05-01"],
    ["mois", "0999-12-05", 1, "1000-01-01"],
    ["annee", "2025-07-14", 2, "2027-01-01"],
    ["annee", "0999-07-14", 0, "0999-01-01"],
  ] as const)("%s of %s moved by %i starts on %s", (periode, date, n, attendu) => {
    expect(decalerPeriode(periode, date, n)).toBe(attendu);
  });

  it("only stade 12 is SAV", () => {
    expect(isSav(11)).toBe(false);
    expect(isSav(13)).toBe(false);
  });

  it.each([
    ["60", "1h 00min"],
    ["605", "10h 05min"],
    // 119.5 rounds half up to 120.
    ["119.5", "2h 00min"],
    ["-90", "-1h 30min"],
    ["-605", "-10h 05min"],
  ])("%s min -> %s", (min, texte) => {
    expect(formatTempsMinutes(min)).toBe(texte);
  });
});
