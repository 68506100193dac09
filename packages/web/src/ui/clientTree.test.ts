import type { Client } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { buildTreeItems, filterTree, parentPaths } from "./clientTree.ts";

const client = (id: number, nomAgence: string, idParent: number | null, isParent = false): Client => ({
  id,
  label: nomAgence.toUpperCase(),
  idParent,
  nomAgence,
  adresse: "",
  cp: "",
  ville: "",
  actif: true,
  isParent,
});

const clients = [
  client(1, "Groupe Nord", null, true),
  client(2, "Lille", 1, true),
  client(3, "Bijouterie Lille Centre", 2),
  client(4, "Société Arras", 1),
  client(5, "Indépendant", null),
  client(6, "Orphelin", 99),
];

describe("clientTree", () => {
  it("gives each client its group path", () => {
    const paths = parentPaths(clients);
    expect(paths.get(3)).toBe("Groupe Nord › Lille");
    expect(paths.get(4)).toBe("Groupe Nord");
    expect(paths.get(5)).toBe("");
    expect(paths.get(6)).toBe("");
  });

  it("survives a cycle", () => {
    const cyclic = [client(1, "A", 2), client(2, "B", 1)];
    expect(parentPaths(cyclic).get(1)).toBe("B");
    expect(buildTreeItems(cyclic).map((i) => i.id)).toEqual(["1", "2"]);
  });

  it("nests and sorts the tree; an unknown parent puts the client at the root", () => {
    const roots = buildTreeItems(clients);
    expect(roots.map((r) => r.label)).toEqual(["Groupe Nord", "Indépendant", "Orphelin"]);
    expect(roots[0]?.children.map((c) => c.label)).toEqual(["Lille", "Société Arras"]);
  });

  it("filters on the name without accents, keeping the groups open", () => {
    const { items, expanded } = filterTree(buildTreeItems(clients), "societe");
    expect(items.map((i) => i.label)).toEqual(["Groupe Nord"]);
    expect(items[0]?.children.map((c) => c.label)).toEqual(["Société Arras"]);
    expect(expanded).toEqual(["1"]);
  });
});
