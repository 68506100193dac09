import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import {
  AIDE_A_REPLANIFIER,
  COLONNE_A_REPLANIFIER,
  colonnePlanning,
  couleurPlanning,
  dateLivraisonSchema,
  issueDateLivraison,
  LIBELLE_A_REPLANIFIER,
  MSG_JOUR_NON_OUVRE,
  MSG_SEMAINE_INVALIDE,
  periodeProchainsJours,
  planningImpressionQuerySchema,
  planningQuerySchema,
  semainePlanning,
} from "./planning.ts";
import {
  FILTRE_OUI_NON,
  flagAttendu,
  MSG_STATUT_PLANNING,
  PLANNING_FILTRE_DEFAUT,
  planningFiltreSchema,
} from "./planning-filtre.ts";

describe("the week columns of the planning", () => {
  it("gives Monday to Friday of the week holding any of its days, and the weeks around it", () => {
    // 2025-05-14 is a Wednesday.
    const s = semainePlanning("2025-05-14");
    expect(s.lundi).toBe("2025-05-12");
    expect(s.vendredi).toBe("2025-05-16");
    expect(s.jours.map((j) => `${j.nom} ${j.date}`)).toEqual([
      "Lundi 2025-05-12",
      "Mardi 2025-05-13",
      "Mercredi 2025-05-14",
      "Jeudi 2025-05-15",
      "Vendredi 2025-05-16",
    ]);
    expect(s.precedente).toBe("2025-05-05");
    expect(s.suivante).toBe("2025-05-19");
  });

  it("refuses a day that does not exist", () => {
    expect(() => semainePlanning("2025-02-30")).toThrow('Invalid ISO date: "2025-02-30"');
  });

  it("names the sixth column for the screen", () => {
    expect([COLONNE_A_REPLANIFIER, LIBELLE_A_REPLANIFIER, AIDE_A_REPLANIFIER]).toEqual([
      "a-replanifier",
      "À replanifier",
      "En retard, sans date ou prévus un week-end",
    ]);
  });

  it("takes a Sunday to its own week (ISO weeks start on Monday), across a year end", () => {
    expect(semainePlanning("2025-05-18").lundi).toBe("2025-05-12");
    expect(semainePlanning("2026-01-01").jours.map((j) => j.date)).toEqual([
      "2025-12-29",
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
  });

  it.each([
    ["2025-05-12", "2025-05-12"],
    ["2025-05-16", "2025-05-16"],
    ["2025-05-09", COLONNE_A_REPLANIFIER], // the Friday before: late
    ["2025-05-17", COLONNE_A_REPLANIFIER], // the week's Saturday
    ["2025-05-19", COLONNE_A_REPLANIFIER], // next week: not on this planning (the server leaves it out)
    [null, COLONNE_A_REPLANIFIER],
  ])("puts an OF delivering %s in column %s of the week of 2025-05-12", (date, colonne) => {
    expect(colonnePlanning(date, "2025-05-12")).toBe(colonne);
  });
});

describe("the colours of an OF", () => {
  it.each([
    [{ statut: STATUT.enFabrication, dateLImp: 1 }, "imperatif"],
    [{ statut: STATUT.pretAFacturer, dateLImp: 0 }, "pret"],
    [{ statut: STATUT.pretAFacturer, dateLImp: 1 }, "pret"],
    [{ statut: STATUT.cree, dateLImp: 0 }, "normal"],
  ] as const)("%o is %s", (of, couleur) => {
    expect(couleurPlanning(of)).toBe(couleur);
  });
});

describe("a planning move", () => {
  it("accepts a working day and refuses the weekend with a French message", () => {
    expect(dateLivraisonSchema.safeParse({ dateLivr: "2025-05-16" }).success).toBe(true);
    const samedi = dateLivraisonSchema.safeParse({ dateLivr: "2025-05-17" });
    expect(samedi.error?.issues[0]?.message).toBe(MSG_JOUR_NON_OUVRE);
    const dimanche = dateLivraisonSchema.safeParse({ dateLivr: "2025-05-18" });
    expect(dimanche.error?.issues[0]?.message).toBe(MSG_JOUR_NON_OUVRE);
    expect(dateLivraisonSchema.safeParse({ dateLivr: "2025-02-30" }).error?.issues[0]?.message).toBe(
      "La date de livraison est invalide.",
    );
  });

  it("reads the day without its blanks and says why it refuses one (typed codes)", () => {
    expect(dateLivraisonSchema.parse({ dateLivr: " 2025-05-16 " })).toEqual({ dateLivr: "2025-05-16" });
    expect(dateLivraisonSchema.safeParse({ dateLivr: "2025-05-17" }).error?.issues).toMatchObject([
      {
        code: "custom",
        message: "La livraison doit tomber un jour ouvré (du lundi au vendredi).",
        path: ["dateLivr"],
      },
    ]);
    expect(issueDateLivraison("2025-05-16")).toBeNull();
    expect(issueDateLivraison("2025-05-17")).toEqual({
      code: "JOUR_NON_OUVRE",
      message: "La livraison doit tomber un jour ouvré (du lundi au vendredi).",
    });
    expect(issueDateLivraison("2025-02-30")).toEqual({
      code: "DATE_LIVRAISON_INVALIDE",
      message: "La date de livraison est invalide.",
    });
  });
});

describe("the filters", () => {
  it("follows the spec's enumeration: tout = 2, flagged = 1, normal = 0", () => {
    expect(FILTRE_OUI_NON).toEqual({ tout: 2, oui: 1, normal: 0 });
    expect(flagAttendu(2)).toBeNull();
    expect(flagAttendu(1)).toBe(1);
    expect(flagAttendu(0)).toBe(0);
  });

  it("defaults to everything and reads the query string", () => {
    expect(planningFiltreSchema.parse({})).toEqual({ tournee: 2, imperatif: 2 });
    expect(
      planningFiltreSchema.parse({ client: "12", imperatif: "1", stade: "", statut: "575" }),
    ).toMatchObject({
      client: 12,
      imperatif: 1,
      statut: 575,
    });
    expect(planningFiltreSchema.safeParse({ tournee: "3" }).success).toBe(false);
  });

  it("reads an empty or null choice as no condition, and refuses anything else in French", () => {
    // undefined keys: no condition on that column.
    expect(planningFiltreSchema.parse({ client: null, stade: "", statut: "" })).toEqual({
      tournee: 2,
      imperatif: 2,
    });
    expect(planningFiltreSchema.parse({ statut: null })).toEqual({ tournee: 2, imperatif: 2 });
    const messages = (input: Record<string, unknown>) =>
      planningFiltreSchema.safeParse(input).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages({ tournee: "oui", imperatif: "3", statut: "abc" })).toEqual([
      "tournee: Filtre invalide.",
      "imperatif: Filtre invalide.",
      "statut: Filtre invalide.",
    ]);
  });

  it("opens on every OF of the week", () => {
    expect(PLANNING_FILTRE_DEFAUT).toEqual({ tournee: 2, imperatif: 2 });
  });

  it("offers only statuses below 600", () => {
    const r = planningFiltreSchema.safeParse({ statut: String(STATUT.facture) });
    expect(r.error?.issues[0]?.message).toBe(MSG_STATUT_PLANNING);
  });

  it("takes the Monday of the asked week", () => {
    expect(planningQuerySchema.parse({ semaine: "2025-05-15" }).semaine).toBe("2025-05-12");
    expect(planningQuerySchema.safeParse({ semaine: "mai" }).error?.issues[0]?.message).toBe(
      MSG_SEMAINE_INVALIDE,
    );
  });
});

describe("the prints", () => {
  it("covers the next five working days, today included", () => {
    expect(periodeProchainsJours("2025-05-14")).toEqual({ debut: "2025-05-14", fin: "2025-05-20" });
    // Saturday: from Monday to Friday.
    expect(periodeProchainsJours("2025-05-17")).toEqual({ debut: "2025-05-19", fin: "2025-05-23" });
  });

  it("refuses an inverted or too long period", () => {
    expect(planningImpressionQuerySchema.safeParse({ debut: "2025-05-14", fin: "2025-05-13" }).success).toBe(
      false,
    );
    expect(planningImpressionQuerySchema.safeParse({ debut: "2025-05-01", fin: "2025-06-30" }).success).toBe(
      false,
    );
    expect(planningImpressionQuerySchema.safeParse({ debut: "2025-05-14", fin: "2025-05-14" }).success).toBe(
      true,
    );
  });

  it("prints 31 days at most, and says so under the end", () => {
    // 2025-05-01 + 30 days = 2025-05-31: the 31st day is the last allowed.
    expect(planningImpressionQuerySchema.parse({ debut: "2025-05-01", fin: "2025-05-31" })).toMatchObject({
      debut: "2025-05-01",
      fin: "2025-05-31",
    });
    expect(
      planningImpressionQuerySchema.safeParse({ debut: "2025-05-01", fin: "2025-06-01" }).error?.issues,
    ).toMatchObject([{ message: "L'impression du planning couvre au plus 31 jours.", path: ["fin"] }]);
  });
});
// Equivalent mutant (Stryker): `colonnePlanning`'s `dateLivr === null` made false: null compared with
// a date text is false both ways, so an undated OF still falls to the sixth column.
