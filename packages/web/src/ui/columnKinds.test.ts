import { describe, expect, it } from "vitest";
import { exportParams, formatCell, listParams } from "./columnKinds.ts";

describe("formatCell", () => {
  it.each([
    ["euro", "1234.56", "1\u202f234,56\u00a0€"],
    ["decimal", "1.0800", "1,08"],
    ["poids", "12.3456", "12,346\u00a0g"],
    ["carats", "0.12", "0,120\u00a0ct"],
    ["date", "2026-11-21", "21/11/2026"],
    ["text", "Bague", "Bague"],
    [undefined, 12, "12"],
  ] as const)("%s %s -> %s", (kind, value, text) => {
    expect(formatCell(kind, value)).toBe(text);
  });

  it("keeps the given decimals, blanks stay blank, bad values show as they came", () => {
    expect(formatCell("decimal", "1.0800", 4)).toBe("1,0800");
    expect(formatCell("euro", null)).toBe("");
    expect(formatCell("euro", "n/a")).toBe("n/a");
  });
});

describe("list parameters", () => {
  it("sends page, pageSize, sort, dir, q and the filters", () => {
    expect(
      listParams({
        page: 2,
        pageSize: 20,
        sort: { field: "valeur", dir: "desc" },
        q: " or ",
        filters: { statut: 575 },
      }),
    ).toEqual({ statut: 575, page: 2, pageSize: 20, sort: "valeur", dir: "desc", q: "or" });
  });

  it("exports the whole filtered list: no page, format=csv", () => {
    expect(exportParams({ sort: { field: "idCours", dir: "asc" }, q: "", filters: { actif: true } })).toEqual(
      {
        actif: true,
        sort: "idCours",
        dir: "asc",
        q: undefined,
        format: "csv",
      },
    );
  });
});
