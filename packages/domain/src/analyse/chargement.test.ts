import { describe, expect, it } from "vitest";

/**
 * The analysis lists' query schemas are built when their module loads (`listQuerySchema` refuses a default
 * sort it cannot sort by, at once). Imported statically, a throw there fails only the collection of the test
 * files, which the mutation runner (Stryker's vitest runner) does not count as a failed test; imported
 * inside a test, it fails this test.
 */
describe("the analysis modules", { timeout: 30_000 }, () => {
  it("load progression.ts: the comparison table sorted by variation by default", async () => {
    const { progressionListeQuerySchema } = await import("./progression.ts");
    expect(progressionListeQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sort: "pourcentageVariation",
      dir: "asc",
    });
  });

  it("loads stock.ts: a bracket's detail sorted by cost price by default", async () => {
    const { stockDetailQuerySchema } = await import("./stock.ts");
    expect(stockDetailQuerySchema.parse({ tranche: "0" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "prixR",
      dir: "asc",
      tranche: "0",
    });
  });
});
