import { describe, expect, it } from "vitest";
import { BARRE_CALIBRAGE_MM, cerclesBaguier, mmEnPt } from "./baguier.ts";

describe("ring sizer", () => {
  it("has French sizes 40 to 70, diameter = size / π mm", () => {
    const cercles = cerclesBaguier();
    expect(cercles).toHaveLength(31);
    expect(cercles[0]?.taille).toBe(40);
    expect(cercles.at(-1)?.taille).toBe(70);
    const t52 = cercles.find((c) => c.taille === 52);
    expect(t52?.diametreMm).toBeCloseTo(16.552, 3);
    expect(cercles[0]?.diametreMm).toBeCloseTo(12.732, 3);
    expect(cercles.at(-1)?.diametreMm).toBeCloseTo(22.282, 3);
  });

  it("draws 10 cm as 283.46 points", () => {
    expect(mmEnPt(BARRE_CALIBRAGE_MM)).toBeCloseTo(283.46, 2);
  });
});
