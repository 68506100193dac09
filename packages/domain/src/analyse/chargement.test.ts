import { describe, expect, it } from "vitest";

/**
 * The analysis lists' query schemas are built when their modules load (`listQuerySchema` refuses a default
 * sort it cannot sort by, at once). Imported statically, a throw there fails only the collection of the test
 * files, which the mutation runner (Stryker's vitest runner) does not count as a failed test; imported
 * inside a test, it fails this test.
 */
describe("the analysis modules", { timeout: 30_000 }, () => {
  it("loads ca.ts: Top Vente by revenue, the detail popup and /facon by invoice date", async () => {
    const { detailCaQuerySchema, faconQuerySchema, topVenteQuerySchema } = await import("./ca.ts");
    expect(topVenteQuerySchema.parse({}).sort).toBe("caHt");
    expect(detailCaQuerySchema.parse({}).sort).toBe("dateFact");
    expect(faconQuerySchema.parse({}).sort).toBe("dateFact");
  });
});
