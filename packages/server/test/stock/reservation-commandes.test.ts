import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /reservation's orders (issue 29.3): per open order the count of identical free stock pieces (same
 * product, metal and finger size, spaces and case ignored) and the piece reserved for it, with the
 * Réservable / Réservé filters and their counts, on a base holding only these rows.
 */

let t: TestApp;
let f: Fabrique;
const n: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  await f.clientStock();
  const bague = await f.newProduit();
  const autre = await f.newProduit();
  const shop = await f.newClient();
  const piece = (dim: string) => f.newOf({ statut: 650, produit: bague, typeMetal: 1, dim });
  // Orders: X (ring, gold, 52), Y (ring, gold, 54), Z (another product).
  n.x = await f.newOf({ statut: 200, produit: bague, client: shop, typeMetal: 1, dim: "52" });
  n.y = await f.newOf({ statut: 50, produit: bague, client: shop, typeMetal: 1, dim: "54" });
  n.z = await f.newOf({ statut: 200, produit: autre, client: shop, typeMetal: 1, dim: "52" });
  // Stock: two free 52s (one typed "5 2"), one free 54, one 52 reserved for X, one 52 in platinum (a
  // near match, not identical).
  n.p1 = await piece("52");
  n.p2 = await piece("5 2");
  n.p3 = await piece("54");
  n.p4 = await piece("52");
  await f.newOf({ statut: 650, produit: bague, typeMetal: 5, dim: "52" });
  const res = await f.call("POST", "/api/stock/reservation", { piece: n.p4, commande: n.x });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

const commandes = async (qs: string) => {
  const res = await f.call("GET", `/api/stock/reservation/commandes?sort=of&dir=asc&${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  const { rows, total } = res.json() as {
    rows: { of: number; reservables: number; pieceReservee: number | null }[];
    total: number;
  };
  return { total, rows: rows.map((r) => [r.of, r.reservables, r.pieceReservee]) };
};

describe("/reservation: the orders", () => {
  it("counts each order's free identical pieces and shows the piece reserved for it", async () => {
    // X: p1 and p2 ("5 2" is 52); p4 is reserved, so not free. Y: p3. Z: none of its product.
    expect(await commandes("")).toEqual({
      total: 3,
      rows: [
        [n.x, 2, n.p4],
        [n.y, 1, null],
        [n.z, 0, null],
      ],
    });
  });

  it.each([
    ["reservable=1", ["x", "y"]],
    ["reservable=0", ["z"]],
    ["reserve=1", ["x"]],
    ["reserve=0", ["y", "z"]],
    ["reservable=1&reserve=0", ["y"]],
  ])("filters %s: orders %j", async (qs, attendus) => {
    const { rows, total } = await commandes(qs);
    expect(rows.map((r) => r[0])).toEqual(attendus.map((k) => n[k]));
    expect(total).toBe(attendus.length);
  });

  it("counts the reservable and the reserved orders", async () => {
    const res = await f.call("GET", "/api/stock/reservation/comptes");
    expect(res.json()).toEqual({ reservables: 2, reserves: 1 });
  });
});
