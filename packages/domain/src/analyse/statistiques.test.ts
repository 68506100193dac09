import { describe, expect, it } from "vitest";
import { periodesComparees } from "./comparaison.ts";
import { progressionClient, progressionQuerySchema, topsProgression } from "./progression.ts";
import {
  couleurVariation,
  dansTranche,
  formatHeuresMinutes,
  isAnneeSaisie,
  libelleSemaine,
  lireTranche,
  lundiDeSemaine,
  minutesEnHeures,
  moyenneEcartType,
  ratioProgression,
  statistiquesAnnees,
  TRANCHES_PRIX,
  texteTranche,
} from "./statistiques.ts";

describe("statistiquesAnnees (spec 03 section 9: 2008 and the current year left out)", () => {
  it("best year, mean and population standard deviation, computed by hand", () => {
    // Counted: 2009 100, 2010 200, 2011 300. Mean 200; variance (100² + 0 + 100²) / 3 = 6666.67;
    // deviation √6666.67 = 81.649... -> 81.65. 2008 (1000) and 2026 (5000) would be the best otherwise.
    expect(
      statistiquesAnnees(
        [
          { annee: 2008, total: "1000" },
          { annee: 2009, total: "100" },
          { annee: 2010, total: "200.00" },
          { annee: 2011, total: "300" },
          { annee: 2026, total: "5000" },
        ],
        2026,
      ),
    ).toEqual({
      meilleureAnnee: { annee: 2011, total: "300.00" },
      moyenne: "200.00",
      ecartType: "81.65",
      anneesComptees: [2009, 2010, 2011],
    });
  });

  it("takes the earliest year on a tie, and one year has a zero deviation", () => {
    const s = statistiquesAnnees(
      [
        { annee: 2011, total: "300" },
        { annee: 2009, total: "300" },
      ],
      2026,
    );
    expect(s.meilleureAnnee).toEqual({ annee: 2009, total: "300.00" });
    // Read 2011, 2009, 2010: the years counted listed in order.
    expect(
      statistiquesAnnees(
        [
          { annee: 2011, total: "1" },
          { annee: 2009, total: "1" },
          { annee: 2010, total: "1" },
        ],
        2026,
      ).anneesComptees,
    ).toEqual([2009, 2010, 2011]);
    expect(statistiquesAnnees([{ annee: 2020, total: "12.5" }], 2026)).toMatchObject({
      moyenne: "12.50",
      ecartType: "0.00",
    });
  });

  it("has nothing to say when only 2008 and the current year hold revenue", () => {
    expect(
      statistiquesAnnees(
        [
          { annee: 2008, total: "1" },
          { annee: 2026, total: "2" },
        ],
        2026,
      ),
    ).toEqual({ meilleureAnnee: null, moyenne: null, ecartType: null, anneesComptees: [] });
  });

  it("moyenneEcartType: the textbook set 2 4 4 4 5 5 7 9 has mean 5 and deviation 2", () => {
    expect(moyenneEcartType(["2", "4", "4", "4", "5", "5", "7", "9"])).toEqual({
      moyenne: "5.00",
      ecartType: "2.00",
    });
    expect(moyenneEcartType([])).toBeNull();
    // 1, 2: mean 1.5, deviation 0.5 (population; a sample deviation would say 0.71).
    expect(moyenneEcartType(["1", "2"])).toEqual({ moyenne: "1.50", ecartType: "0.50" });
  });
});

describe("price brackets (spec 03 section 5)", () => {
  it.each([
    ["0", { min: 0, max: 0 }],
    ["500 à 1000", { min: 500, max: 1000 }],
    [" 1000 à 2000 ", { min: 1000, max: 2000 }],
    ["0 à 500", { min: 0, max: 500 }],
    [" 0 ", { min: 0, max: 0 }],
    ["500à1000", { min: 500, max: 1000 }],
    ["500 à 500", { min: 500, max: 500 }],
    ["> 5000", { min: 5000, max: 100000000 }],
    [">5000", { min: 5000, max: 100000000 }],
    [" > 5000 ", { min: 5000, max: 100000000 }],
    ["abc", null],
    ["1000 à 500", null],
    ["> x", null],
    ["> 5000x", null],
    ["x> 5000", null],
    ["> 5 à 10", null],
    ["1 à 2 à 3", null],
    ["x1 à 2", null],
    ["1x à 2", null],
    ["1 à x2", null],
    ["1 à 2x", null],
    ["1 2", null],
    ["", null],
  ])("%j -> %j", (texte, attendu) => {
    expect(lireTranche(texte)).toEqual(attendu);
  });

  it("the brackets of the sales and stock analyses, in euros, the last open", () => {
    expect(TRANCHES_PRIX).toEqual([
      { min: 0, max: 0 },
      { min: 0, max: 500 },
      { min: 500, max: 1000 },
      { min: 1000, max: 2000 },
      { min: 2000, max: 5000 },
      { min: 5000, max: 100000000 },
    ]);
  });

  it("writes the text back", () => {
    expect(texteTranche({ min: 0, max: 0 })).toBe("0");
    expect(texteTranche({ min: 500, max: 1000 })).toBe("500 à 1000");
    expect(texteTranche({ min: 5000, max: 100000000 })).toBe("> 5000");
  });

  it.each([
    ["0", "0", true],
    ["0.00", "0 à 500", false],
    ["0.01", "0 à 500", true],
    ["500", "0 à 500", true],
    ["500", "500 à 1000", false],
    ["500.01", "500 à 1000", true],
    ["5000.01", "> 5000", true],
    ["5000", "> 5000", false],
  ])("%s in %s: %s", (montant, tranche, attendu) => {
    const t = lireTranche(tranche);
    expect(t).not.toBeNull();
    expect(dansTranche(montant, t ?? { min: 0, max: 0 })).toBe(attendu);
  });
});

describe("progression ratios and their colour (spec 03 sections 2.2, 2.3, 9)", () => {
  it.each([
    ["100", "150", "50.00"],
    ["200", "100", "-50.00"],
    ["3", "4", "33.33"],
    ["3", "2", "-33.33"],
    ["1000.00", "1000.00", "0.00"],
    ["0", "10", null],
    ["0.00", "0.00", null],
  ])("%s -> %s: %s %%", (debut, fin, attendu) => {
    expect(ratioProgression(debut, fin)).toBe(attendu);
  });

  it.each([
    ["5.01", "hausse"],
    ["5.00", "neutre"],
    ["-5.00", "neutre"],
    ["-5.01", "baisse"],
    [null, "neutre"],
  ] as const)("%s -> %s", (ratio, attendu) => {
    expect(couleurVariation(ratio)).toBe(attendu);
  });

  it("keeps the 20 largest rises and falls, largest first, leaving out clients without a start", () => {
    const lignes = [
      progressionClient({ idBijouterie: 1, nomAgence: "A", totalHtAnneeDeb: "100", totalHtAnneeFin: "150" }),
      progressionClient({ idBijouterie: 2, nomAgence: "B", totalHtAnneeDeb: "100", totalHtAnneeFin: "300" }),
      progressionClient({ idBijouterie: 3, nomAgence: "C", totalHtAnneeDeb: "100", totalHtAnneeFin: "90" }),
      progressionClient({ idBijouterie: 4, nomAgence: "D", totalHtAnneeDeb: "100", totalHtAnneeFin: "10" }),
      progressionClient({ idBijouterie: 5, nomAgence: "E", totalHtAnneeDeb: "0", totalHtAnneeFin: "10" }),
      progressionClient({ idBijouterie: 6, nomAgence: "F", totalHtAnneeDeb: "50", totalHtAnneeFin: "50" }),
    ];
    const tops = topsProgression(lignes);
    expect(tops.progressions.map((l) => [l.idBijouterie, l.pourcentageVariation])).toEqual([
      [2, "200.00"],
      [1, "50.00"],
    ]);
    expect(tops.regressions.map((l) => [l.idBijouterie, l.pourcentageVariation])).toEqual([
      [4, "-90.00"],
      [3, "-10.00"],
    ]);
    expect(topsProgression(lignes, 1).progressions).toHaveLength(1);
  });

  it("year inputs: four digits or empty (spec 03 section 5)", () => {
    expect(isAnneeSaisie("2024")).toBe(true);
    expect(isAnneeSaisie("")).toBe(true);
    expect(isAnneeSaisie("24")).toBe(false);
    expect(isAnneeSaisie("20245")).toBe(false);
    expect(progressionQuerySchema.parse({ anneeDebut: "2023", anneeFin: "" })).toEqual({
      anneeDebut: 2023,
      anneeFin: undefined,
    });
    const refus = progressionQuerySchema.safeParse({ anneeDebut: "23" });
    expect(refus.error?.issues[0]?.message).toBe("L'année doit compter quatre chiffres.");
    const inverse = progressionQuerySchema.safeParse({ anneeDebut: "2025", anneeFin: "2024" });
    expect(inverse.error?.issues[0]?.message).toBe("L'année de début doit précéder l'année de fin.");
  });
});

describe("production follow-up (spec 03 section 2.9)", () => {
  it.each([
    [135, "2h 15min"],
    [0, "0h 0min"],
    ["59.5", "1h 0min"],
    [61, "1h 1min"],
    ["1439.4", "23h 59min"],
    [600, "10h 0min"],
    // A negative total (a correction) keeps its sign: 75 min = 1 h 15.
    [-75, "-1h 15min"],
  ])("%s min -> %s", (minutes, attendu) => {
    expect(formatHeuresMinutes(minutes)).toBe(attendu);
  });

  it("charts minutes in hours", () => {
    expect(minutesEnHeures("90")).toBe("1.50");
    expect(minutesEnHeures("100")).toBe("1.67");
  });

  it("labels ISO weeks S{n} and turns a week number into its Monday", () => {
    expect(libelleSemaine(7)).toBe("S7");
    // 1 January 2026 is a Thursday: week 1 starts on Monday 29 December 2025.
    expect(lundiDeSemaine(2026, 1)).toBe("2025-12-29");
    expect(lundiDeSemaine(2026, 48)).toBe("2026-11-23");
    expect(lundiDeSemaine(2026, 53)).toBe("2026-12-28");
    // 1 January 2027 is a Friday: week 1 starts on Monday 4 January.
    expect(lundiDeSemaine(2027, 1)).toBe("2027-01-04");
    expect(() => lundiDeSemaine(2027, 53)).toThrow(RangeError);
  });
});

describe("periodesComparees (spec 03 section 2.3)", () => {
  it("annee_complete: the three calendar years ending with the reference date's", () => {
    expect(periodesComparees("2026-11-25", "annee_complete")).toEqual([
      { annee: 2024, debut: "2024-01-01", fin: "2024-12-31" },
      { annee: 2025, debut: "2025-01-01", fin: "2025-12-31" },
      { annee: 2026, debut: "2026-01-01", fin: "2026-12-31" },
    ]);
  });
  it("date_egale: 1 January to the same day, 29 February becoming 28", () => {
    expect(periodesComparees("2024-02-29", "date_egale")).toEqual([
      { annee: 2022, debut: "2022-01-01", fin: "2022-02-28" },
      { annee: 2023, debut: "2023-01-01", fin: "2023-02-28" },
      { annee: 2024, debut: "2024-01-01", fin: "2024-02-29" },
    ]);
  });
});
