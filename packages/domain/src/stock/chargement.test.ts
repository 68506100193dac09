import { describe, expect, it } from "vitest";

/**
 * The stock list's query schema is built when its module loads (`listQuerySchema` refuses a default sort it
 * cannot sort by, at once; `montant` builds the price and weight fields). Imported statically, a throw there
 * fails only the collection of the test files, which the mutation runner (Stryker's vitest runner) does not
 * count as a failed test; imported inside a test, it fails this test.
 */
describe("the stock movements' module", { timeout: 30_000 }, () => {
  it("loads, its list sorted by OF number ascending by default", async () => {
    const { stockQuerySchema } = await import("./mouvements.ts");
    expect(stockQuerySchema.parse({ ref: "" })).toEqual({ page: 0, pageSize: 10, sort: "of", dir: "asc" });
  });

  it("loads reservation.ts: both reservation lists by OF number by default, 12 a page", async () => {
    const { commandesQuerySchema, identiquesQuerySchema } = await import("./reservation.ts");
    expect(commandesQuerySchema.parse({})).toEqual({ page: 0, pageSize: 12, sort: "of", dir: "asc" });
    expect(identiquesQuerySchema.parse({ commande: "20" })).toMatchObject({ sort: "of", pageSize: 12 });
  });
});
