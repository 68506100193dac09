import { describe, expect, it } from "vitest";
import {
  msgOfsPretsAFacturer,
  pretAFacturerLotSchema,
  pretAFacturerPossible,
  refusPretAFacturer,
} from "./pret-a-facturer.ts";

const OF = { numSachet: 4242, statut: 550, prixFact: "1468.75", poids: "5.120" };

describe("Prêt à facturer (575): a finalised OF with its price and its weight", () => {
  it("lets a finalised OF priced and weighed go, a price of 0 included", () => {
    expect(refusPretAFacturer(OF)).toBeNull();
    expect(refusPretAFacturer({ ...OF, prixFact: "0.00" })).toBeNull();
  });

  it.each([
    [{ statut: 600 }, "OF_VERROUILLE", "L'Of n'est plus éditable "],
    [
      { statut: 500 },
      "TRANSITION_INTERDITE",
      "L'OF 4242 ne peut pas passer du statut 500 au statut 575 (prêt à facturer).",
    ],
    [
      { statut: 575 },
      "TRANSITION_INTERDITE",
      "L'OF 4242 ne peut pas passer du statut 575 au statut 575 (prêt à facturer).",
    ],
    [
      { prixFact: null },
      "OF_SANS_PRIX",
      "L'OF 4242 n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.",
    ],
    [
      { poids: null },
      "OF_SANS_POIDS",
      "L'OF 4242 n'a pas de poids : pesez-le avant de le passer prêt à facturer.",
    ],
    [
      { poids: "0.000" },
      "OF_SANS_POIDS",
      "L'OF 4242 n'a pas de poids : pesez-le avant de le passer prêt à facturer.",
    ],
    // The status first: an invoiced OF without price is refused as invoiced.
    [{ statut: 600, prixFact: null }, "OF_VERROUILLE", "L'Of n'est plus éditable "],
  ])("%j is refused: %s", (change, code, message) => {
    expect(refusPretAFacturer({ ...OF, ...change })).toEqual({ code, message });
  });

  it("is offered at 550 only", () => {
    expect([50, 200, 500, 550, 575, 600, 650].filter(pretAFacturerPossible)).toEqual([550]);
  });

  it("words the success and checks the selection", () => {
    expect(msgOfsPretsAFacturer([4242])).toBe("OF 4242 prêt à facturer.");
    expect(msgOfsPretsAFacturer([4242, 4243])).toBe("2 OF prêts à facturer : 4242, 4243.");
    expect(pretAFacturerLotSchema.safeParse({ ofs: [] }).error?.issues[0]?.message).toBe(
      "Choisissez au moins un OF.",
    );
    expect(pretAFacturerLotSchema.safeParse({ ofs: [4242] }).success).toBe(true);
    // 500 OFs at once, not 501.
    const ofs = Array.from({ length: 500 }, (_, i) => i + 1);
    expect(pretAFacturerLotSchema.parse({ ofs }).ofs).toHaveLength(500);
    expect(pretAFacturerLotSchema.safeParse({ ofs: [...ofs, 501] }).error?.issues[0]?.message).toBe(
      "Au plus 500 OF à la fois.",
    );
  });
});
