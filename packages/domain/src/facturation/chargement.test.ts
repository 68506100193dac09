import { describe, expect, it } from "vitest";

/**
 * avoir.ts builds its list schema at load (listQuerySchema throws on a default sort it does not list): a
 * mutant that makes the load throw fails the collection of the test files importing it, which the mutation
 * runner (Stryker's vitest runner) does not count as a failed test; imported inside a test, it fails this
 * test (as compta/chargement.test.ts).
 */
describe("the facturation modules that build schemas at load", () => {
  it("loads avoir.ts: Liste des Avoirs by number by default, each column sortable, blank filters none", async () => {
    const { avoirsQuerySchema } = await import("./avoir.ts");
    expect(avoirsQuerySchema.parse({ idClt: "", du: "", au: null })).toMatchObject({
      sort: "idAvoir",
      idClt: undefined,
      du: undefined,
      au: undefined,
    });
    expect(
      ["idAvoir", "client", "description", "ref", "totHt", "date"].map(
        (sort) => avoirsQuerySchema.parse({ sort }).sort,
      ),
    ).toEqual(["idAvoir", "client", "description", "ref", "totHt", "date"]);
    expect(avoirsQuerySchema.parse({ idClt: "12", du: "2026-01-01", au: "2026-01-31" })).toMatchObject({
      idClt: 12,
      du: "2026-01-01",
      au: "2026-01-31",
    });
    expect(avoirsQuerySchema.safeParse({ au: "2026-02-30" }).error?.issues[0]?.message).toBe(
      "Date invalide.",
    );
  });
});
