import { describe, expect, it } from "vitest";
import {
  type CentreCible,
  LIBELLES_MAINTENANCE,
  type LigneCopiable,
  maintenanceApplicationSchema,
  maintenanceDemandeSchema,
  planMaintenance,
  textePlan,
} from "./catalogue-maintenance.ts";

const solitaire: LigneCopiable = { idPierre: 30, idQual: 2, qte: 1, pdsR: "0.500", centre: true };
const pave: LigneCopiable = { idPierre: 5, idQual: 2, qte: 12, pdsR: "0.036", centre: false };
const modele = [solitaire, pave];
/** Another mounting line, without a quality. */
const entourage: LigneCopiable = { idPierre: 7, idQual: null, qte: 20, pdsR: "0.080", centre: false };

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

describe("maintenance plan: what counts as the same lines", () => {
  it("another quality is another line", () => {
    const plan = planMaintenance("cv", [pave], [cible(11, [{ id: 101, ...pave, idQual: 3 }])]);
    expect(plan.changements.map((c) => [c.idCentre, c.supprimees, c.ajoutees])).toEqual([
      [11, [101], [pave]],
    ]);
  });

  it("a line without a quality is not a line of any quality", () => {
    const plan = planMaintenance("cv", [entourage], [cible(11, [{ id: 101, ...entourage, idQual: 4 }])]);
    expect(plan.totaux).toEqual({ centres: 1, supprimees: 1, ajoutees: 1 });
  });

  it("the same lines in another order are the same", () => {
    // The model lists the entourage (stone 7) before the pave (stone 5); centre 11 the other way round.
    const cibles = [
      cible(11, [
        { id: 101, ...pave },
        { id: 102, ...entourage },
      ]),
      cible(12, [
        { id: 103, ...entourage },
        { id: 104, ...pave },
      ]),
    ];
    expect(planMaintenance("cv", [entourage, pave], cibles).totaux).toEqual({
      centres: 0,
      supprimees: 0,
      ajoutees: 0,
    });
  });

  it("lists the centres by id and each centre's deleted lines by id", () => {
    const cibles = [
      cible(13, []),
      cible(11, [
        { id: 110, ...entourage },
        { id: 9, ...entourage, qte: 2 },
        { id: 102, ...entourage, qte: 3 },
      ]),
      cible(12, []),
    ];
    const plan = planMaintenance("cv", [pave], cibles);
    expect(plan.changements.map((c) => [c.idCentre, c.supprimees])).toEqual([
      [11, [9, 102, 110]],
      [12, []],
      [13, []],
    ]);
  });
});

describe("the plan's text (hashed as the preview's signature)", () => {
  it("is the scope, then per centre its id, the ids deleted and the lines added, sorted", () => {
    const cibles = [
      cible(12, [
        { id: 104, ...pave, qte: 11 },
        { id: 103, ...entourage, qte: 19 },
      ]),
      cible(11, [{ id: 101, ...entourage, qte: 21 }]),
    ];
    // Lines as stone|quality ("-" for none)|qte|carats|centre (1 or 0), sorted as text: "5|..." before "7|...".
    expect(textePlan(planMaintenance("cv", [entourage, pave], cibles))).toBe(
      ["cv", "11:101:5|2|12|0.036|0;7|-|20|0.080|0", "12:103,104:5|2|12|0.036|0;7|-|20|0.080|0"].join("\n"),
    );
  });

  it("of a plan with nothing to do is its scope alone", () => {
    expect(textePlan(planMaintenance("centre", [solitaire], []))).toBe("centre");
  });
});

describe("the maintenance screen's requests", () => {
  it("names the two operations as the spec's buttons", () => {
    expect(LIBELLES_MAINTENANCE).toEqual({
      centre: "Suppression Centre Pierre",
      cv: "Suppression CV Pierre",
    });
  });

  it("a preview names the centre vide, the model centre and the scope", () => {
    expect(maintenanceDemandeSchema.parse({ idCv: 4, idCentreModele: 40, portee: "cv" })).toEqual({
      idCv: 4,
      idCentreModele: 40,
      portee: "cv",
    });
    expect(maintenanceDemandeSchema.safeParse({ idCv: 4, idCentreModele: 40, portee: "tout" }).success).toBe(
      false,
    );
    expect(maintenanceDemandeSchema.safeParse({ idCv: 4, portee: "centre" }).success).toBe(false);
  });

  it("applying repeats it with the preview's signature (a SHA-256 in hex, 64 characters)", () => {
    const signature = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    expect(
      maintenanceApplicationSchema.parse({ idCv: 4, idCentreModele: 40, portee: "centre", signature }),
    ).toEqual({ idCv: 4, idCentreModele: 40, portee: "centre", signature });
    for (const autre of ["", "x".repeat(201)]) {
      const r = maintenanceApplicationSchema.safeParse({
        idCv: 4,
        idCentreModele: 40,
        portee: "centre",
        signature: autre,
      });
      expect(r.error?.issues.map((i) => i.path[0])).toEqual(["signature"]);
    }
    expect(
      maintenanceApplicationSchema.safeParse({ idCv: 4, idCentreModele: 40, portee: "centre" }).success,
    ).toBe(false);
  });
});
