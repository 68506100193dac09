import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import { msgOfReintegre, refusReintegration, reintegrationSchema } from "./reintegration.ts";

describe("reinstating a delivered OF", () => {
  it.each([
    [STATUT.pretAFacturer, null, null],
    [STATUT.facture, null, null],
    [STATUT.enStock, "OF_DEJA_EN_STOCK", "L'OF 5 est déjà en stock."],
    [
      STATUT.cree,
      "OF_NON_LIVRE",
      "L'OF 5 n'est pas livré : seul un OF prêt à facturer ou facturé peut être réintégré.",
    ],
    [
      STATUT.finalise,
      "OF_NON_LIVRE",
      "L'OF 5 n'est pas livré : seul un OF prêt à facturer ou facturé peut être réintégré.",
    ],
  ])("status %i", (statut, code, message) => {
    const refus = refusReintegration({ numSachet: 5, statut });
    expect(refus).toEqual(code === null ? null : { code, message });
  });

  it("says the spec's message", () => {
    expect(msgOfReintegre(100123)).toBe("OF réintégré n° 100123");
  });

  it("needs its number", () => {
    expect(reintegrationSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Le numéro d'OF est obligatoire.",
    );
  });
});
