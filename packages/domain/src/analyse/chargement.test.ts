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

  it("loads comparaison.ts: the revenue evolution by the latest year, whole years, every client", async () => {
    const { comparaisonQuerySchema } = await import("./comparaison.ts");
    expect(comparaisonQuerySchema.parse({})).toMatchObject({
      sort: "ca3",
      mode: "annee_complete",
      tournee: "tout",
    });
  });

  it("loads connexions.ts: users by total logins, consulted products by date", async () => {
    const { connexionsQuerySchema, consultationsQuerySchema } = await import("./connexions.ts");
    expect(connexionsQuerySchema.parse({}).sort).toBe("totalConnexions");
    expect(consultationsQuerySchema.parse({}).sort).toBe("date");
  });

  it("loads prix.ts: the summary by count, the detail by ratio, the incoherent lines by distance", async () => {
    const { detailPrixQuerySchema, incoherentsQuerySchema, synthesePrixQuerySchema } = await import(
      "./prix.ts"
    );
    expect(synthesePrixQuerySchema.parse({}).sort).toBe("nombre");
    expect(detailPrixQuerySchema.parse({}).sort).toBe("rapport");
    expect(incoherentsQuerySchema.parse({}).sort).toBe("ecart");
  });

  it("loads progression.ts: the comparison table sorted by variation by default", async () => {
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
