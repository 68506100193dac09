import { describe, expect, it } from "vitest";

/**
 * The register's query schema is built when its module loads (`listQuerySchema` refuses a default sort
 * it cannot sort by, at once). Imported statically, a throw there fails only the collection of the test
 * files, which the mutation runner (Stryker's vitest runner) does not count as a failed test; imported
 * inside a test, it fails this test.
 */
describe("the register's module", () => {
  it("loads, its paged query sorted by number by default", async () => {
    const { registreQuerySchema } = await import("./registre.ts");
    expect(registreQuerySchema.parse({ du: "2026-03-01", au: "2026-03-01", sort: "num" })).toEqual({
      du: "2026-03-01",
      au: "2026-03-01",
      page: 0,
      pageSize: 10,
      sort: "num",
      dir: "asc",
    });
  });
});
