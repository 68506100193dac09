import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { piecesEnStock } from "./pieces.ts";

/**
 * /reservation's pieces (spec 02 section 4.5, issue 28.2): a free stock piece reserved for an identical
 * order, or for a near one once confirmed, and released. On an empty database: each test makes the
 * pieces, products and orders of its story with the factory (issue 27.5), so every expected value is
 * written out.
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

describe("/reservation (spec 02 section 4.5)", () => {
  /** A free stock piece of a product, size 52 in yellow gold 750, and two open orders identical to it. */
  async function cas() {
    const produit = await f.newProduit();
    const shop = await f.newClient();
    const [piece] = await pieces(1, { produit, typeMetal: 1, dim: "52" });
    const commande = await f.newOf({ statut: 200, produit, client: shop, typeMetal: 1, dim: "52" });
    const autre = await f.newOf({ statut: 50, produit, client: shop, typeMetal: 1, dim: "52" });
    return { piece: piece!, commande, autre };
  }

  it("reserves a free piece for an order, refuses a second order, and releases it", async () => {
    const c = await cas();
    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows.map((r: { of: number }) => r.of)).toEqual([c.piece]);
    const ok = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`OF ${c.piece} réservé pour la commande ${c.commande}.`);
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.autre });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} est déjà réservé pour la commande ${c.commande}.`);
    const cmd = (await call("GET", `/api/stock/reservation/commandes?of=${c.commande}`)).json();
    expect(cmd.rows[0]).toMatchObject({ of: c.commande, pieceReservee: c.piece });
    const comptes = (await call("GET", "/api/stock/reservation/comptes")).json();
    expect(comptes.reserves).toBe(1);
    const off = await call("POST", "/api/stock/dereservation", { piece: c.piece });
    expect(off.json().message).toBe(`Réservation de l'OF ${c.piece} supprimée.`);
    const again = await call("POST", "/api/stock/dereservation", { piece: c.piece });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`L'OF ${c.piece} n'est pas réservé.`);
  });

  it("two people reserving the same piece for two orders at once: exactly one wins", async () => {
    const c = await cas();
    const [a, b] = await Promise.all([
      call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande }),
      call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.autre }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const r = await f.one<{ r: number }>(
      sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`,
    );
    expect([c.commande, c.autre]).toContain(r.r);
    await call("POST", "/api/stock/dereservation", { piece: c.piece });
  });

  it("refuses another product", async () => {
    const c = await cas();
    const autre = await f.newOf({ statut: 200, produit: await f.newProduit() });
    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: autre });
    expect(ko.statusCode).toBe(409);
    expect(ko.json().message).toBe(`L'OF ${c.piece} n'est pas le même produit que la commande ${autre}.`);
  });
});

describe("/reservation: an identical product is the same product, metal and finger size (issue 28.2)", () => {
  it("a platinum piece for a yellow-gold order is a near match: listed apart with its difference, reserved only once confirmed", async () => {
    // Yellow gold 750 (1) size 52 ordered; platinum 950 (5) size 52 in stock.
    const produit = await f.newProduit();
    const [piece] = await pieces(1, { produit, typeMetal: 5, dim: "52" });
    const commande = await f.newOf({ statut: 200, produit, typeMetal: 1, dim: "52" });
    const c = { piece: piece!, commande };

    const identiques = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(identiques.rows).toEqual([]);
    const proches = (
      await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}&proches=1&pageSize=100`)
    ).json();
    expect(proches.rows).toHaveLength(1);
    expect(proches.rows[0]).toMatchObject({
      of: c.piece,
      metal: "PLATINE 950",
      dim: "52",
      ecart: "Métal : PLATINE 950 au lieu de OR JAUNE 750",
    });

    const ko = await call("POST", "/api/stock/reservation", { piece: c.piece, commande: c.commande });
    expect(ko.statusCode).toBe(409);
    expect(ko.json()).toMatchObject({
      code: "PRODUIT_PROCHE",
      message: `L'OF ${c.piece} n'est pas identique à la commande ${c.commande} (Métal : PLATINE 950 au lieu de OR JAUNE 750). Réserver quand même ?`,
    });
    expect(await f.one(sql`select of_reservation as r from "of" where num_sachet = ${c.piece}`)).toEqual({
      r: null,
    });

    // Another finger size is a near match too; a size typed with a space is the same size.
    const piece54 = (await pieces(1, { produit, typeMetal: 1, dim: "54" }))[0]!;
    const taille = await call("POST", "/api/stock/reservation", { piece: piece54, commande: c.commande });
    expect(taille.json().message).toBe(
      `L'OF ${piece54} n'est pas identique à la commande ${c.commande} (Doigt : 54 au lieu de 52). Réserver quand même ?`,
    );
    const piece52 = (await pieces(1, { produit, typeMetal: 1, dim: " 52" }))[0]!;
    const id2 = (await call("GET", `/api/stock/reservation/identiques?commande=${c.commande}`)).json();
    expect(id2.rows.map((r: { of: number }) => r.of)).toEqual([piece52]);

    const ok = await call("POST", "/api/stock/reservation", {
      piece: c.piece,
      commande: c.commande,
      confirme: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(`OF ${c.piece} réservé pour la commande ${c.commande}.`);
    await call("POST", "/api/stock/dereservation", { piece: c.piece });
  });
});
