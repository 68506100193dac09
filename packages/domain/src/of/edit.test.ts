import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import { defaultDeliveryDate, nextFriday } from "../shared/index.ts";
import {
  editionOfSchema,
  groupeCouleurPrix,
  MSG_STADE_OBLIGATOIRE,
  MSG_SUPPRESSION_OF_LIGNES,
  MSG_TRANSPORT_OBLIGATOIRE,
  numeroExact,
  prixAfficheOf,
  refusSuppressionOf,
} from "./edit.ts";

describe("price colour by stade group (spec 01 section 4)", () => {
  it.each([
    [2, "piece"],
    [4, "piece"],
    [8, "piece"],
    [11, "piece"],
    [3, "centreVide"],
    [7, "centreVide"],
    [9, "centreVide"],
    [1, "mfs"],
    [6, "mfs"],
    [10, "mfs"],
    [5, null],
    [12, null],
    [null, null],
  ])("stade %s -> %s", (stade, groupe) => {
    expect(groupeCouleurPrix(stade)).toBe(groupe);
  });
});

describe("the search selects an OF on an exact number", () => {
  it.each([
    ["123456", 123456],
    [" 100001 ", 100001],
    ["12a", null],
    ["012", null],
    ["", null],
    ["1234567890", null],
  ])("%j -> %s", (q, n) => {
    expect(numeroExact(q)).toBe(n);
  });
});

describe("delivery date of the edit panel (spec 01 section 9)", () => {
  it("defaults to 15 days ahead, moved off a weekend", () => {
    // Wednesday 2025-03-05 + 15 = Thursday 2025-03-20.
    expect(defaultDeliveryDate("2025-03-05")).toBe("2025-03-20");
    // Friday 2025-03-07 + 15 = Saturday 22 -> Monday 24.
    expect(defaultDeliveryDate("2025-03-07")).toBe("2025-03-24");
  });
  it("the Vendredi helper gives the coming Friday", () => {
    expect(nextFriday("2025-03-20")).toBe("2025-03-21");
    expect(nextFriday("2025-03-21")).toBe("2025-03-21");
  });
});

describe("edit panel schema", () => {
  it("requires stade, transport and metal with French messages", () => {
    const r = editionOfSchema.safeParse({ idStade: "", typTransp: null, typeMetal: 1 });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({ idStade: MSG_STADE_OBLIGATOIRE, typTransp: MSG_TRANSPORT_OBLIGATOIRE });
  });
  it("stores blanks as NULL and checks the date", () => {
    const ok = editionOfSchema.parse({
      dateLivr: "2025-03-21",
      idStade: "2",
      typTransp: 1,
      typeMetal: 1,
      dim: "  ",
      refClt: " R12 ",
    });
    expect(ok).toMatchObject({
      dateLivr: "2025-03-21",
      idStade: 2,
      dim: null,
      refClt: "R12",
      dateLImp: false,
    });
    expect(
      editionOfSchema.safeParse({ dateLivr: "2025-02-30", idStade: 2, typTransp: 1, typeMetal: 1 }).success,
    ).toBe(false);
  });
});

describe("deleting an OF", () => {
  const libre = { lignesAtelier: 0, autresLiens: 0 };
  it("allows only a created OF that nothing uses", () => {
    expect(refusSuppressionOf(STATUT.cree, libre)).toBeNull();
  });
  it("refuses any other status", () => {
    const refus = {
      code: "OF_SUPPRESSION_STATUT",
      message: "Suppression impossible : seul un OF au statut Créé (50) peut être supprimé.",
    };
    expect(refusSuppressionOf(STATUT.enFabrication, libre)).toEqual(refus);
    expect(refusSuppressionOf(STATUT.pretAFacturer, libre)).toEqual(refus);
  });
  it("refuses an OF with workshop, setting or stone lines, or other links", () => {
    expect(refusSuppressionOf(STATUT.cree, { lignesAtelier: 1, autresLiens: 0 })).toEqual({
      code: "OF_SUPPRESSION_LIGNES",
      message: "Suppression impossible : l'OF a déjà des lignes d'atelier, de serti ou de pierres.",
    });
    expect(MSG_SUPPRESSION_OF_LIGNES).toContain("lignes d'atelier");
    expect(refusSuppressionOf(STATUT.cree, { lignesAtelier: 0, autresLiens: 2 })).toEqual({
      code: "OF_SUPPRESSION_LIEE",
      message: "Suppression impossible : l'OF est lié à une facture, au stock ou à une réservation.",
    });
  });
});

describe("the price shown by stade", () => {
  const prix = { total3: "1200.00", totalcv: "800.00", totalMfs: "450.00" };
  it.each([
    [1, "450.00"],
    [3, "800.00"],
    [2, "1200.00"],
    [9, "1200.00"],
  ])("stade %i -> %s", (stade, attendu) => {
    expect(prixAfficheOf(prix, stade)).toBe(attendu);
  });
  it("is empty without a priced product or without a stade", () => {
    expect(prixAfficheOf(null, 2)).toBeNull();
    expect(prixAfficheOf(prix, null)).toBeNull();
  });
});
