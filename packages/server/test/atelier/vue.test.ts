import {
  type CarteJoaillier,
  MSG_PESEE_IMPOSSIBLE,
  msgPeseeEffectuee,
  STADE_SAV,
  type StatProduction,
  TOP_FLOP_LIGNES,
  toIsoDate,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boiteOr, centre, joaillier, of, ouvrier, pesee, produit } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let client: number;
let metal: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const one = async (q: ReturnType<typeof sql>) => (await db().execute<{ id: number }>(q)).rows[0]!.id;
  client = await one(sql`select id from client where id <> ${t.settings.clientStock} order by id limit 1`);
  metal = await one(sql`select id_type as id from type_metal order by id_type limit 1`);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const peser = (idOuvr: number) =>
  t.app.inject({ method: "POST", url: "/api/atelier/pesees", headers: { cookie }, payload: { idOuvr } });

async function nouveauJoaillier(label: string): Promise<number> {
  const [row] = await db().insert(joaillier).values({ label }).returning({ id: joaillier.id });
  return row!.id;
}

let refs = 0;
/** A product of its own, with a known theoretical time (plus_mo, minutes). */
async function nouveauProduit(plusMo: string): Promise<number> {
  refs++;
  const [c] = await db()
    .insert(centre)
    .values({ ref: `H3-${refs}`, description: `Bague test ${refs}`, plusMo })
    .returning({ id: centre.idCentre });
  await db().insert(produit).values({ idCentre: c!.id });
  return c!.id;
}

async function nouvelOf(idp: number, idStade = 2): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({ idp, idBijouterie: client, statut: 200, idStade, typTransp: 1, typeMetal: metal })
    .returning({ n: of.numSachet });
  return row!.n;
}

/** A workshop line sent (rendu 0), as the send screen would write it. */
async function envoyer(
  idOuvrier: number,
  nSachet: number,
  poidsD: string,
  dateEnvoi = toIsoDate(new Date()),
) {
  const [row] = await db()
    .insert(ouvrier)
    .values({ idOuvrier, nSachet, poidsD, dateEnvoi })
    .returning({ id: ouvrier.idLigne });
  return row!.id;
}

/** Its return (rendu 1) with the returned weight and the real time. */
async function rendre(idLigne: number, poidsR: string, temps: string, dateRetour = toIsoDate(new Date())) {
  await db().update(ouvrier).set({ rendu: 1, poidsR, temps, dateRetour }).where(eq(ouvrier.idLigne, idLigne));
}

async function carteDe(id: number): Promise<CarteJoaillier | undefined> {
  const res = await get("/api/atelier/vue");
  expect(res.statusCode).toBe(200);
  return (res.json() as CarteJoaillier[]).find((c) => c.id === id);
}

describe("the workshop overview and 'Faire Pesée'", () => {
  let j: number;
  let numSachet: number;
  let ligne: number;

  beforeAll(async () => {
    j = await nouveauJoaillier("Zoé Pesée");
    await db()
      .insert(boiteOr)
      .values([
        { idOuvr: j, doneOuvr: "10.500", renduOuvr: "0" },
        { idOuvr: j, doneOuvr: "0", renduOuvr: "3.250" },
      ]);
    numSachet = await nouvelOf(await nouveauProduit("60"));
    ligne = await envoyer(j, numSachet, "8.400");
  });

  it("a card per active jeweller only", async () => {
    const cartes = (await get("/api/atelier/vue")).json() as CarteJoaillier[];
    const actifs = await db().select({ id: joaillier.id }).from(joaillier).where(eq(joaillier.actif, 1));
    expect(cartes.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      actifs.map((a) => a.id).sort((a, b) => a - b),
    );
  });

  it("with an OF in progress: its number on the card, the weighing disabled and refused", async () => {
    expect(await carteDe(j)).toMatchObject({
      label: "Zoé Pesée",
      ofs: { nb: 1, listeOf: [numSachet] },
      soldeBoiteOr: "7.250",
      soldeOf: "0.000",
      solde: "7.250",
      dernierePesee: null,
      refusPesee: MSG_PESEE_IMPOSSIBLE,
    });
    const res = await peser(j);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_PESEE_IMPOSSIBLE);
    expect(await db().select().from(pesee).where(eq(pesee.idOuvr, j))).toHaveLength(0);
    expect(
      (await db().select().from(boiteOr).where(eq(boiteOr.idOuvr, j))).every((b) => b.numPesee === null),
    ).toBe(true);
  });

  it("once the OF is returned: the OF weight balance shows and the weighing records and closes everything", async () => {
    await rendre(ligne, "8.100", "75");
    expect(await carteDe(j)).toMatchObject({
      ofs: { nb: 0, listeOf: [] },
      soldeBoiteOr: "7.250",
      soldeOf: "0.300",
      solde: "7.550",
      refusPesee: null,
    });
    const res = await peser(j);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      idOuvr: j,
      date: toIsoDate(new Date()),
      poidsOfSorti: "8.400",
      poidsOfRentre: "8.100",
      pdsOrS: "10.500",
      pdsOrE: "3.250",
      lignesOf: 1,
      lignesBoiteOr: 2,
      message: msgPeseeEffectuee(body.numPesee, "Zoé Pesée"),
    });
    // The rows it closed carry its number.
    const [l] = await db().select().from(ouvrier).where(eq(ouvrier.idLigne, ligne));
    expect(l?.numPesee).toBe(body.numPesee);
    const boites = await db().select().from(boiteOr).where(eq(boiteOr.idOuvr, j));
    expect(boites.map((b) => b.numPesee)).toEqual([body.numPesee, body.numPesee]);
    // Balances back to 0: the weighing is now refused as already done.
    expect(await carteDe(j)).toMatchObject({
      soldeBoiteOr: "0.000",
      soldeOf: "0.000",
      solde: "0.000",
      dernierePesee: toIsoDate(new Date()),
      refusPesee: MSG_PESEE_IMPOSSIBLE,
    });
    const encore = await peser(j);
    expect(encore.statusCode).toBe(409);
    expect(encore.json().message).toBe(MSG_PESEE_IMPOSSIBLE);
  });

  it("the weighing's figures are listed for the metal analysis", async () => {
    const res = await get(`/api/atelier/pesees?idOuvr=${j}`);
    expect(res.json()).toMatchObject({
      total: 1,
      rows: [{ joaillier: "Zoé Pesée", poidsOfSorti: "8.400", poidsOfRentre: "8.100", pdsOrS: "10.500" }],
    });
  });

  it("two weighings at once make one", async () => {
    const k = await nouveauJoaillier("Double Pesée");
    await db().insert(boiteOr).values({ idOuvr: k, doneOuvr: "1.000", renduOuvr: "0" });
    const codes = (await Promise.all([peser(k), peser(k)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect(await db().select().from(pesee).where(eq(pesee.idOuvr, k))).toHaveLength(1);
  });

  it("touches only the weighed jeweller's rows", async () => {
    const a = await nouveauJoaillier("Pesé A");
    const b = await nouveauJoaillier("Non pesé B");
    await db()
      .insert(boiteOr)
      .values([
        { idOuvr: a, doneOuvr: "2.000", renduOuvr: "0" },
        { idOuvr: b, doneOuvr: "5.000", renduOuvr: "0" },
      ]);
    expect((await peser(a)).statusCode).toBe(201);
    expect((await carteDe(b))?.soldeBoiteOr).toBe("5.000");
  });

  it("nothing to weigh, unknown jeweller, no jeweller", async () => {
    const vide = await nouveauJoaillier("Rien à peser");
    expect((await peser(vide)).json().message).toBe(MSG_PESEE_IMPOSSIBLE);
    expect((await peser(9_999_999)).statusCode).toBe(404);
    const sans = await t.app.inject({
      method: "POST",
      url: "/api/atelier/pesees",
      headers: { cookie },
      payload: {},
    });
    expect(sans.statusCode).toBe(400);
  });
});

describe("GET /api/atelier/production", () => {
  let j: number;
  const classiques: number[] = [];
  const savs: number[] = [];

  // The week of Monday 9 March 2020: far from the demo's own lines, with a jeweller of its own.
  beforeAll(async () => {
    j = await nouveauJoaillier("Stat Production");
    const produit60 = await nouveauProduit("60");
    // 15 classic lines timed 30, 40 ... 170 min against 60 min each.
    for (let i = 0; i < 15; i++) {
      const l = await envoyer(j, await nouvelOf(produit60), "5", "2020-03-09");
      await rendre(l, "4.9", String(30 + 10 * i), `2020-03-${String(10 + (i % 5)).padStart(2, "0")}`);
      classiques.push(l);
    }
    // A classic line returned without time: an article, theoretical time, but no place in top/flop.
    const sansTemps = await envoyer(j, await nouvelOf(produit60), "5", "2020-03-09");
    await rendre(sansTemps, "5", "0", "2020-03-15");
    // Two SAV lines (stade 12), counted apart.
    for (const temps of ["45", "30"]) {
      const l = await envoyer(j, await nouvelOf(produit60, STADE_SAV), "5", "2020-03-09");
      await rendre(l, "5", temps, "2020-03-11");
      savs.push(l);
    }
    // Not in the week: still at the bench, and returned the week after.
    await envoyer(j, await nouvelOf(produit60), "5", "2020-03-10");
    const apres = await envoyer(j, await nouvelOf(produit60), "5", "2020-03-16");
    await rendre(apres, "5", "100", "2020-03-20");
  });

  const stat = async (periode: string, date: string) => {
    const res = await get(`/api/atelier/production?idOuvr=${j}&periode=${periode}&date=${date}`);
    expect(res.statusCode).toBe(200);
    return res.json() as StatProduction;
  };

  it("a week: articles, real and theoretical times, productivity; SAV apart", async () => {
    const s = await stat("semaine", "2020-03-12");
    expect(s).toMatchObject({ periode: "semaine", debut: "2020-03-09", fin: "2020-03-15" });
    // 16 articles; real 30 + 40 + ... + 170 = 1500 min; theoretical 16 × 60 = 960; 960 / 1500 = 64 %.
    expect(s.classique).toEqual({
      nbArticles: 16,
      tempsReel: "1500.00",
      tempsTheorique: "960.00",
      productivite: 64,
    });
    // SAV: 2 articles, 75 min real against 120: 160 %.
    expect(s.sav).toEqual({ nbArticles: 2, tempsReel: "75.00", tempsTheorique: "120.00", productivite: 160 });
  });

  it("top and flop: 13 lines each, best and worst productivity first, no SAV and no untimed line", async () => {
    const s = await stat("semaine", "2020-03-09");
    expect(s.top).toHaveLength(TOP_FLOP_LIGNES);
    expect(s.flop).toHaveLength(TOP_FLOP_LIGNES);
    expect(s.top.map((l) => Number(l.temps))).toEqual([
      30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150,
    ]);
    expect(s.top.map((l) => l.productivite)).toEqual([
      200, 150, 120, 100, 86, 75, 67, 60, 55, 50, 46, 43, 40,
    ]);
    expect(s.flop.map((l) => Number(l.temps))).toEqual([
      170, 160, 150, 140, 130, 120, 110, 100, 90, 80, 70, 60, 50,
    ]);
    expect(s.flop[0]).toMatchObject({
      plusMo: "60.00",
      productivite: 35,
      idStade: 2,
      ref: expect.any(String),
    });
    expect(s.top[0]?.designation).toMatch(/^Bague test/);
    const ids = [...s.top, ...s.flop].map((l) => l.idLigne);
    expect(ids.every((id) => classiques.includes(id))).toBe(true);
    expect(ids.some((id) => savs.includes(id))).toBe(false);
  });

  it("a month and a year take in the line returned the week after", async () => {
    const mois = await stat("mois", "2020-03-31");
    expect(mois).toMatchObject({ debut: "2020-03-01", fin: "2020-03-31" });
    // 1600 min real against 1020 theoretical: 63.75 → 64.
    expect(mois.classique).toMatchObject({ nbArticles: 17, tempsReel: "1600.00", productivite: 64 });
    expect((await stat("annee", "2020-07-01")).classique.nbArticles).toBe(17);
  });

  it("an empty period has no productivity and empty tables", async () => {
    const s = await stat("semaine", "2019-01-07");
    expect(s.classique).toEqual({ nbArticles: 0, tempsReel: "0", tempsTheorique: "0", productivite: null });
    expect(s.top).toEqual([]);
    expect(s.flop).toEqual([]);
  });

  it("refuses an unknown period or a false date", async () => {
    expect((await get(`/api/atelier/production?idOuvr=${j}&periode=jour&date=2020-03-09`)).statusCode).toBe(
      400,
    );
    expect((await get(`/api/atelier/production?idOuvr=${j}&periode=mois&date=2020-02-30`)).statusCode).toBe(
      400,
    );
  });
});
