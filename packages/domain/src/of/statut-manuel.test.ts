import { describe, expect, it } from "vitest";
import { refusStatutManuel, statutsChoisissables } from "./statut-manuel.ts";

const LISTE = [{ id: 50 }, { id: 200 }, { id: 550 }, { id: 575 }, { id: 600 }, { id: 650 }];
const ids = (depuis?: number) => statutsChoisissables(LISTE, depuis).map((s) => s.id);
const STOCK =
  "Un OF entre en stock par « Rentrer en Stock » et en sort par les actions de Stock Produit, pas par le statut.";

describe("the status picked by hand on the Trace OF", () => {
  it("offers every status but 600 and 650 to an OF in fabrication, only 650 to a stock piece", () => {
    expect(ids(200)).toEqual([50, 200, 550, 575]);
    expect(ids(575)).toEqual([50, 200, 550, 575]);
    expect(ids(650)).toEqual([650]);
    expect(ids()).toEqual([50, 200, 550, 575]);
  });

  const avec = { prixFact: "1250.00", poids: "3.450" };
  it.each<[string, number, number, { prixFact: string | null; poids: string | null }, string | null]>([
    ["the same status, whatever it is", 650, 650, avec, null],
    ["back in fabrication", 550, 200, avec, null],
    ["to 575 with a price and a weight, even before the finalisation", 200, 575, avec, null],
    ["to 575 at price 0 (a gift)", 550, 575, { prixFact: "0", poids: "3.450" }, null],
    [
      "to 575 without a price",
      550,
      575,
      { prixFact: null, poids: "3.450" },
      "L'OF 7 n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.",
    ],
    [
      "to 575 at weight 0",
      550,
      575,
      { prixFact: "10", poids: "0.000" },
      "L'OF 7 n'a pas de poids : pesez-le avant de le passer prêt à facturer.",
    ],
    ["into the stock", 550, 650, avec, STOCK],
    ["out of the stock", 650, 575, avec, STOCK],
  ])("%s", (_, depuis, vers, saisie, message) => {
    expect(refusStatutManuel({ numSachet: 7, statut: depuis }, vers, saisie)?.message ?? null).toBe(message);
  });
});

describe("the status picked by hand: the case table (issue 31)", () => {
  const sans = { prixFact: null, poids: null };
  it("keeping an OF at 575 or going back to 200 asks no price nor weight", () => {
    expect(refusStatutManuel({ numSachet: 7, statut: 575 }, 575, sans)).toBeNull();
    expect(refusStatutManuel({ numSachet: 7, statut: 550 }, 200, sans)).toBeNull();
  });
  it("the stock refusal's code", () => {
    expect(refusStatutManuel({ numSachet: 7, statut: 550 }, 650, sans)).toEqual({
      code: "STATUT_STOCK_MANUEL",
      message: STOCK,
    });
  });
});
