import { describe, expect, it } from "vitest";
import { STOCK_DETAIL_SORTS, stockDetailQuerySchema, stockFiltreSchema } from "./stock.ts";

/**
 * Spec 03 section 2.5, Analyse du stock (/analyse_stock): filters client, ref, OF, plateau, type, stade,
 * metal; a bracket's detail lists of, ref, designation, prix_r, Nom_agence.
 */

describe("the stock analysis filters (spec 03 section 2.5)", () => {
  it("reads the seven filters: ids as numbers, the reference trimmed", () => {
    expect(
      stockFiltreSchema.parse({
        client: "249",
        ref: " BA12 ",
        of: "1234",
        plateau: "3",
        type: "7",
        stade: "5",
        metal: "2",
      }),
    ).toEqual({ client: 249, ref: "BA12", of: 1234, plateau: 3, type: 7, stade: 5, metal: 2 });
  });

  it("an empty filter is no filter", () => {
    expect(stockFiltreSchema.parse({ client: "", ref: "", plateau: "" })).toEqual({});
  });

  it.each(["client", "of", "plateau", "type", "stade", "metal"])(
    "refuses a %s that is not an id",
    (champ) => {
      expect(stockFiltreSchema.safeParse({ [champ]: "abc" }).error?.issues).toMatchObject([
        { path: [champ], message: "Filtre invalide." },
      ]);
    },
  );
});

describe("a bracket's detail (spec 03 section 2.5)", () => {
  it("sorted by cost price by default, with the filters and the bracket", () => {
    expect(stockDetailQuerySchema.parse({ tranche: "500 à 1000", client: "249" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "prixR",
      dir: "asc",
      client: 249,
      tranche: "500 à 1000",
    });
  });

  it("sorts by OF, cost price, reference or client, nothing else", () => {
    expect(STOCK_DETAIL_SORTS).toEqual(["of", "prixR", "ref", "nomAgence"]);
    for (const sort of ["of", "prixR", "ref", "nomAgence"]) {
      expect(stockDetailQuerySchema.parse({ tranche: "0", sort }).sort).toBe(sort);
    }
    expect(
      stockDetailQuerySchema.safeParse({ tranche: "0", sort: "designation" }).error?.issues[0]?.message,
    ).toBe("Tri invalide.");
  });

  it("needs the bracket's text, 40 characters at most", () => {
    const quarante = "> 5000".padEnd(40, " ");
    expect(stockDetailQuerySchema.parse({ tranche: quarante }).tranche).toBe(quarante);
    expect(stockDetailQuerySchema.safeParse({ tranche: `${quarante}0` }).error?.issues[0]?.path).toEqual([
      "tranche",
    ]);
    expect(stockDetailQuerySchema.safeParse({}).error?.issues[0]?.path).toEqual(["tranche"]);
  });
});
