import { describe, expect, it } from "vitest";
import { type Client, parentsInterdits, selectableOnOf, wouldCreateCycle } from "./client.ts";

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

describe("parents a client cannot take", () => {
  // 1 > 2 > 3, 1 > 4; 5 alone; 6 under a parent that is not in the list.
  const clients = [
    { id: 1, idParent: null },
    { id: 2, idParent: 1 },
    { id: 3, idParent: 2 },
    { id: 4, idParent: 1 },
    { id: 5, idParent: null },
    { id: 6, idParent: 99 },
  ];
  it.each([
    [1, [1, 2, 3, 4]],
    [2, [2, 3]],
    [3, [3]],
    [5, [5]],
    [6, [6]],
    [42, [42]],
  ])("client %i: not under %j", (id, interdits) => {
    expect([...parentsInterdits(clients, id)].sort((a, b) => a - b)).toEqual(interdits);
  });

  it("refuses on the server exactly what the picker leaves out", () => {
    const parentOf = new Map(clients.map((x) => [x.id, x.idParent]));
    for (const { id } of clients) {
      const interdits = parentsInterdits(clients, id);
      for (const parent of clients) {
        expect(wouldCreateCycle(parentOf, id, parent.id)).toBe(interdits.has(parent.id));
      }
    }
  });
});
