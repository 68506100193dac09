import { describe, expect, it } from "vitest";
import { barreDe, bornesSuivi, defautSuivi, suiviProduction } from "./production.ts";

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
