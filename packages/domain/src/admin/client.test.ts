import { describe, expect, it } from "vitest";
import { type Client, selectableOnOf, wouldCreateCycle } from "./client.ts";

const c = (id: number, idParent: number | null, isParent: boolean, actif = true): Client => ({
  id,
  label: `C${id}`,
  idParent,
  nomAgence: `Agence ${id}`,
  adresse: "",
  cp: "",
  ville: "",
  actif,
  isParent,
});

describe("clients offered on OF forms", () => {
  it("offers only clients that are not the parent of another, and active", () => {
    const all = [c(1, null, true), c(2, 1, false), c(3, 1, false, false), c(4, null, false)];
    expect(selectableOnOf(all).map((x) => x.id)).toEqual([2, 4]);
  });
});

describe("client tree cycles", () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
  ]);
  it.each([
    [1, 3, true],
    [1, 1, true],
    [3, 1, false],
    [2, null, false],
    [4, 3, false],
  ])("attaching %i under %s -> cycle %s", (id, parent, expected) => {
    expect(wouldCreateCycle(parents, id, parent)).toBe(expected);
  });
});
