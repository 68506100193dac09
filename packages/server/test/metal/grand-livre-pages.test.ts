import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The ledger's pages past the first (issue 29.3): each source of a tab is read in its own index order
 * and merged, and a page's running balance starts from the sum of every row before its first, across
 * both sources of the CLAL tab, the CLAL rows of a day before the suppliers' of the same day.
 */

let t: TestApp;
let f: Fabrique;
const ids: Record<string, number> = {};

const clal = async (date: string, montants: { entreeOrFin?: string; sortieOr750?: string }) => {
  const res = await f.call(
    "POST",
    "/api/metal/mouvements/clal",
    {
      date,
      designation: "Lingot",
      metalId: 1,
      entreeOrFin: "",
      sortieOr750: "",
      sortieOrFin: "",
      ...montants,
    },
    "direction",
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  const fournisseur = await f.newFournisseur();
  // The refiner the police register names the CLAL rows with (setting fournisseurAffineur, 0036).
  await t.database.db.execute(sql`insert into parametre (cle, valeur) values ('fournisseurAffineur', ${String(fournisseur)})
    on conflict (cle) do update set valeur = excluded.valeur`);
  // Before the start date: 50 g bought from the CLAL, 5 g entered from the supplier (a CLAL exit).
  ids.c0 = await clal("2025-12-30", { entreeOrFin: "50" });
  ids.s0 = await f.newMouvementOr({ fournisseur, date: "2025-12-31", entreeOrFin: "5" });
  // The supplier's row is written first, the CLAL rows of the same day after it: the ledger still
  // puts the CLAL rows first on that day (source order), then the supplier's.
  ids.s1 = await f.newMouvementOr({ fournisseur, date: "2026-01-05", entreeOrFin: "20" });
  ids.c1 = await clal("2026-01-05", { entreeOrFin: "100" });
  ids.c2 = await clal("2026-01-05", { sortieOr750: "40" });
  ids.s2 = await f.newMouvementOr({ fournisseur, date: "2026-01-06", entreeOrFin: "10" });
  ids.c3 = await clal("2026-01-07", { entreeOrFin: "7" });
});
afterAll(() => t.close());

interface Ligne {
  cle: string;
  entree: string;
  sortie: string;
  solde: string;
}
const page = async (qs: string) => {
  const res = await f.call("GET", `/api/metal/mouvements?debut=2026-01-01&metal=1&${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  const { rows, total } = res.json() as { rows: Ligne[]; total: number };
  return { total, rows: rows.map((r) => [r.cle, r.entree, r.sortie, r.solde]) };
};

describe("the ledger's pages, from the start date", () => {
  it("CLAL tab, two rows a page: each page's balance carries every row before it, whatever its source", async () => {
    // Opening 50 − 5 = 45.00; 2026-01-05: CLAL +100 (145.00), CLAL −0.75 × 40 = −30 (115.00), then the
    // supplier's 20 (95.00); 2026-01-06 the supplier's 10 (85.00); 2026-01-07 CLAL +7 (92.00).
    expect(await page("onglet=clal&pageSize=2&page=0")).toEqual({
      total: 5,
      rows: [
        [`clal-${ids.c1}`, "100.00", "0.00", "145.00"],
        [`clal-${ids.c2}`, "0.00", "30.00", "115.00"],
      ],
    });
    expect(await page("onglet=clal&pageSize=2&page=1")).toEqual({
      total: 5,
      rows: [
        [`fournisseur-${ids.s1}`, "0.00", "20.00", "95.00"],
        [`fournisseur-${ids.s2}`, "0.00", "10.00", "85.00"],
      ],
    });
    expect(await page("onglet=clal&pageSize=2&page=2")).toEqual({
      total: 5,
      rows: [[`clal-${ids.c3}`, "7.00", "0.00", "92.00"]],
    });
  });

  it("supplier tab, one row a page: the second page starts from 5 + 20 = 25.00", async () => {
    expect(await page("onglet=fournisseurs&pageSize=1&page=1")).toEqual({
      total: 2,
      rows: [[`fournisseur-${ids.s2}`, "10.00", "0.00", "35.00"]], // 25 + 10, no loss
    });
  });

  it("a page past the last is empty, its total still counted", async () => {
    expect(await page("onglet=clal&pageSize=2&page=3")).toEqual({ total: 5, rows: [] });
  });
});
