import { addDays, MSG_BESOIN_CLE_INVALIDE, toIsoDate } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The stone needs (spec 03 section 2.14) on a small case built by the factory (issue 27.5), the totals
 * written by hand (issue 31.3).
 *
 * Stones A and B, quality 1 (D IF). Product P1 needs 3 A of 0.150 ct, 2 A of 0.085 ct and 1 B of
 * 0.500 ct; product P2 needs 4 A of 0.200 ct. OFs, delivered in January 2030:
 *   o1 (P1, 10/01, shop X), o2 (P2, 12/01, shop Y) count;
 *   o3 (P2) delivers in February, o4 (P1) is made (500), o5 (P1) has the client's stones: they do not.
 */

let t: TestApp;
let f: Fabrique;
const PERIODE = "debut=2030-01-01&fin=2030-01-31";
let a: number;
let b: number;
let x: number;
const of: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  a = await f.newPierre({ description: "Saphir besoin", idQual: 1 });
  b = await f.newPierre({ description: "Rubis besoin", idQual: 1, typePier: 2 });
  const p1 = await f.newProduit();
  const p2 = await f.newProduit();
  await f.rows(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r) values
    (${p1}, ${a}, 1, 3, 0.150), (${p1}, ${a}, 1, 2, 0.085), (${p1}, ${b}, 1, 1, 0.500), (${p2}, ${a}, 1, 4, 0.200)`);
  x = await f.newClient({ nomAgence: "Bijouterie X" });
  const y = await f.newClient({ nomAgence: "Bijouterie Y" });
  of.o1 = await f.newOf({ produit: p1, client: x });
  of.o2 = await f.newOf({ produit: p2, client: y });
  of.o3 = await f.newOf({ produit: p2, client: y });
  of.o4 = await f.newOf({ produit: p1, client: x, statut: 500 });
  of.o5 = await f.newOf({ produit: p1, client: x });
  const livrer = (n: number | undefined, d: string) =>
    f.rows(sql`update "of" set date_livr = ${d} where num_sachet = ${n}`);
  await livrer(of.o1, "2030-01-10");
  await livrer(of.o2, "2030-01-12");
  await livrer(of.o3, "2030-02-03");
  await livrer(of.o4, "2030-01-11");
  await livrer(of.o5, "2030-01-11");
  await f.rows(sql`update "of" set pierres_clt = 1 where num_sachet = ${of.o5}`);
});
afterAll(() => t.close());

interface Ligne {
  cle: string;
  description: string;
  quantite: number;
  poidsTotal: string;
  nbOf: number;
}
const besoins = async (query: string) => {
  const res = await f.call("GET", `/api/of/besoins?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().lignes as Ligne[]).map((l) => [l.cle, l.description, l.quantite, l.poidsTotal, l.nbOf]);
};
const detail = async (cle: string, periode = PERIODE) => {
  const res = await f.call("GET", `/api/of/besoins/detail?${periode}&cle=${cle}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { numSachet: number; dateLivr: string; quantite: number; poids: string }[]).map(
    (o) => [o.numSachet, o.dateLivr, o.quantite, o.poids],
  );
};

describe("GET /api/of/besoins", () => {
  it("opens on today .. today + 14 days", async () => {
    const today = toIsoDate(new Date());
    const res = await f.call("GET", "/api/of/besoins");
    expect(res.statusCode).toBe(200);
    expect([res.json().debut, res.json().fin]).toEqual([today, addDays(today, 14)]);
  });

  it("sums the stones and carats of the OFs to make in the period, per stone and quality", async () => {
    expect(await besoins(PERIODE)).toEqual([
      // B: o1 only, 1 stone of 0.500 ct.
      [`${b}-1`, "Rubis besoin – D IF", 1, "0.500", 1],
      // A: o1 3 + 2 = 5 stones, 0.150 + 0.085 = 0.235 ct; o2 4 stones, 0.200 ct: 9 stones, 0.435 ct, 2 OFs.
      [`${a}-1`, "Saphir besoin – D IF", 9, "0.435", 2],
    ]);
  });

  it("details one row by OF, by delivery date, each with its own stones and carats", async () => {
    expect(await detail(`${a}-1`)).toEqual([
      [of.o1, "2030-01-10", 5, "0.235"],
      [of.o2, "2030-01-12", 4, "0.200"],
    ]);
  });

  it("gives each need's totals equal to the sums of its OFs", async () => {
    // B: o1's 1 stone of 0.500 ct is the row's 1 stone, 0.500 ct, 1 OF (A's 5 + 4 = 9 stones, 0.235 +
    // 0.200 = 0.435 ct is checked by the two tests above).
    expect(await detail(`${b}-1`)).toEqual([[of.o1, "2030-01-10", 1, "0.500"]]);
    expect((await besoins(PERIODE))[0]).toEqual([`${b}-1`, "Rubis besoin – D IF", 1, "0.500", 1]);
  });

  it("counts only OFs not yet made, whose stones the client does not supply, in the period", async () => {
    // o3 (February), o4 (made, 500) and o5 (client's stones) are in no row's detail.
    const nums = [...(await detail(`${a}-1`)), ...(await detail(`${b}-1`))].map(([n]) => n);
    expect(new Set(nums)).toEqual(new Set([of.o1, of.o2]));
  });

  it("takes February's OF when the period reaches it", async () => {
    // A: 9 stones 0.435 ct as above + o3's 4 stones 0.200 ct = 13 stones, 0.635 ct, 3 OFs.
    expect(await besoins("debut=2030-01-01&fin=2030-02-28")).toEqual([
      [`${b}-1`, "Rubis besoin – D IF", 1, "0.500", 1],
      [`${a}-1`, "Saphir besoin – D IF", 13, "0.635", 3],
    ]);
  });

  it("narrows to a client", async () => {
    // Shop X: o1 alone (5 A of 0.235 ct, 1 B of 0.500 ct); o4 and o5 of X do not count.
    expect(await besoins(`${PERIODE}&client=${x}`)).toEqual([
      [`${b}-1`, "Rubis besoin – D IF", 1, "0.500", 1],
      [`${a}-1`, "Saphir besoin – D IF", 5, "0.235", 1],
    ]);
  });

  it("refuses an unknown key and an inverted period, in French", async () => {
    const cle = await f.call("GET", `/api/of/besoins/detail?${PERIODE}&cle=abc`);
    expect(cle.statusCode).toBe(400);
    expect(cle.json().message).toBe(MSG_BESOIN_CLE_INVALIDE);
    const inverse = await f.call("GET", "/api/of/besoins?debut=2030-02-01&fin=2030-01-01");
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe("La date de début doit précéder la date de fin.");
    // Only the end given, before today: the default start would invert it.
    const fin = await f.call("GET", `/api/of/besoins?fin=${addDays(toIsoDate(new Date()), -1)}`);
    expect(fin.statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/of/besoins" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/of/besoins/detail?cle=1-0" })).statusCode).toBe(
      401,
    );
  });
});
