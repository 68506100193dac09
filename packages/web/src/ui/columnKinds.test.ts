import { describe, expect, it } from "vitest";
import { exportParams, listParams } from "./columnKinds.ts";

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
