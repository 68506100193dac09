import { describe, expect, it } from "vitest";
import {
  compareMouvements,
  grandLivre,
  type MouvementStocke,
  metalPourFournisseur,
  montantsSurOnglet,
  perteCentimes,
  sortieFournisseurCentimes,
  sortieOrFinClal,
  sortieOrFinDe750,
} from "./grand-livre.ts";

const OR = 1;
const mvt = (p: Partial<MouvementStocke>): MouvementStocke => ({
  source: "fournisseur",
  id: 1,
  date: "2026-01-10",
  metalId: OR,
  entreeOrFin: "0",
  sortieOr750: "0",
  sortieOrFin: "0",
  perte: "0",
  ...p,
});

describe("loss = round(base x loss% / 100), in cents", () => {
  it.each([
    [10000, "2.5", 250],
    [1234, "3", 37], // 37.02
    [1250, "3", 38], // 37.5 rounds half up
    [5000, "0", 0],
    [5000, "100", 5000],
  ])("%i cents at %s %% -> %i", (base, pct, perte) => {
    expect(perteCentimes(base, pct)).toBe(perte);
  });
});

describe("exit of a supplier row: 0.75 x sortie_or_750 for gold, unchanged otherwise", () => {
  it.each([
    ["100.00", OR, 7500],
    ["12.34", OR, 926], // 925.5 -> 926
    ["100.00", 3, 10000],
  ])("%s g of metal %i -> %i cents", (s750, metal, cents) => {
    expect(sortieFournisseurCentimes(s750, metal, OR)).toBe(cents);
  });
});

describe("CLAL form: Sortie Or Fin", () => {
  it.each([
    [OR, "100", null, "75.00"],
    [OR, "12.34", null, "9.26"],
    [OR, "100", "74.10", "74.10"], // typed by hand
    [3, "100", null, "100.00"],
    [3, "100", "50", "100.00"], // other metals: equal to sortie_or_750
  ])("metal %i, 750 %s, typed %s -> %s", (metal, s750, manuel, fin) => {
    expect(sortieOrFinClal(metal, OR, s750, manuel)).toBe(fin);
  });
  it("0.75 x with 2 decimals", () => expect(sortieOrFinDe750("1.01")).toBe("0.76"));
});

describe("supplier selection in create mode", () => {
  const s = { fournisseurMetalSpecial: 12, metalFournisseurSpecial: 3, metalParDefaut: 1 };
  it.each([
    [12, 3],
    [11, 1],
    [13, 1],
  ])("supplier %i -> metal %i", (f, m) => expect(metalPourFournisseur(f, s)).toBe(m));
});

describe("what each tab counts", () => {
  it("CLAL tab: CLAL rows as they are, supplier rows only with entree_or_fin > 0 and as an exit, no customer rows", () => {
    expect(
      montantsSurOnglet("clal", mvt({ source: "clal", entreeOrFin: "10", sortieOrFin: "7.5" }), OR),
    ).toEqual({ entree: 1000, sortie: 750, pertePoids: 0 });
    expect(montantsSurOnglet("clal", mvt({ entreeOrFin: "40", perte: "2" }), OR)).toEqual({
      entree: 0,
      sortie: 4000,
      pertePoids: 0,
    });
    expect(montantsSurOnglet("clal", mvt({ sortieOr750: "40" }), OR)).toBeNull();
    expect(montantsSurOnglet("clal", mvt({ source: "client", entreeOrFin: "40" }), OR)).toBeNull();
  });
  it("supplier tab: entry, 0.75 x exit, loss on the entry", () => {
    expect(
      montantsSurOnglet("fournisseurs", mvt({ entreeOrFin: "75", sortieOr750: "100", perte: "2" }), OR),
    ).toEqual({ entree: 7500, sortie: 7500, pertePoids: 150 });
    expect(montantsSurOnglet("fournisseurs", mvt({ source: "client" }), OR)).toBeNull();
  });
  it("customer tab: loss on the exit when nothing comes in", () => {
    expect(
      montantsSurOnglet(
        "clients",
        mvt({ source: "client", sortieOr750: "20", sortieOrFin: "20", perte: "3" }),
        OR,
      ),
    ).toEqual({ entree: 0, sortie: 2000, pertePoids: 60 });
  });
});

describe("running balance per metal, rows by date then id", () => {
  it("entry - exit - loss, each metal on its own", () => {
    const rows = [
      mvt({ id: 3, date: "2026-01-12", entreeOrFin: "10", perte: "3" }), // +1000 - 30
      mvt({ id: 2, date: "2026-01-10", sortieOr750: "100" }), // -7500
      mvt({ id: 1, date: "2026-01-10", entreeOrFin: "100", perte: "2.5" }), // +10000 - 250
      mvt({ id: 4, date: "2026-01-11", metalId: 3, sortieOr750: "5" }), // platinum -500
    ];
    const l = grandLivre("fournisseurs", rows, OR);
    expect(l.map((r) => [r.id, r.solde])).toEqual([
      [1, 9750],
      [2, 2250],
      [4, -500],
      [3, 3220],
    ]);
  });
});

describe("the ledger's order and what a tab leaves out (case table)", () => {
  it.each([
    // a, b -> compareMouvements(a, b)
    [{ date: "2026-01-09" }, { date: "2026-01-10" }, -1],
    [{ date: "2026-01-11" }, { date: "2026-01-10" }, 1],
    [{ source: "clal" }, { source: "client" }, -2], // same day: CLAL 0 before client 2
    [{ source: "client" }, { source: "fournisseur" }, 1], // 2 - 1
    [{ id: 1 }, { id: 4 }, -3], // same day and source: by id, 1 - 4
    [{ id: 4 }, { id: 1 }, 3],
  ] as const)("%j against %j -> %i", (a, b, attendu) => {
    expect(compareMouvements(mvt(a), mvt(b))).toBe(attendu);
  });

  it("puts CLAL rows before supplier rows of the same day on the CLAL tab", () => {
    const rows = [
      mvt({ id: 1, entreeOrFin: "40" }), // supplier: an exit of 4000
      mvt({ id: 2, source: "clal", entreeOrFin: "10" }), // +1000
      mvt({ id: 3, source: "client", entreeOrFin: "5" }), // not counted on the CLAL tab
    ];
    // 0 + 1000 = 1000; 1000 - 4000 = -3000.
    expect(grandLivre("clal", rows, OR).map((r) => [r.source, r.id, r.solde])).toEqual([
      ["clal", 2, 1000],
      ["fournisseur", 1, -3000],
    ]);
  });

  it("counts only customer rows on the customer tab, the loss on the entry when there is one", () => {
    expect(montantsSurOnglet("clients", mvt({ entreeOrFin: "40" }), OR)).toBeNull();
    expect(
      montantsSurOnglet(
        "clients",
        mvt({ source: "client", entreeOrFin: "10", sortieOrFin: "20", perte: "3" }),
        OR,
      ),
    ).toEqual({ entree: 1000, sortie: 2000, pertePoids: 30 }); // 3 % of the entry 1000
  });

  it("takes a supplier row's loss on its entry, not on its exit", () => {
    // entry 10 g = 1000; exit 0.75 x 100 g = 7500; loss 2 % of 1000 = 20 (of 7500 it would be 150).
    expect(
      montantsSurOnglet("fournisseurs", mvt({ entreeOrFin: "10", sortieOr750: "100", perte: "2" }), OR),
    ).toEqual({ entree: 1000, sortie: 7500, pertePoids: 20 });
    // nothing comes in: the loss is on the exit, 2 % of 7500 = 150.
    expect(montantsSurOnglet("fournisseurs", mvt({ sortieOr750: "100", perte: "2" }), OR)).toEqual({
      entree: 0,
      sortie: 7500,
      pertePoids: 150,
    });
  });
});

// Equivalent mutants: compareMouvements' `a.date < b.date` made `<=` (equal dates never reach it); the `never`
// default of montantsSurOnglet emptied (2, unreachable: the tab is one of three).
