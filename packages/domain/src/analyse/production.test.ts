import { describe, expect, it } from "vitest";
import {
  barreDe,
  bornesSuivi,
  CATEGORIES_PRODUCTION,
  defautSuivi,
  LIBELLES_PERIODE_SUIVI,
  PERIODES_SUIVI,
  suiviProduction,
  suiviProductionQuerySchema,
} from "./production.ts";

describe("production follow-up periods (spec 03 sections 2.9, 9)", () => {
  it.each([
    ["jour", "2026-11-25"],
    ["semaine", "2026-11-23"],
    ["mois", "2026-11-01"],
    ["annee", "2026-01-01"],
  ] as const)("default of %s on Wednesday 25 November 2026: %s", (periode, attendu) => {
    expect(defautSuivi(periode, "2026-11-25")).toBe(attendu);
  });

  it("bounds and bars", () => {
    expect(bornesSuivi("semaine", "2026-11-25")).toEqual({ debut: "2026-11-23", fin: "2026-11-29" });
    expect(bornesSuivi("mois", "2026-02-10")).toEqual({ debut: "2026-02-01", fin: "2026-02-28" });
    expect(barreDe("semaine", "2026-11-25")).toEqual({ ordre: 3, libelle: "Mercredi" });
    expect(barreDe("semaine", "2026-11-29")).toEqual({ ordre: 7, libelle: "Dimanche" });
    expect(barreDe("mois", "2026-11-25").libelle).toBe("S48");
    expect(barreDe("mois", "2027-01-01")).toEqual({ ordre: 0, libelle: "S53" });
    expect(barreDe("annee", "2026-08-14").libelle).toBe("Août");
    expect(barreDe("jour", "2026-11-25").libelle).toBe("25/11/2026");
  });
});

describe("suiviProduction", () => {
  it("adds Classique and SAV, and takes mean and deviation over the non-empty days only", () => {
    // Monday: 2 Classique (90 min) + 1 SAV (30 min) = 3 articles, 120 min; Wednesday: 1 Classique,
    // 60 min. The five other days are empty and not counted: articles 3 and 1 -> mean 2, deviation 1;
    // minutes 120 and 60 -> mean 90, deviation 30.
    const s = suiviProduction("semaine", "2026-11-23", [
      { date: "2026-11-23", categorie: "Classique", nbArticles: 2, tempsTotal: "90" },
      { date: "2026-11-23", categorie: "SAV", nbArticles: 1, tempsTotal: "30.00" },
      { date: "2026-11-25", categorie: "Classique", nbArticles: 1, tempsTotal: "60" },
    ]);
    expect(s.recap).toEqual({
      Classique: { nbArticles: 3, tempsTotal: "150.00" },
      SAV: { nbArticles: 1, tempsTotal: "30.00" },
    });
    expect(s.total).toEqual({ nbArticles: 4, tempsTotal: "180.00" });
    expect(s.graph.map((b) => b.libelle)).toEqual(["Lundi", "Mercredi"]);
    expect(s.statistiques).toEqual({
      articles: { moyenne: "2.00", ecartType: "1.00" },
      temps: { moyenne: "90.00", ecartType: "30.00" },
    });
  });

  it("has no statistics for an empty period", () => {
    const s = suiviProduction("mois", "2026-11-01", []);
    expect(s.statistiques).toEqual({ articles: null, temps: null });
    expect(s.total).toEqual({ nbArticles: 0, tempsTotal: "0.00" });
    expect([s.debut, s.fin]).toEqual(["2026-11-01", "2026-11-30"]);
  });
});

describe("suiviProductionQuerySchema (period buttons Jour, Semaine, Mois, Année)", () => {
  const messages = (r: { error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("names the periods and the two categories", () => {
    expect(PERIODES_SUIVI).toEqual(["jour", "semaine", "mois", "annee"]);
    expect(LIBELLES_PERIODE_SUIVI).toEqual({
      jour: "Jour",
      semaine: "Semaine",
      mois: "Mois",
      annee: "Année",
    });
    expect(CATEGORIES_PRODUCTION).toEqual(["Classique", "SAV"]);
  });

  it("opens on the day, reads every period and a date", () => {
    expect(suiviProductionQuerySchema.parse({})).toEqual({ periode: "jour" });
    for (const periode of ["jour", "semaine", "mois", "annee"])
      expect(suiviProductionQuerySchema.parse({ periode, date: "2026-11-23" })).toEqual({
        periode,
        date: "2026-11-23",
      });
  });

  it.each([
    [{ periode: "trimestre" }, ["Période invalide."]],
    [{ date: "2026-02-30" }, ["La date est invalide."]],
  ])("refuses %j", (input, attendu) => {
    expect(messages(suiviProductionQuerySchema.safeParse(input))).toEqual(attendu);
  });
});

describe("the bounds and bars of each period", () => {
  it.each([
    ["jour", "2026-11-25", "2026-11-25", "2026-11-25"],
    ["semaine", "2026-11-29", "2026-11-23", "2026-11-29"], // a Sunday: back to its Monday
    ["mois", "2024-02-10", "2024-02-01", "2024-02-29"],
    ["annee", "2026-08-14", "2026-01-01", "2026-12-31"],
  ] as const)("%s around %s: %s .. %s", (periode, iso, debut, fin) => {
    expect(bornesSuivi(periode, iso)).toEqual({ debut, fin });
  });

  it.each([
    ["jour", "2026-11-25", 0, "25/11/2026"],
    ["semaine", "2026-11-23", 1, "Lundi"],
    ["mois", "2026-11-25", 48, "S48"],
    ["mois", "2026-01-05", 2, "S2"],
    ["mois", "2027-01-04", 1, "S1"],
    ["mois", "2027-01-03", 0, "S53"], // the first days of January in the last week of 2026: first bar
    ["mois", "2022-01-01", 0, "S52"], // in week 52 of 2021: first bar too
    ["mois", "2025-12-28", 52, "S52"],
    ["mois", "2025-12-29", 54, "S1"], // the last days of December in week 1 of 2026: last bar
    ["annee", "2026-01-31", 1, "Janvier"],
    ["annee", "2026-12-01", 12, "Décembre"],
  ] as const)("%s: %s is bar %i %s", (periode, iso, ordre, libelle) => {
    expect(barreDe(periode, iso)).toEqual({ ordre, libelle });
  });
});

describe("suiviProduction: the bars in order, the empty ones out of the statistics", () => {
  it("sorts the bars whatever the order of the days, December's week 1 last", () => {
    // Month mode, December 2025: the 29th is in ISO week 1 of 2026, after S49 and S52.
    const s = suiviProduction("mois", "2025-12-01", [
      { date: "2025-12-29", categorie: "SAV", nbArticles: 1, tempsTotal: "15" },
      { date: "2025-12-22", categorie: "Classique", nbArticles: 2, tempsTotal: "45.5" },
      { date: "2025-12-01", categorie: "Classique", nbArticles: 1, tempsTotal: "30" },
    ]);
    expect([s.debut, s.fin]).toEqual(["2025-12-01", "2025-12-31"]);
    expect(s.graph).toEqual([
      {
        libelle: "S49",
        Classique: { nbArticles: 1, tempsTotal: "30.00" },
        SAV: { nbArticles: 0, tempsTotal: "0.00" },
      },
      {
        libelle: "S52",
        Classique: { nbArticles: 2, tempsTotal: "45.50" },
        SAV: { nbArticles: 0, tempsTotal: "0.00" },
      },
      {
        libelle: "S1",
        Classique: { nbArticles: 0, tempsTotal: "0.00" },
        SAV: { nbArticles: 1, tempsTotal: "15.00" },
      },
    ]);
    expect(s.periode).toBe("mois");
  });

  it("counts a bar as non-empty from either category, and leaves an empty one out", () => {
    // Year mode: January 1 Classique + 1 SAV = 2 articles, 40 + 20 = 60 min; March 0 articles (left out);
    // May 4 SAV, 100 min. Articles 2 and 4: mean 3, deviation 1; minutes 60 and 100: mean 80, deviation 20.
    const s = suiviProduction("annee", "2026-01-01", [
      { date: "2026-01-12", categorie: "Classique", nbArticles: 1, tempsTotal: "40" },
      { date: "2026-01-13", categorie: "SAV", nbArticles: 1, tempsTotal: "20" },
      { date: "2026-03-02", categorie: "Classique", nbArticles: 0, tempsTotal: "0" },
      { date: "2026-05-04", categorie: "SAV", nbArticles: 4, tempsTotal: "100" },
    ]);
    expect(s.graph.map((b) => b.libelle)).toEqual(["Janvier", "Mars", "Mai"]);
    expect(s.statistiques).toEqual({
      articles: { moyenne: "3.00", ecartType: "1.00" },
      temps: { moyenne: "80.00", ecartType: "20.00" },
    });
    expect(s.recap).toEqual({
      Classique: { nbArticles: 1, tempsTotal: "40.00" },
      SAV: { nbArticles: 5, tempsTotal: "120.00" },
    });
    expect(s.total).toEqual({ nbArticles: 6, tempsTotal: "160.00" });
  });
});

// Equivalent mutants (Stryker): `JOURS_FR[j - 1] ?? ""` and `MOIS_FR[m - 1] ?? ""` given another fallback
// (an ISO weekday is 1 to 7, a month 1 to 12: the fallback only satisfies the index type).
