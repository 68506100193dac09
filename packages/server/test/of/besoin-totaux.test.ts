import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The stone needs (spec 03 section 2.14) on a small case built by the factory, the totals written by
 * hand (issue 31.3): the demo test only checks that the row equals totalBesoin() of its detail.
 *
 * Stones A and B, quality 1 (D IF). Product P1 needs 3 A of 0.150 ct, 2 A of 0.085 ct and 1 B of
 * 0.500 ct; product P2 needs 4 A of 0.200 ct. OFs, delivered in January 2030:
 *   o1 (P1, 10/01), o2 (P2, 12/01) count;
 *   o3 (P2) delivers in February, o4 (P1) is made (500), o5 (P1) has the client's stones: they do not.
 */

let t: TestApp;
let f: Fabrique;
const PERIODE = "debut=2030-01-01&fin=2030-01-31";
let a: number;
let b: number;
const of: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  a = await f.newPierre({ description: "Saphir besoin", idQual: 1 });
  b = await f.newPierre({ description: "Rubis besoin", idQual: 1, typePier: 2 });
  const p1 = await f.newProduit();
  const p2 = await f.newProduit();
  await t.database.db.execute(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r) values
    (${p1}, ${a}, 1, 3, 0.150), (${p1}, ${a}, 1, 2, 0.085), (${p1}, ${b}, 1, 1, 0.500), (${p2}, ${a}, 1, 4, 0.200)`);
  of.o1 = await f.newOf({ produit: p1 });
  of.o2 = await f.newOf({ produit: p2 });
  of.o3 = await f.newOf({ produit: p2 });
  of.o4 = await f.newOf({ produit: p1, statut: 500 });
  of.o5 = await f.newOf({ produit: p1 });
  const livrer = (n: number, d: string) =>
    t.database.db.execute(sql`update "of" set date_livr = ${d} where num_sachet = ${n}`);
  await livrer(of.o1, "2030-01-10");
  await livrer(of.o2, "2030-01-12");
  await livrer(of.o3, "2030-02-03");
  await livrer(of.o4, "2030-01-11");
  await livrer(of.o5, "2030-01-11");
  await t.database.db.execute(sql`update "of" set pierres_clt = 1 where num_sachet = ${of.o5}`);
});
afterAll(() => t.close());

interface Ligne {
  cle: string;
  description: string;
  quantite: number;
  poidsTotal: string;
  nbOf: number;
}

describe("GET /api/of/besoins on a hand-made case", () => {
  it("sums the stones and carats of the OFs to make in the period, per stone and quality", async () => {
    const res = await f.call("GET", `/api/of/besoins?${PERIODE}`);
    expect(res.statusCode, res.body).toBe(200);
    const lignes = (res.json().lignes as Ligne[]).map((l) => [
      l.cle,
      l.description,
      l.quantite,
      l.poidsTotal,
      l.nbOf,
    ]);
    expect(lignes).toEqual([
      // B: o1 only, 1 stone of 0.500 ct.
      [`${b}-1`, "Rubis besoin – D IF", 1, "0.500", 1],
      // A: o1 3 + 2 = 5 stones, 0.150 + 0.085 = 0.235 ct; o2 4 stones, 0.200 ct: 9 stones, 0.435 ct, 2 OFs.
      [`${a}-1`, "Saphir besoin – D IF", 9, "0.435", 2],
    ]);
  });

  it("details one row by OF, by delivery date, each with its own stones and carats", async () => {
    const res = await f.call("GET", `/api/of/besoins/detail?${PERIODE}&cle=${a}-1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (res.json() as { numSachet: number; dateLivr: string; quantite: number; poids: string }[]).map((o) => [
        o.numSachet,
        o.dateLivr,
        o.quantite,
        o.poids,
      ]),
    ).toEqual([
      [of.o1, "2030-01-10", 5, "0.235"],
      [of.o2, "2030-01-12", 4, "0.200"],
    ]);
  });

  it("takes February's OF when the period reaches it", async () => {
    const res = await f.call("GET", "/api/of/besoins?debut=2030-01-01&fin=2030-02-28");
    // A: 9 stones 0.435 ct as above + o3's 4 stones 0.200 ct = 13 stones, 0.635 ct, 3 OFs.
    expect((res.json().lignes as Ligne[]).map((l) => [l.cle, l.quantite, l.poidsTotal, l.nbOf])).toEqual([
      [`${b}-1`, 1, "0.500", 1],
      [`${a}-1`, 13, "0.635", 3],
    ]);
  });
});
