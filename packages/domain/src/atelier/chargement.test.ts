import { describe, expect, it } from "vitest";

/**
 * The atelier modules that build list schemas at load (listQuerySchema throws on a default sort it does not
 * list): a mutant that makes the load throw fails the collection of the test files importing them, which the
 * mutation runner (Stryker's vitest runner) does not count as a failed test; imported inside a test, it fails
 * this test (as compta/chargement.test.ts).
 */
describe("the atelier modules that build schemas at load", () => {
  it("loads pesee.ts: the weighings by date by default, by number on demand, a blank jeweller is none", async () => {
    const { peseeSchema, peseesQuerySchema } = await import("./pesee.ts");
    expect(peseesQuerySchema.parse({ idOuvr: "" })).toMatchObject({ sort: "date", idOuvr: undefined });
    expect(peseesQuerySchema.parse({ idOuvr: "12", sort: "numPesee" })).toMatchObject({
      sort: "numPesee",
      idOuvr: 12,
    });
    expect(peseesQuerySchema.safeParse({ sort: "poids" }).success).toBe(false);
    expect(peseeSchema.parse({ idOuvr: "7" })).toEqual({ idOuvr: 7 });
    expect(peseeSchema.safeParse({}).error?.issues[0]?.message).toBe("Joaillier obligatoire.");
  });

  it("loads boite-or.ts: Liste Boite Or by date by default, each column sortable", async () => {
    const { boiteOrQuerySchema } = await import("./boite-or.ts");
    expect(boiteOrQuerySchema.parse({}).sort).toBe("date");
    expect(
      ["date", "joaillier", "doneOuvr", "renduOuvr", "label"].map(
        (sort) => boiteOrQuerySchema.parse({ sort }).sort,
      ),
    ).toEqual(["date", "joaillier", "doneOuvr", "renduOuvr", "label"]);
  });

  it("loads perte.ts: workers by name, OFs by date of return by default, each column sortable", async () => {
    const { OUVRIER_KINDS, perteOfsQuerySchema, perteOuvriersQuerySchema } = await import("./perte.ts");
    expect(OUVRIER_KINDS).toEqual(["joailliers", "sertisseurs"]);
    expect([perteOuvriersQuerySchema.parse({}).sort, perteOfsQuerySchema.parse({}).sort]).toEqual([
      "label",
      "dateRetour",
    ]);
    expect(
      ["label", "nbOf", "poidsD", "poidsR", "perte", "pourcentage"].map(
        (sort) => perteOuvriersQuerySchema.parse({ sort }).sort,
      ),
    ).toEqual(["label", "nbOf", "poidsD", "poidsR", "perte", "pourcentage"]);
    expect(
      ["numSachet", "dateRetour", "poidsD", "poidsR", "perte", "pourcentage"].map(
        (sort) => perteOfsQuerySchema.parse({ sort }).sort,
      ),
    ).toEqual(["numSachet", "dateRetour", "poidsD", "poidsR", "perte", "pourcentage"]);
  });
});
