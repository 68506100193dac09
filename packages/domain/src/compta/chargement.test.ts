import { describe, expect, it } from "vitest";

/**
 * The compta lists' query schemas are built when liste.ts loads (`listQuerySchema` refuses a default
 * sort it cannot sort by, at once). Imported statically, a throw there fails only the collection of the
 * test files, which the mutation runner (Stryker's vitest runner) does not count as a failed test;
 * imported inside a test, it fails this test.
 */
describe("the compta lists' module", () => {
  it("loads, invoices and credit notes sorted by date by default", async () => {
    const { avoirsComptaQuerySchema, facturesComptaQuerySchema } = await import("./liste.ts");
    const periode = { debut: "2025-03-01", fin: "2025-03-31" };
    expect([facturesComptaQuerySchema, avoirsComptaQuerySchema].map((s) => s.parse(periode).sort)).toEqual([
      "date",
      "date",
    ]);
  });
});
