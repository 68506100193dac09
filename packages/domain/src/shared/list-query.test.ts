import { describe, expect, it } from "vitest";
import {
  limitOffset,
  listQuerySchema,
  MAX_EXPORT_ROWS,
  MSG_TRI_INVALIDE,
  PAGE_SIZE_ANALYSE,
  PAGE_SIZE_ANALYSE_OPTIONS,
  PAGE_SIZE_BOITE_OR,
  PAGE_SIZE_CLAL,
  PAGE_SIZE_CLAL_OPTIONS,
  PAGE_SIZE_DETAIL,
  PAGE_SIZE_DETAIL_OPTIONS,
  PAGE_SIZE_RESERVATION,
  PAGE_SIZE_RESERVATION_OPTIONS,
  PAGE_SIZE_TARIF,
  PAGE_SIZE_TARIF_OPTIONS,
  PAGE_SIZES,
  RECHERCHE_MAX_CARACTERES,
  RECHERCHE_MIN_CARACTERES,
  SURBRILLANCE_MS,
} from "./list-query.ts";

/** Built in each test, never at collection (a mutant making it throw then fails a test). */
const liste = () => listQuerySchema(["date", "client", "montant"], "date");

const messages = (input: unknown) => {
  const r = liste().safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("listQuerySchema", () => {
  it("fills the defaults from an empty query string", () => {
    expect(liste().parse({})).toEqual({ page: 0, pageSize: 10, sort: "date", dir: "asc" });
  });

  it("coerces the query-string values", () => {
    expect(
      liste().parse({ page: "3", pageSize: "30", sort: "client", dir: "desc", q: "  bague ", format: "csv" }),
    ).toEqual({ page: 3, pageSize: 30, sort: "client", dir: "desc", q: "bague", format: "csv" });
  });

  it("treats a blank search as no search", () => {
    expect(liste().parse({ q: "   " }).q).toBeUndefined();
  });

  it.each([
    [{ sort: "prix" }, MSG_TRI_INVALIDE],
    [{ sort: "" }, MSG_TRI_INVALIDE],
    [{ page: "-1" }, "Page invalide."],
    [{ page: "1.5" }, "Page invalide."],
    [{ page: "abc" }, "Page invalide."],
    [{ pageSize: "0" }, "Taille de page invalide."],
    [{ pageSize: "abc" }, "Taille de page invalide."],
    [{ pageSize: "1001" }, "Taille de page invalide."],
    [{ dir: "up" }, "Sens de tri invalide."],
    [{ q: "x".repeat(201) }, "Recherche trop longue."],
    [{ format: "xlsx" }, "Format invalide."],
  ])("%j is refused with %j", (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it("the unknown sort message is 'Tri invalide.'", () => {
    expect(MSG_TRI_INVALIDE).toBe("Tri invalide.");
  });

  it("accepts the edges", () => {
    expect(messages({ pageSize: "1000", page: "0", q: "x".repeat(200) })).toEqual([]);
    expect(liste().parse({ sort: "montant", dir: "asc" })).toMatchObject({ sort: "montant", dir: "asc" });
  });

  it("extends with a list's own filters", () => {
    const schema = liste();
    const withClient = schema.extend({ client: schema.shape.page.optional() });
    expect(withClient.parse({ client: "249" })).toMatchObject({ client: 249, sort: "date" });
  });

  it("refuses a default sort that is not sortable", () => {
    expect(() => listQuerySchema(["date"], "client" as "date")).toThrow(
      'listQuerySchema: default sort "client" is not sortable',
    );
  });
});

describe("limitOffset", () => {
  it("gives the page window", () => {
    expect(limitOffset({ page: 2, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  });

  it("gives everything up to the cap for a CSV export", () => {
    expect(limitOffset({ page: 2, pageSize: 20, format: "csv" })).toEqual({
      limit: MAX_EXPORT_ROWS,
      offset: 0,
    });
    expect(MAX_EXPORT_ROWS).toBe(100_000);
  });
});

describe("page sizes of the spec", () => {
  it("each default is one of its options", () => {
    expect(PAGE_SIZES.options).toContain(PAGE_SIZES.defaut);
    expect(PAGE_SIZE_RESERVATION_OPTIONS).toContain(PAGE_SIZE_RESERVATION);
    expect(PAGE_SIZE_CLAL_OPTIONS).toContain(PAGE_SIZE_CLAL);
    expect(PAGE_SIZE_DETAIL_OPTIONS).toContain(PAGE_SIZE_DETAIL);
    expect(PAGE_SIZE_TARIF_OPTIONS).toContain(PAGE_SIZE_TARIF);
    expect(PAGE_SIZE_ANALYSE_OPTIONS).toEqual([5, 10, 20]);
  });
});

describe("the spec's numbers, written out (spec 03 section 9, spec 02 for the reservations and the gold box)", () => {
  it("page sizes and their options", () => {
    expect(PAGE_SIZES).toEqual({ defaut: 10, options: [10, 20, 30, 100] });
    expect([PAGE_SIZE_ANALYSE, PAGE_SIZE_ANALYSE_OPTIONS]).toEqual([5, [5, 10, 20]]);
    expect([PAGE_SIZE_DETAIL, PAGE_SIZE_DETAIL_OPTIONS]).toEqual([15, [10, 15, 20]]);
    expect([PAGE_SIZE_TARIF, PAGE_SIZE_TARIF_OPTIONS]).toEqual([10, [5, 10, 20, 50, 100]]);
    expect([PAGE_SIZE_CLAL, PAGE_SIZE_CLAL_OPTIONS]).toEqual([25, [10, 25, 50, 100]]);
    expect([PAGE_SIZE_RESERVATION, PAGE_SIZE_RESERVATION_OPTIONS]).toEqual([12, [12, 15, 30]]);
    expect(PAGE_SIZE_BOITE_OR).toBe(10);
  });

  it("a search from 2 characters (200 at most), a saved row highlighted 2.5 s", () => {
    expect([RECHERCHE_MIN_CARACTERES, RECHERCHE_MAX_CARACTERES, SURBRILLANCE_MS]).toEqual([2, 200, 2500]);
  });
});
