import { describe, expect, it } from "vitest";
import { CANAUX, LIBELLE_CANAL } from "./canal.ts";

describe("the two invoice channels", () => {
  it("are standard (series F) and alternate (EXTENSIA, series FX), in this order", () => {
    expect(CANAUX).toEqual(["standard", "alternatif"]);
  });

  it("are labelled 'Standard' and 'Alternatif' (accounting lists, column Canal)", () => {
    expect(LIBELLE_CANAL).toEqual({ standard: "Standard", alternatif: "Alternatif" });
  });
});
