import { describe, expect, it } from "vitest";
import { aReessayer, delaiReessai, lots, planSync, WP_ETAPES } from "./wp.ts";

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
