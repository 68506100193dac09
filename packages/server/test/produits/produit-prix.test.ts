import { MSG_RECHERCHE_PRODUIT_COURTE } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { centreDeTest, referencePierres } from "../pierres/fixtures.ts";

let t: TestApp;
let cookie: string;
let idCentre: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
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
  idCentre = await centreDeTest(t, "TSTP001", created.json().idPier, ref.qualites[0]);
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
    const demo = (await get("/api/produits/recherche?q=sol")).json() as { ref: string }[];
    for (const p of demo) expect(p.ref.toLowerCase().startsWith("sol")).toBe(true);
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

  it("prices a demo product with its centre vide and stones", async () => {
    const [demo] = (
      await t.database.db.execute<{ id: number }>(sql`
        select c.id_centre as id from centre c join centre_pierres cp on cp.id_centre = c.id_centre
        where c.id_cv is not null order by c.id_centre limit 1`)
    ).rows;
    const body = (await get(`/api/produits/${demo!.id}/prix`)).json();
    expect(body.centreVide).not.toBeNull();
    expect(body.pierres.length).toBeGreaterThan(0);
    expect(Number(body.prix.total3)).toBeGreaterThan(Number(body.prix.revientPiece));
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
