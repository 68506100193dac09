import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import {
  COLONNE_A_REPLANIFIER,
  colonnePlanning,
  couleurPlanning,
  dateLivraisonSchema,
  MSG_JOUR_NON_OUVRE,
  MSG_SEMAINE_INVALIDE,
  periodeProchainsJours,
  planningImpressionQuerySchema,
  planningQuerySchema,
  semainePlanning,
} from "./planning.ts";
import { FILTRE_OUI_NON, flagAttendu, MSG_STATUT_PLANNING, planningFiltreSchema } from "./planning-filtre.ts";

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
});
