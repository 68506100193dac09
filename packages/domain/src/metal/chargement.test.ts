import { describe, expect, it } from "vitest";

/**
 * The metal ledger's and Suivi Métal's query schemas are built when their module loads (`listQuerySchema`
 * refuses a default sort it cannot sort by, at once). Imported statically, a throw there fails only the
 * collection of the test files, which the mutation runner (Stryker's vitest runner) does not count as a
 * failed test; imported inside a test, it fails this test.
 */
describe("the metal entry module", { timeout: 30_000 }, () => {
  it("loads, the ledger sorted by date, 25 a page, on the CLAL tab by default", async () => {
    const { grandLivreQuerySchema } = await import("./saisie.ts");
    expect(grandLivreQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 25,
      sort: "date",
      dir: "asc",
      onglet: "clal",
    });
  });

  it("loads, Suivi Métal's two tables on their first page by default", async () => {
    const { suiviMetalQuerySchema } = await import("./saisie.ts");
    expect(suiviMetalQuerySchema.parse({})).toEqual({ pageFactures: 0, pageReceptions: 0 });
  });
});
