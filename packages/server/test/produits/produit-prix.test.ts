import { MSG_RECHERCHE_PRODUIT_COURTE } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { centreDeTest, referencePierres } from "../pierres/fixtures.ts";

/**
 * The product search and price (spec 01 sections 5 and 9) on an empty database, at the rates of
 * migration 0002 (1.08 $/€, 0.95 €/min, 72 €/g, coefficient 2.2): the centre TSTP001 (pierres/fixtures)
 * and the factory's SOL-1 on a centre vide (issue 27.5), every figure worked out by hand.
 */

let t: TestApp;
let f: Fabrique;
let cookie: string;
let idCentre: number;
let idPierre: number;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("direction");
  const ref = await referencePierres(t);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/pierres",
    headers: { cookie },
    payload: {
      typePier: ref.typePier,
      forme: ref.forme,
      dim1: "9.61",
      coeff: "1.5",
      idQual: ref.qualites[0],
      euro: "1000",
    },
  });
  idPierre = created.json().idPier;
  idCentre = await centreDeTest(t, "TSTP001", idPierre, ref.qualites[0]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("GET /api/produits/recherche (spec 01 section 5)", () => {
  it("matches the first 4 characters of the ref, case-insensitive", async () => {
    const res = await get("/api/produits/recherche?q=tstp0");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { idCentre, ref: "TSTP001", description: "Bague test prix", refCv: null, imgCentre: null },
    ]);
    await f.newProduit({ ref: "SOL-1" });
    await f.newProduit({ ref: "BSOL-2" });
    const sol = (await get("/api/produits/recherche?q=sol")).json() as { ref: string }[];
    expect(sol.map((p) => p.ref)).toEqual(["SOL-1"]);
  });

  it("starts at 3 characters or the word sav, and treats % and _ literally", async () => {
    const short = await get("/api/produits/recherche?q=ts");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MSG_RECHERCHE_PRODUIT_COURTE);
    expect((await get("/api/produits/recherche?q=sav")).statusCode).toBe(200);
    expect((await get("/api/produits/recherche?q=%25%25%25")).json()).toEqual([]);
  });
});

describe("GET /api/produits/:idCentre/prix", () => {
  it("answers the whole breakdown with exact decimals", async () => {
    const res = await get(`/api/produits/${idCentre}/prix`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cours).toEqual({
      euroDollar: "1.0800",
      mainOeuvre: "0.9500",
      metalGramme: "72.0000",
      coefficient: "2.2000",
    });
    // 100 min x 0.95; 3000 mg x 72 / 1000; 2000 mg / 1000 x 72 x 0.25; then x 2.2.
    expect(body.prix.piece).toEqual({
      mainOeuvre: "95.00",
      metal: "216.00",
      faconFonte: "36.00",
      serti: "40.00",
      divers: "10.00",
      revient: "397.00",
      prix: "873.40",
    });
    expect(body.pierres).toHaveLength(1);
    expect(body.pierres[0]).toMatchObject({
      qte: 1,
      pdsR: "0.500",
      euro: "1000.0000",
      centre: 1,
      revient: "500.00",
      prix: "750.00",
      sansTarif: false,
    });
    expect(body.prix).toMatchObject({
      total3: "1623.40",
      revientPiece: "897.00",
      margePiece: 45,
      pierresCentre: { revient: "500.00", prix: "750.00" },
      pierresEntourage: { revient: "0.00", prix: "0.00" },
      // No centre vide: the centre's labour, metal, façon and setting: 387.00 x 2.2.
      revientCv: "387.00",
      totalcv: "851.40",
      revientMfs: "252.00",
      totalMfs: "554.40",
    });
    expect(body.prixStade).toEqual({ prix: "1623.40", revient: "897.00", retenu: "piece" });
    expect(body.produit).toMatchObject({ ref: "TSTP001", idStade: 2, refCv: null });
  });

  it("prices a product with its centre vide and stones", async () => {
    // Centre vide CV-TEST: façon 60 min, metal 2500 mg, façon sur fonte 1000 mg, minimum setting 20.00.
    const cv = await f.one<{ id: number }>(sql`
      insert into centre_vide (ref, facon, facon_fonte, poids_metal, serti_min)
      values ('CV-TEST', 60, 1000, 2500, 20) returning id_cv as id`);
    const centre = await f.newProduit({ ref: "CVP-1" });
    await f.rows(sql`update centre set id_cv = ${cv.id} where id_centre = ${centre}`);
    // Setting: 4 stones of the 1000 €/ct stone (coefficient 1.5), 0.200 ct in all, not the centre stone.
    await f.rows(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r, centre)
      values (${centre}, ${idPierre}, 1, 4, 0.2, 0)`);
    const body = (await get(`/api/produits/${centre}/prix`)).json();
    // The piece is the factory's centre as above: 397.00, 873.40. The stones: 0.200 ct x 1000 = 200.00,
    // x 1.5 = 300.00. Total 873.40 + 300.00 = 1173.40, cost 397.00 + 200.00 = 597.00.
    // Centre vide: 60 x 0.95 = 57.00, 2.5 g x 72 = 180.00, 1 g x 72 x 0.25 = 18.00, setting 20.00:
    // 275.00 x 2.2 = 605.00; MFS: 180.00 + 18.00 = 198.00 x 2.2 = 435.60.
    expect(body.pierres).toMatchObject([{ qte: 4, centre: 0, revient: "200.00", prix: "300.00" }]);
    expect(body.prix).toMatchObject({
      total3: "1173.40",
      revientPiece: "597.00",
      pierresCentre: { revient: "0.00", prix: "0.00" },
      pierresEntourage: { revient: "200.00", prix: "300.00" },
      revientCv: "275.00",
      totalcv: "605.00",
      revientMfs: "198.00",
      totalMfs: "435.60",
    });
    expect(body.produit).toMatchObject({ ref: "CVP-1", refCv: "CV-TEST" });
  });

  it("prices again after each write to its inputs, and as before once they are restored", async () => {
    // The engine is remembered by its inputs (produits/prix-memo.ts): a write must never leave a stale price.
    const prix = async () => (await get(`/api/produits/${idCentre}/prix`)).json().prix;
    expect((await prix()).total3).toBe("1623.40");
    await f.rows(sql`update cours set valeur = 2.5 where id_cours = 8`);
    // Coefficient 2.5: piece 397.00 x 2.5 = 992.50, the stone still 750.00: 1742.50;
    // centre vide 387.00 x 2.5 = 967.50; MFS 252.00 x 2.5 = 630.00.
    expect(await prix()).toMatchObject({ total3: "1742.50", totalcv: "967.50", totalMfs: "630.00" });
    await f.rows(sql`update tarifs set euro = 1200 where id_pier = ${idPierre}`);
    // The stone: 0.500 ct x 1200 = 600.00, x 1.5 = 900.00; 992.50 + 900.00 = 1892.50.
    expect((await prix()).total3).toBe("1892.50");
    await f.rows(sql`update centre set plus_mo = 110 where id_centre = ${idCentre}`);
    // Labour 110 x 0.95 = 104.50: 104.50 + 216.00 + 36.00 + 40.00 + 10.00 = 406.50, x 2.5 = 1016.25;
    // + 900.00 = 1916.25.
    expect((await prix()).total3).toBe("1916.25");
    await f.rows(sql`update centre set plus_mo = 100 where id_centre = ${idCentre}`);
    await f.rows(sql`update tarifs set euro = 1000 where id_pier = ${idPierre}`);
    await f.rows(sql`update cours set valeur = 2.2 where id_cours = 8`);
    expect(await prix()).toMatchObject({ total3: "1623.40", totalcv: "851.40", totalMfs: "554.40" });
  });

  it("logs each consultation (user, product, time)", async () => {
    const count = async () =>
      (
        await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from log_consultation_produit l join utilisateur u on u.id_user = l.id_user
              where l.id_produit = ${idCentre} and u.login = 'direction' and l.date > now() - interval '1 minute'`,
        )
      ).rows[0]!.n;
    const before = await count();
    await get(`/api/produits/${idCentre}/prix`);
    await get(`/api/produits/${idCentre}/prix`);
    expect(await count()).toBe(before + 2);
  });

  it("answers 404 for an unknown product, 401 without a session", async () => {
    const res = await get("/api/produits/999999/prix");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Produit introuvable.");
    expect((await t.app.inject({ method: "GET", url: `/api/produits/${idCentre}/prix` })).statusCode).toBe(
      401,
    );
  });
});
