import { describe, expect, it } from "vitest";

/**
 * The stone returns' query schema is built when its module loads (`listQuerySchema` refuses a default sort
 * it cannot sort by, at once). Imported statically, a throw there fails only the collection of the test
 * files, which the mutation runner (Stryker's vitest runner) does not count as a failed test; imported
 * inside a test, it fails this test.
 */
describe("the stone feeding's module", { timeout: 30_000 }, () => {
  it("loads, the returns newest first by default", async () => {
    const { retoursPierresQuerySchema } = await import("./alimentation.ts");
    expect(retoursPierresQuerySchema.parse({ idConfie: "" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "idRetour",
      dir: "desc",
    });
  });

  it("loads stock.ts and pierre.ts: the stone stock by reception date, the price list by type", async () => {
    const { stockPierresQuerySchema } = await import("./stock.ts");
    const { pierresQuerySchema } = await import("./pierre.ts");
    expect(stockPierresQuerySchema.parse({}).sort).toBe("dateReception");
    expect(pierresQuerySchema.parse({}).sort).toBe("type");
  });
});
