import { describe, expect, it } from "vitest";
import { aReessayer, delaiReessai, lots, planSync, produitWoo, variationWoo, WP_ETAPES } from "./wp.ts";

describe("web-shop sync rules", () => {
  it("has the spec's progress steps", () => {
    expect(Object.values(WP_ETAPES)).toEqual([10, 30, 60, 80, 100]);
  });

  it("sends at most 100 items a call", () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    expect(lots(items).map((l) => l.length)).toEqual([100, 100, 50]);
    expect(lots([])).toEqual([]);
  });

  it.each([
    [429, true],
    [500, true],
    [503, true],
    [400, false],
    [404, false],
    [200, false],
  ])("retries a %s: %s", (status, oui) => {
    expect(aReessayer(status)).toBe(oui);
  });

  it("backs off exponentially, or as the server asks", () => {
    expect([1, 2, 3].map((n) => delaiReessai(n, null, 500))).toEqual([500, 1000, 2000]);
    expect(delaiReessai(1, 3, 500)).toBe(3000);
    expect(delaiReessai(1, 600, 500)).toBe(60_000);
    expect(delaiReessai(2, 0, 500)).toBe(0); // "Retry-After: 0": at once
    expect(delaiReessai(2, -1, 500)).toBe(1000); // a negative one is ignored: 500 x 2
  });

  it("creates what is new or gone, updates what changed, deletes what is no longer marked", () => {
    const plan = planSync(
      [
        { cle: "nouveau", empreinte: "a", memo: null },
        { cle: "inchange", empreinte: "b", memo: { wpId: 2, empreinte: "b" } },
        { cle: "change", empreinte: "c2", memo: { wpId: 3, empreinte: "c1" } },
        { cle: "disparu", empreinte: "d", memo: { wpId: 4, empreinte: "d" } },
      ],
      new Set([2, 3, 5]),
      [
        { cle: "retire", wpId: 5 },
        { cle: "deja-parti", wpId: 6 },
      ],
    );
    expect(plan).toEqual({
      creer: ["nouveau", "disparu"],
      modifier: [{ cle: "change", wpId: 3 }],
      supprimer: [{ cle: "retire", wpId: 5 }],
    });
  });
});

describe("what is sent to WooCommerce", () => {
  const cv = {
    idCv: 7,
    ref: "BG1001",
    ligne: "Éternité",
    image: "bg1001.jpg",
    centres: [
      { idCentre: 11, ref: "BG1001-52", description: "Bague or jaune T52", prix: "450.00", poidsG: "3.20" },
      { idCentre: 12, ref: "BG1001-54", description: "Bague or jaune T54", prix: "460.00", poidsG: null },
    ],
  };

  it("a centre vide is a variable product, published, named after its line and ref", () => {
    expect(produitWoo(cv, 90)).toEqual({
      name: "Éternité BG1001",
      sku: "BG1001",
      type: "variable",
      status: "publish",
      images: [{ id: 90 }],
      attributes: [
        { name: "Référence", visible: true, variation: true, options: ["BG1001-52", "BG1001-54"] },
      ],
    });
  });

  it("without a line it is named after its ref; without a media, no image", () => {
    expect(produitWoo({ ...cv, ligne: null }, null)).toMatchObject({ name: "BG1001", images: [] });
  });

  it("a centre is a variation, its weight sent only when known", () => {
    expect(variationWoo(cv.centres[0]!)).toEqual({
      sku: "BG1001-52-11",
      description: "Bague or jaune T52",
      regular_price: "450.00",
      weight: "3.20",
      attributes: [{ name: "Référence", option: "BG1001-52" }],
    });
    expect(variationWoo(cv.centres[1]!)).toEqual({
      sku: "BG1001-54-12",
      description: "Bague or jaune T54",
      regular_price: "460.00",
      attributes: [{ name: "Référence", option: "BG1001-54" }],
    });
  });
});
