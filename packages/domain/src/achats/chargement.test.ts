import { describe, expect, it } from "vitest";

/**
 * The purchase statuses' labels are built when the module loads. Imported statically, a throw there fails
 * only the collection of the test files, which the mutation runner (Stryker's vitest runner) does not count
 * as a failed test; imported inside a test, it fails this test.
 */
describe("the purchase statuses' module", { timeout: 30_000 }, () => {
  it("loads, each status labelled in French", async () => {
    const { LABELS_STATUT_ACHAT } = await import("./statut.ts");
    expect(LABELS_STATUT_ACHAT).toEqual({
      recue: "Reçue",
      approuvee: "Approuvée",
      approuvee_partiellement: "Approuvée partiellement",
      en_litige: "En litige",
      refusee: "Refusée",
    });
  });
});
