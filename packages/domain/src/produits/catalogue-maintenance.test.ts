import { describe, expect, it } from "vitest";
import { type CentreCible, type LigneCopiable, planMaintenance, textePlan } from "./catalogue-maintenance.ts";

const solitaire: LigneCopiable = { idPierre: 30, idQual: 2, qte: 1, pdsR: "0.500", centre: true };
const pave: LigneCopiable = { idPierre: 5, idQual: 2, qte: 12, pdsR: "0.036", centre: false };
const modele = [solitaire, pave];

const cible = (idCentre: number, lignes: Array<LigneCopiable & { id: number }>): CentreCible => ({
  idCentre,
  ref: `R${idCentre}`,
  description: "d",
  lignes,
});

describe("maintenance plan", () => {
  const cibles = [
    // Same mounting stones, another centre stone.
    cible(11, [
      { id: 101, ...pave },
      { id: 102, idPierre: 31, idQual: 2, qte: 1, pdsR: "0.700", centre: true },
    ]),
    // Old pave and no centre stone.
    cible(12, [{ id: 103, idPierre: 6, idQual: null, qte: 20, pdsR: "0.080", centre: false }]),
    // No stones at all.
    cible(13, []),
  ];

  it("Suppression CV Pierre replaces the lines not marked Centre, and keeps the centre stones", () => {
    const plan = planMaintenance("cv", modele, cibles);
    expect(plan.centresExamines).toBe(3);
    expect(plan.changements.map((c) => [c.idCentre, c.supprimees, c.ajoutees])).toEqual([
      [12, [103], [pave]],
      [13, [], [pave]],
    ]);
    expect(plan.totaux).toEqual({ centres: 2, supprimees: 1, ajoutees: 2 });
  });

  it("Suppression Centre Pierre replaces the lines marked Centre", () => {
    const plan = planMaintenance("centre", modele, cibles);
    expect(plan.changements.map((c) => [c.idCentre, c.supprimees, c.ajoutees.length])).toEqual([
      [11, [102], 1],
      [12, [], 1],
      [13, [], 1],
    ]);
    expect(plan.totaux).toEqual({ centres: 3, supprimees: 1, ajoutees: 3 });
  });

  it("a model without such lines deletes them from the centres", () => {
    const plan = planMaintenance("centre", [pave], cibles);
    expect(plan.totaux).toEqual({ centres: 1, supprimees: 1, ajoutees: 0 });
  });

  it("applying twice changes nothing the second time", () => {
    const apres = cibles.map((c, i) =>
      cible(c.idCentre, [...c.lignes.filter((l) => l.centre), { id: 900 + i, ...pave }]),
    );
    expect(planMaintenance("cv", modele, apres).totaux).toEqual({ centres: 0, supprimees: 0, ajoutees: 0 });
  });

  it("its text changes when the catalogue changes", () => {
    const a = textePlan(planMaintenance("cv", modele, cibles));
    expect(textePlan(planMaintenance("cv", modele, cibles))).toBe(a);
    const autre = [...cibles.slice(0, 2), cible(13, [{ id: 104, ...pave, qte: 13 }])];
    expect(textePlan(planMaintenance("cv", modele, autre))).not.toBe(a);
  });
});
