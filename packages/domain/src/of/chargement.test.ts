import { describe, expect, it } from "vitest";

/**
 * The OF area's schemas are built when their modules load (trace.ts builds its price fields from a
 * helper). Imported statically, a throw there fails only the collection of the test files, which the
 * mutation runner (Stryker's vitest runner) does not count as a failed test; imported inside a test, it
 * fails this test.
 */
describe("the OF area's modules", { timeout: 30_000 }, () => {
  it("loads trace.ts: the Trace OF form reads its prices and fills the surcharge with 0", async () => {
    const { traceOfSchema } = await import("./trace.ts");
    expect(
      traceOfSchema.parse({ statut: 200, poids: "3,45", idStade: 2, typTransp: 1, prixFact: "12,5" }),
    ).toMatchObject({ prixFact: "12.5", prixR: null, reaco: "0" });
  });
});
