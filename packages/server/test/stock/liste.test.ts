import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { piecesEnStock } from "./pieces.ts";

/**
 * The finished-product stock (spec 02 sections 2.12, 2.13; spec 03 section 2.16): the list /api/stock,
 * its filters, CSV export and sums, the valuation, and a tray counted by scanner. On an empty database:
 * each test makes the pieces and trays of its story with the factory (issue 27.5), so every expected
 * value is written out.
 */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => f.call(method, url, payload);

const pieces = (n: number, o: Parameters<Fabrique["newOf"]>[0] = {}) => piecesEnStock(f, n, o);

describe("GET /api/stock and its summaries", () => {
  it("filters by OF, ref and tray, and exports the 17 columns", async () => {
    const produit = await f.newProduit({ ref: "JONC-FILTRE" });
    const [a, b] = await pieces(2, { produit });
    const [autre] = await pieces(1);
    const plateau = await f.newPlateau("FILTRE");
    for (const n of [a, b])
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "JONC",
        prixFact: "1234,40",
        poids: "3,250",
        plateau,
      });
    const byOf = (await call("GET", `/api/stock?of=${a}`)).json();
    expect(byOf.total).toBe(1);
    expect(byOf.rows[0]).toMatchObject({ of: a, idPlateau: plateau, plateau: "FILTRE" });
    const byTray = (await call("GET", `/api/stock?plateau=${plateau}`)).json();
    expect(byTray.rows.map((r: { of: number }) => r.of)).toEqual([a, b]);
    const byRef = (await call("GET", "/api/stock?ref=jonc-f")).json();
    expect(byRef.rows.map((r: { of: number }) => r.of)).toEqual([a, b]);
    expect(byRef.rows.map((r: { of: number }) => r.of)).not.toContain(autre);
    const csv = await call("GET", "/api/stock?format=csv");
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      "\ufeffOf;Metal;Type;Stade;Ref;Description;Description Site;Etiquette;Poids;Doigt;Prix Fab;Prix;Prix Fiche;Lieu;Date Entree;Plateau;Reservation",
    );
    expect((await call("GET", "/api/stock?sort=num_sachet")).statusCode).toBe(400);
  });

  it("sums the filtered set and the selection on the server", async () => {
    const plateau = await f.newPlateau("SOMMES");
    const sel = await pieces(3, { stock: { prixFact: "1000,10", prixR: "400,05", poids: "2,5" } });
    for (const n of sel)
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "SOMME",
        prixFact: "1000,10",
        poids: "2,5",
        plateau,
      });
    const filtre = (await call("GET", `/api/stock/resume?plateau=${plateau}`)).json();
    expect(filtre).toMatchObject({
      nombre: 3,
      prixRevient: "1200.15",
      prixVente: "3000.30",
      poidsTotal: "7.500",
    });
    const r = (await call("POST", "/api/stock/resume", { ofs: sel.slice(0, 2) })).json();
    expect(r).toMatchObject({ nombre: 2, prixRevient: "800.10", prixVente: "2000.20", poidsTotal: "5.000" });
  });
});

describe("valuation and tray count", () => {
  it("values the stock for roles 1 and 6 (Compta, spec 03 section 2.16)", async () => {
    expect((await call("GET", "/api/stock/valorisation")).statusCode).toBe(200);
    const v = (await f.call("GET", "/api/stock/valorisation", undefined, "direction")).json();
    const p = await f.one<{ r: string }>(sql`
      select coalesce(sum(o.prix_r), 0)::numeric(14,2)::text as r from new_stock_prod s join "of" o on o.num_sachet = s."of"
      join type_metal tm on tm.id_type = o.type_metal where o.statut = 650 and tm.description not ilike 'argent%'`);
    expect(v.produits.totalRevient).toBe(p.r);
    expect(v.metal.cours).toMatch(/^\d/);
    expect(Number(v.total)).toBeGreaterThanOrEqual(Number(v.produits.totalRevient));
  });

  it("counts a tray by scanner and records the count", async () => {
    const tray = await f.newPlateau("INVENTAIRE");
    const on = await pieces(3);
    for (const n of on)
      await call("PUT", `/api/stock/${n}`, {
        ref1: null,
        labelProduit: "INV",
        prixFact: "1234,40",
        poids: "3,250",
        plateau: tray,
      });
    const foreign = await f.newOf({ statut: 600 });
    const res = await call("POST", `/api/stock/plateaux/${tray}/inventaire`, {
      scannes: [on[1], on[2], foreign],
      enregistrer: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ manquants: [on[0]], etrangers: [foreign], enregistre: true });
    expect(await f.rows(sql`select id_plateau from inventaire_plateau where id_plateau = ${tray}`)).toEqual([
      { id_plateau: tray },
    ]);
  });
});
