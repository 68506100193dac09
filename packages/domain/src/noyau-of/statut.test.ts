import { describe, expect, it } from "vitest";
import {
  isOfVerrouille,
  MSG_OF_NON_EDITABLE,
  REFUS_OF_NON_TROUVE,
  refusOfVerrouille,
  STATUT,
} from "./statut.ts";

describe("the statuses the rules name (spec 01 section 4, spec 02 section 4.1)", () => {
  it("50 created, 200, 500, 550 in the workshop, 575 ready to invoice, 600 invoiced, 650 in stock", () => {
    expect(STATUT).toEqual({
      cree: 50,
      enFabrication: 200,
      fabrique: 500,
      finalise: 550,
      pretAFacturer: 575,
      facture: 600,
      enStock: 650,
    });
  });
});

describe("the lock of an invoiced OF (spec 01 section 4: 600 is no longer editable)", () => {
  it.each([
    [50, false],
    [200, false],
    [575, false],
    [599, false],
    [600, true],
    [601, false],
    [650, false],
  ])("status %i locked: %s", (statut, locked) => {
    expect(isOfVerrouille(statut)).toBe(locked);
  });

  it.each([
    [600, { code: "OF_VERROUILLE", message: "L'Of n'est plus éditable " }],
    [575, null],
    [650, null],
  ])("a change of an OF at %i is refused: %j", (statut, refus) => {
    expect(refusOfVerrouille(statut)).toEqual(refus);
  });

  it("an OF not found says so", () => {
    expect(REFUS_OF_NON_TROUVE).toEqual({ code: "OF_NON_TROUVE", message: "OF non trouvé" });
  });

  it("says the spec's message word for word", () => {
    expect(MSG_OF_NON_EDITABLE).toBe("L'Of n'est plus éditable ");
  });
});
