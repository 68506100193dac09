import { describe, expect, it } from "vitest";
import { estIncoherent, prixFiltreSchema, rapportsIncoherents } from "./prix.ts";

describe("estIncoherent (beyond 2 population standard deviations)", () => {
  it.each([
    // rapport, moyenne, écart-type, incohérent
    ["3", "2", "0.5", false], // exactly 2σ away: not beyond
    ["3.01", "2", "0.5", true],
    ["0.99", "2", "0.5", true],
    ["1", "2", "0.5", false],
    ["5", "2", "0", false], // no spread: no incoherent line
  ])("rapport %s, moyenne %s, σ %s → %s", (r, m, s, attendu) => {
    expect(estIncoherent(r, m, s)).toBe(attendu);
  });
});

describe("rapportsIncoherents", () => {
  it("finds the outlier of a group computed by hand", () => {
    // Ratios 2, 2, 2, 2, 2, 2, 2, 2, 2, 12: mean 3, deviations 1 (x9) and 9, variance (9 + 81) / 10 = 9,
    // σ = 3; |12 - 3| = 9 > 6 → the last one; |2 - 3| = 1 ≤ 6.
    expect(rapportsIncoherents(["2", "2", "2", "2", "2", "2", "2", "2", "2", "12"])).toEqual([9]);
  });
  it("two values can never be beyond 2σ", () => {
    // Mean 2, σ 1: both lie exactly 1σ away.
    expect(rapportsIncoherents(["1", "3"])).toEqual([]);
    expect(rapportsIncoherents([])).toEqual([]);
  });
});

describe("prixFiltreSchema", () => {
  it("needs at least one grouping criterion", () => {
    const r = prixFiltreSchema.safeParse({ groupes: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.",
    );
  });
  it("keeps the criteria in their fixed order and defaults to type and tarif", () => {
    expect(prixFiltreSchema.parse({ groupes: "tranche,type" }).groupes).toEqual(["type", "tranche"]);
    expect(prixFiltreSchema.parse({}).groupes).toEqual(["type", "tarif"]);
    expect(prixFiltreSchema.parse({ prixMin: "10,5" }).prixMin).toBe("10.5");
  });
});
