import { describe, expect, it } from "vitest";
import { isOfVerrouille, MSG_OF_NON_EDITABLE, STATUT } from "./statut.ts";

describe("the lock of an invoiced OF", () => {
  it.each([
    [STATUT.cree, false],
    [STATUT.enFabrication, false],
    [STATUT.pretAFacturer, false],
    [STATUT.facture, true],
    [STATUT.enStock, false],
  ])("status %i locked: %s", (statut, locked) => {
    expect(isOfVerrouille(statut)).toBe(locked);
  });

  it("says the spec's message word for word", () => {
    expect(MSG_OF_NON_EDITABLE).toBe("L'Of n'est plus éditable ");
  });
});
