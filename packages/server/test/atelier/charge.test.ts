import {
  type ChargeJour,
  type LigneChargeDetail,
  type ListResult,
  MSG_DATE_DEBUT_INVALIDE,
  MSG_DATE_LIVRAISON_INVALIDE,
  MSG_PERIODE_INVERSEE,
  type PerteOf,
  type PerteOuvrier,
  type PerteTotaux,
  STATUT,
  startOfMonth,
  toIsoDate,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { centre, joaillier, of, ouvrier, produit, serti, sertisseur } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/** Dates no demo OF or line uses: the figures below are these lines' alone. */
const LIVRAISON = "2040-01-16";
const AUTRE_LIVRAISON = "2040-01-17";
/** The OFs of the metal-loss lines are delivered later, so they stay out of the daily load above. */
const LIVRAISON_PERTE = "2040-04-02";
const PERIODE = { debut: "2040-03-01", fin: "2040-03-31" };

let t: TestApp;
let cookie: string;
const ids = { a: 0, b: 0, c: 0, s: 0, of1: 0, of2: 0, of3: 0, of4: 0, of5: 0 };

const db = () => t.database.db;

async function nouvelOf(idp: number, dateLivr: string): Promise<number> {
  const base = (
    await db().execute<{ idBijouterie: number; typeMetal: number }>(
      sql`select id_bijouterie as "idBijouterie", type_metal as "typeMetal" from "of" order by num_sachet limit 1`,
    )
  ).rows[0]!;
  const [row] = await db()
    .insert(of)
    .values({ idp, statut: STATUT.enFabrication, idStade: 2, typTransp: 1, dateLivr, ...base })
    .returning({ n: of.numSachet });
  return row!.n;
}

const rendu = (date: string) => ({ rendu: 1, dateRetour: date });

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const [c] = await db()
    .insert(centre)
    .values({ ref: "TST-CHARGE", description: "Bague test charge", plusMo: "240" })
    .returning({ id: centre.idCentre });
  await db().insert(produit).values({ idCentre: c!.id });
  const j = await db()
    .insert(joaillier)
    .values([{ label: "Test Charge Alice" }, { label: "Test Charge Bruno" }, { label: "Test Charge Chloé" }])
    .returning({ id: joaillier.id });
  [ids.a, ids.b, ids.c] = j.map((x) => x.id) as [number, number, number];
  ids.s = (
    await db().insert(sertisseur).values({ label: "Test Serti Sam" }).returning({ id: sertisseur.id })
  )[0]!.id;
  ids.of1 = await nouvelOf(c!.id, LIVRAISON);
  ids.of2 = await nouvelOf(c!.id, LIVRAISON);
  ids.of3 = await nouvelOf(c!.id, AUTRE_LIVRAISON);
  ids.of4 = await nouvelOf(c!.id, LIVRAISON_PERTE);
  ids.of5 = await nouvelOf(c!.id, LIVRAISON_PERTE);

  await db()
    .insert(ouvrier)
    .values([
      // Daily load of LIVRAISON: Alice 180 + 150 = 330 min, Bruno 510 min, Chloé a line not returned yet.
      {
        nSachet: ids.of1,
        idOuvrier: ids.a,
        poidsD: "4.000",
        poidsR: "3.900",
        temps: "180",
        ...rendu("2040-01-10"),
      },
      {
        nSachet: ids.of2,
        idOuvrier: ids.a,
        poidsD: "2.500",
        poidsR: "2.450",
        temps: "150",
        ...rendu("2040-01-11"),
      },
      {
        nSachet: ids.of3,
        idOuvrier: ids.a,
        poidsD: "1.000",
        poidsR: "0.900",
        temps: "60",
        ...rendu("2040-01-12"),
      },
      {
        nSachet: ids.of1,
        idOuvrier: ids.b,
        poidsD: "3.900",
        poidsR: "3.850",
        temps: "510",
        ...rendu("2040-01-12"),
      },
      { nSachet: ids.of2, idOuvrier: ids.c, poidsD: "2.450" },
      // Metal loss in PERIODE: Alice on OF1 twice and OF2 once; Bruno sent nothing.
      { nSachet: ids.of4, idOuvrier: ids.a, poidsD: "10.000", poidsR: "9.700", ...rendu("2040-03-05") },
      { nSachet: ids.of4, idOuvrier: ids.a, poidsD: "9.700", poidsR: "9.650", ...rendu("2040-03-21") },
      { nSachet: ids.of5, idOuvrier: ids.a, poidsD: "5.500", poidsR: "5.450", ...rendu("2040-03-20") },
      { nSachet: ids.of5, idOuvrier: ids.b, poidsD: "0", poidsR: "0", ...rendu("2040-03-10") },
      // Outside: returned the day after the period, and a line not returned.
      { nSachet: ids.of5, idOuvrier: ids.a, poidsD: "50.000", poidsR: "1.000", ...rendu("2040-04-01") },
      { nSachet: ids.of5, idOuvrier: ids.b, poidsD: "50.000", dateEnvoi: "2040-03-15" },
    ]);
  await db()
    .insert(serti)
    .values([
      // The setter returns the piece with its stones: a gain.
      {
        ofSerto: ids.of4,
        idSerto: ids.s,
        pdsD: "8.000",
        pdsR: "8.200",
        prix: "30",
        renduSerti: 1,
        dateR: "2040-03-08",
      },
      { ofSerto: ids.of5, idSerto: ids.s, pdsD: "7.000", dateE: "2040-03-09" },
    ]);
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
const json = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const qs = (o: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe("GET /api/atelier/charge: hours done per jeweller on the OFs delivered that day", () => {
  it("sums the line times of the OFs delivering that date, against the 7-hour day", async () => {
    const charge = await json<ChargeJour>(`/api/atelier/charge?date=${LIVRAISON}`);
    expect(charge.journeeHeures).toBe(7);
    expect(charge.joailliers).toEqual([
      {
        idOuvrier: ids.a,
        label: "Test Charge Alice",
        tempsTotal: "330.00",
        faites: "5.50",
        restantes: "1.50",
        depassement: false,
      },
      {
        idOuvrier: ids.b,
        label: "Test Charge Bruno",
        tempsTotal: "510.00",
        faites: "8.50",
        restantes: "0.00",
        depassement: true,
      },
      {
        idOuvrier: ids.c,
        label: "Test Charge Chloé",
        tempsTotal: "0.00",
        faites: "0.00",
        restantes: "7.00",
        depassement: false,
      },
    ]);
  });

  it("another delivery date has its own lines only", async () => {
    const charge = await json<ChargeJour>(`/api/atelier/charge?date=${AUTRE_LIVRAISON}`);
    expect(charge.joailliers.map((j) => [j.label, j.faites])).toEqual([["Test Charge Alice", "1.00"]]);
  });

  it("refuses a missing or invalid date, and a request without session", async () => {
    for (const url of ["/api/atelier/charge", "/api/atelier/charge?date=2040-02-30"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_DATE_LIVRAISON_INVALIDE);
    }
    expect((await get(`/api/atelier/charge?date=${LIVRAISON}`, false)).statusCode).toBe(401);
  });
});

describe("GET /api/atelier/charge/detail: the lines behind a doughnut", () => {
  it("lists the jeweller's lines with the product's theoretical time, sorted by the server", async () => {
    const url = `/api/atelier/charge/detail?${qs({ date: LIVRAISON, joaillier: ids.a, sort: "temps", dir: "desc" })}`;
    const detail = await json<ListResult<LigneChargeDetail>>(url);
    expect(detail.total).toBe(2);
    expect(detail.rows.map(({ idLigne: _, ...r }) => r)).toEqual([
      {
        numSachet: ids.of1,
        label: "Test Charge Alice",
        poidsD: "4.000",
        poidsR: "3.900",
        temps: "180.00",
        plusMo: "240.00",
        ref: "TST-CHARGE",
        refDesc: "Bague test charge",
      },
      expect.objectContaining({ numSachet: ids.of2, temps: "150.00", plusMo: "240.00" }),
    ]);
  });

  it("pages and exports the columns of the screen as CSV", async () => {
    const page = await json<ListResult<LigneChargeDetail>>(
      `/api/atelier/charge/detail?${qs({ date: LIVRAISON, joaillier: ids.a, pageSize: 1, page: 1 })}`,
    );
    expect(page).toMatchObject({ total: 2, rows: [{ numSachet: ids.of2 }] });
    const csv = await get(
      `/api/atelier/charge/detail?${qs({ date: LIVRAISON, joaillier: ids.a, format: "csv" })}`,
    );
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lignes = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lignes[0]).toBe("OF;Joaillier;Poids;Poids Rendu;Temps;Temps T;Ref;Desc");
    expect(lignes[1]).toBe(
      `${ids.of1};Test Charge Alice;4,000;3,900;180,00;240,00;TST-CHARGE;Bague test charge`,
    );
    expect(lignes).toHaveLength(3);
  });
});

describe("GET /api/atelier/perte: metal lost by the workers on the lines returned in the period", () => {
  it("totals both kinds: grams sent minus returned, and the loss in percent of the weight sent", async () => {
    const totaux = await json<PerteTotaux>(`/api/atelier/perte/totaux?${qs(PERIODE)}`);
    expect(totaux).toEqual({
      periode: PERIODE,
      // 25.200 − 24.800 = 0.400 g; 0.4 / 25.2 = 1.5873 % -> 1.59 %.
      joailliers: { poidsD: "25.200", poidsR: "24.800", perte: "0.400", pourcentage: "1.59" },
      sertisseurs: { poidsD: "8.000", poidsR: "8.200", perte: "-0.200", pourcentage: "-2.50" },
    });
  });

  it("one total row per worker; nothing sent gives no percentage", async () => {
    const liste = await json<ListResult<PerteOuvrier>>(
      `/api/atelier/perte/joailliers?${qs({ ...PERIODE, sort: "perte", dir: "desc" })}`,
    );
    expect(liste.total).toBe(2);
    expect(liste.rows).toEqual([
      {
        idOuvrier: ids.a,
        label: "Test Charge Alice",
        nbOf: 2,
        poidsD: "25.200",
        poidsR: "24.800",
        perte: "0.400",
        pourcentage: "1.59",
      },
      {
        idOuvrier: ids.b,
        label: "Test Charge Bruno",
        nbOf: 1,
        poidsD: "0.000",
        poidsR: "0.000",
        perte: "0.000",
        pourcentage: null,
      },
    ]);
    const sertis = await json<ListResult<PerteOuvrier>>(`/api/atelier/perte/sertisseurs?${qs(PERIODE)}`);
    expect(sertis.rows).toEqual([expect.objectContaining({ idOuvrier: ids.s, nbOf: 1, perte: "-0.200" })]);
  });

  it("pages, sorts and searches on the server", async () => {
    const asc = await json<ListResult<PerteOuvrier>>(
      `/api/atelier/perte/joailliers?${qs({ ...PERIODE, sort: "perte", dir: "asc", pageSize: 1 })}`,
    );
    expect(asc).toMatchObject({ total: 2, rows: [{ label: "Test Charge Bruno" }] });
    const cherche = await json<ListResult<PerteOuvrier>>(
      `/api/atelier/perte/joailliers?${qs({ ...PERIODE, q: "alice" })}`,
    );
    expect(cherche.rows.map((r) => r.label)).toEqual(["Test Charge Alice"]);
  });

  it("details a worker's OFs, each OF's lines of the period summed", async () => {
    const ofs = await json<ListResult<PerteOf>>(
      `/api/atelier/perte/joailliers/${ids.a}/ofs?${qs({ ...PERIODE, sort: "numSachet" })}`,
    );
    expect(ofs).toEqual({
      total: 2,
      rows: [
        {
          numSachet: ids.of4,
          ref: "TST-CHARGE",
          dateRetour: "2040-03-21",
          nbLignes: 2,
          // 19.700 − 19.350 = 0.350 g; 0.35 / 19.7 = 1.7766 % -> 1.78 %.
          poidsD: "19.700",
          poidsR: "19.350",
          perte: "0.350",
          pourcentage: "1.78",
        },
        {
          numSachet: ids.of5,
          ref: "TST-CHARGE",
          dateRetour: "2040-03-20",
          nbLignes: 1,
          poidsD: "5.500",
          poidsR: "5.450",
          perte: "0.050",
          pourcentage: "0.91",
        },
      ],
    });
  });

  it("exports the totals per worker as CSV", async () => {
    const csv = await get(`/api/atelier/perte/joailliers?${qs({ ...PERIODE, format: "csv" })}`);
    expect(csv.statusCode).toBe(200);
    const lignes = csv.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lignes).toEqual([
      "Nom;Nb OF;Poids envoyé (g);Poids rendu (g);Perte (g);Perte (%)",
      "Test Charge Alice;2;25,200;24,800;0,400;1,59",
      "Test Charge Bruno;1;0,000;0,000;0,000;",
    ]);
  });

  it("defaults to the first day of the current month to today", async () => {
    const today = toIsoDate(new Date());
    const totaux = await json<PerteTotaux>("/api/atelier/perte/totaux");
    expect(totaux.periode).toEqual({ debut: startOfMonth(today), fin: today });
  });

  it("refuses an inverted or invalid period and an unknown kind of worker", async () => {
    const inverse = await get("/api/atelier/perte/joailliers?debut=2040-03-31&fin=2040-03-01");
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe(MSG_PERIODE_INVERSEE);
    // Only the end given, before the default start of the month: the resolved period is inverted too.
    const finSeule = await get("/api/atelier/perte/totaux?fin=2000-01-01");
    expect(finSeule.statusCode).toBe(400);
    expect(finSeule.json().message).toBe(MSG_PERIODE_INVERSEE);
    const invalide = await get("/api/atelier/perte/sertisseurs?debut=2040-02-30");
    expect(invalide.json().message).toBe(MSG_DATE_DEBUT_INVALIDE);
    expect((await get(`/api/atelier/perte/polisseurs?${qs(PERIODE)}`)).statusCode).toBe(400);
    expect((await get(`/api/atelier/perte/totaux?${qs(PERIODE)}`, false)).statusCode).toBe(401);
  });
});
