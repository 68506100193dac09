import { describe, expect, it } from "vitest";

/**
 * The history of /traite (issue 12 point 9). Its query schema is built when the module loads: the module
 * is imported inside the tests below only (see chargement.test.ts), so a mutant that makes it throw fails
 * a test rather than the collection of this file.
 */
const module = () => import("./traites-liste.ts");
const schema = async () => (await module()).traitesQuerySchema;

describe("echeancesTraite: each instalment's due date, in French, in order", () => {
  it.each([
    // One instalment: the date itself.
    ["50.00", 1, "2026-03-02", "02/03/2026"],
    // 100,00 in 3 from 31 January: 31/01, then the last day of February (28, 2026 is not a leap year), 31/03.
    ["100.00", 3, "2026-01-31", "31/01/2026, 28/02/2026, 31/03/2026"],
    // Across the year: 15/12/2025, 15/01/2026.
    ["10.00", 2, "2025-12-15", "15/12/2025, 15/01/2026"],
  ])("%s in %i from %s -> %s", async (total, nb, echeance, attendu) => {
    expect((await module()).echeancesTraite(total, nb, echeance)).toBe(attendu);
  });
});

describe("traitesQuerySchema", () => {
  it("defaults to the first page of 10, sorted by creation date ascending, no client", async () => {
    expect((await schema()).parse({})).toEqual({ page: 0, pageSize: 10, sort: "dateCreation", dir: "asc" });
  });

  it.each(["dateCreation", "numEffet", "client", "totalTtc", "dateEcheance"])("sorts by %s", async (sort) => {
    expect((await schema()).parse({ sort, dir: "desc" })).toMatchObject({ sort, dir: "desc" });
  });

  it("refuses another sort with the list's message", async () => {
    const r = (await schema()).safeParse({ sort: "ville" });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["sort"], "Tri invalide."],
    ]);
  });

  it.each([
    ["", undefined],
    [null, undefined],
    ["12", 12],
    [7, 7],
  ])("reads the client %j as %j", async (client, attendu) => {
    expect((await schema()).parse({ client }).client).toBe(attendu);
  });

  it.each(["abc", "0", " 12", "1.5", 0])("refuses the client %j: 'Client invalide.'", async (client) => {
    const r = (await schema()).safeParse({ client });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path, i.message])).toEqual([
      [["client"], "Client invalide."],
    ]);
  });
});
