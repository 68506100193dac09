import { describe, expect, it } from "vitest";

/**
 * Schemas built when a module loads (liste.ts: `listQuerySchema` refuses a default sort it cannot sort
 * by, at once; traite-schema.ts: the bill forms' objects). Imported statically, a throw there fails only
 * the collection of the test files, which the mutation runner (Stryker's vitest runner) does not count as
 * a failed test; imported inside a test, it fails this test.
 */
describe("the compta modules that build schemas at load", () => {
  it("loads, invoices and credit notes sorted by date by default", async () => {
    const { avoirsComptaQuerySchema, facturesComptaQuerySchema } = await import("./liste.ts");
    const periode = { debut: "2025-03-01", fin: "2025-03-31" };
    expect([facturesComptaQuerySchema, avoirsComptaQuerySchema].map((s) => s.parse(periode).sort)).toEqual([
      "date",
      "date",
    ]);
  });

  it("loads traite-schema.ts, the supplier bill's text fields trimmed", async () => {
    const { traiteFournisseurSchema } = await import("./traite-schema.ts");
    expect(
      traiteFournisseurSchema.parse({
        banqueNom: " BNP ",
        codeBanque: "30004",
        codeGuichet: "00828",
        numCompte: "1",
        cleRib: "12",
        ville: " Paris ",
        fournisseurNom: " Diamants ",
        dateCreation: "2026-03-02",
        dateEcheance: "2026-03-02",
        totalTtc: "1",
        numEffet: " F-1 ",
        nbDecoupe: 1,
      }),
    ).toMatchObject({ banqueNom: "BNP", ville: "Paris", fournisseurNom: "Diamants", numEffet: "F-1" });
  });
});
