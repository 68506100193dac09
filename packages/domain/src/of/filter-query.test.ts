import { describe, expect, it } from "vitest";

/**
 * The list schemas of /filter are built when filter-query.ts loads (`listQuerySchema` refuses, at once, a
 * default sort it cannot sort by). Imported statically, a throw there would only fail the collection of
 * the test file, which the mutation runner does not count as a failed test: imported inside the tests.
 */
describe("the list schemas of /filter: page, sort and the OF filters", { timeout: 30_000 }, () => {
  const filtresParDefaut = { devis: 2, facon: 2, imperatif: 2, tournee: 2, typeResa: 0 };

  it("lists the OFs of a clicked status by OF number", async () => {
    const { ofDuStatutQuerySchema } = await import("./filter-query.ts");
    expect(ofDuStatutQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sort: "numSachet",
      dir: "asc",
      ...filtresParDefaut,
    });
  });

  it("lists OFS EN COURS by delivery date", async () => {
    const { enCoursQuerySchema } = await import("./filter-query.ts");
    expect(enCoursQuerySchema.parse({ client: "12" })).toEqual({
      page: 0,
      pageSize: 10,
      sort: "dateLivr",
      dir: "asc",
      ...filtresParDefaut,
      client: 12,
    });
  });

  it("lists OFS LIVRES and OFS EXTENSIA by invoice date", async () => {
    const { extensiaQuerySchema, livresQuerySchema } = await import("./filter-query.ts");
    expect(livresQuerySchema.parse({})).toMatchObject({ sort: "dateFact", dir: "asc", ...filtresParDefaut });
    expect(extensiaQuerySchema.parse({})).toMatchObject({
      sort: "dateFact",
      dir: "asc",
      ...filtresParDefaut,
    });
    expect(livresQuerySchema.parse({ sort: "totht" }).sort).toBe("totht");
    expect(extensiaQuerySchema.safeParse({ sort: "totht" }).success).toBe(false);
  });
});
