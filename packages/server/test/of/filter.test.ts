import {
  defaultPeriodeOf,
  MSG_FILTRE_INVALIDE,
  MSG_PERIODE_INVERSEE,
  STATUT,
  sum,
  toFixed2,
  toIsoDate,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let bureau: string;
const periode = defaultPeriodeOf(toIsoDate(new Date()));
const P = `debut=${periode.debut}&fin=${periode.fin}`;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  bureau = await t.cookieOf("bureau");
});
afterAll(() => t.close());

/** As the office (role 6): /filter is not an Analyse screen. `null` = no session. */
const get = (url: string, cookie: string | null = bureau) =>
  t.app.inject({ method: "GET", url, ...(cookie === null ? {} : { headers: { cookie } }) });

/** Raw rows straight from the tables, written independently of the queries under test. */
async function direct<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.database.db.execute<T>(query)).rows as T[];
}

const ofsDeLaPeriode = (where = sql`true`) =>
  direct<{ num_sachet: number; statut: number; prix_fact: string | null }>(sql`
    select num_sachet, statut, prix_fact from "of"
    where date_livr between ${periode.debut} and ${periode.fin} and ${where}`);

interface Groupe {
  statut: number;
  nom: string;
  count: number;
  sumPrixFact: string;
}

describe("GET /api/of/repartition", () => {
  it("counts the OFs of each status of the default period, as a direct count does", async () => {
    const res = await get("/api/of/repartition");
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      debut: string;
      fin: string;
      groupes: Groupe[];
      resteALivrer: string;
      count: number;
    }>();
    expect([body.debut, body.fin]).toEqual([periode.debut, periode.fin]);

    const ofs = await ofsDeLaPeriode();
    expect(ofs.length).toBeGreaterThan(50);
    const parStatut = new Map<number, typeof ofs>();
    for (const o of ofs) parStatut.set(o.statut, [...(parStatut.get(o.statut) ?? []), o]);
    expect(body.groupes.map((g) => [g.statut, g.count, g.sumPrixFact])).toEqual(
      [...parStatut.keys()]
        .sort((a, b) => a - b)
        .map((s) => {
          const g = parStatut.get(s) ?? [];
          return [s, g.length, toFixed2(sum(g.map((o) => o.prix_fact ?? "0")))];
        }),
    );
    expect(body.count).toBe(ofs.length);
    // Several statuses, both sides of 600, or the distribution proves little.
    expect(body.groupes.some((g) => g.statut < STATUT.facture)).toBe(true);
    expect(body.groupes.some((g) => g.statut === STATUT.facture)).toBe(true);
    // Named from the status table (reference data 0002: 600 'Facturé'), not the bare number.
    expect(body.groupes.find((g) => g.statut === STATUT.facture)?.nom).toBe("Facturé");

    // Reste à Livrer: prix_fact of the OFs below 600.
    const aLivrer = ofs.filter((o) => o.statut < STATUT.facture).map((o) => o.prix_fact ?? "0");
    expect(body.resteALivrer).toBe(toFixed2(sum(aLivrer)));
  });

  it("applies the filters: client group, stade, metal, tournée, devis, reference, OF number", async () => {
    const [o] = await direct<{
      num_sachet: number;
      id_bijouterie: number;
      id_stade: number;
      type_metal: number;
      tournee: number;
      ref: string;
      id_parent: number | null;
    }>(sql`select o.num_sachet, o.id_bijouterie, o.id_stade, o.type_metal, o.tournee, o.ref, c.id_parent
      from "of" o join client c on c.id = o.id_bijouterie
      where o.date_livr between ${periode.debut} and ${periode.fin} and c.id_parent is not null
      order by o.num_sachet limit 1`);
    if (!o) throw new Error("demo data without an OF of an agency in a group");
    const count = async (qs: string) =>
      (await get(`/api/of/repartition?${P}&${qs}`)).json<{ count: number }>().count;
    const attendu = async (where: ReturnType<typeof sql>) => (await ofsDeLaPeriode(where)).length;

    expect(await count(`client=${o.id_bijouterie}`)).toBe(
      await attendu(sql`id_bijouterie = ${o.id_bijouterie}`),
    );
    // A group takes in its agencies.
    expect(await count(`client=${o.id_parent}`)).toBe(
      await attendu(sql`id_bijouterie in (select id from client where id = ${o.id_parent} or id_parent = ${o.id_parent}
        or id_parent in (select id from client where id_parent = ${o.id_parent}))`),
    );
    expect(await count(`stade=${o.id_stade}`)).toBe(await attendu(sql`id_stade = ${o.id_stade}`));
    expect(await count(`metal=${o.type_metal}`)).toBe(await attendu(sql`type_metal = ${o.type_metal}`));
    expect(await count("tournee=1")).toBe(await attendu(sql`tournee = 1`));
    expect(await count("tournee=0")).toBe(await attendu(sql`tournee = 0`));
    expect(await count("devis=0")).toBe(await attendu(sql`devis = 0`));
    expect(await count("imperatif=1")).toBe(await attendu(sql`date_l_imp = 1`));
    expect(await count(`ref=${encodeURIComponent(o.ref.slice(0, 3).toLowerCase())}`)).toBe(
      await attendu(sql`lower(ref) like ${`${o.ref.slice(0, 3).toLowerCase()}%`}`),
    );
    expect(await count(`of=${o.num_sachet}`)).toBe(1);
    expect(await count("tournee=1")).toBeGreaterThan(0);
    // TOUT = every OF; RESERVATION + NON RESERVE = TOUT.
    const tout = await count("typeResa=0");
    expect((await count("typeResa=1")) + (await count("typeResa=2"))).toBe(tout);
    expect(tout).toBe(await attendu(sql`true`));
  });

  it("lists the OFs of a clicked status, with their count", async () => {
    const { groupes } = (await get(`/api/of/repartition?${P}`)).json<{ groupes: Groupe[] }>();
    const facture = groupes.find((g) => g.statut === STATUT.facture);
    const res = await get(`/api/of/repartition/${STATUT.facture}?${P}&pageSize=5&sort=prixFact&dir=desc`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ rows: Array<Record<string, unknown>>; total: number }>();
    expect(body.total).toBe(facture?.count);
    expect(body.rows).toHaveLength(5);
    expect(Object.keys(body.rows[0] ?? {}).sort()).toEqual([
      "client",
      "numSachet",
      "prixFact",
      "ref",
      "type",
    ]);
    const prix = body.rows.map((r) => Number(r.prixFact));
    expect(prix).toEqual([...prix].sort((a, b) => b - a));
  });

  it("refuses bad filters with the French message", async () => {
    for (const qs of ["devis=3", "typeResa=x", "client=abc"]) {
      const res = await get(`/api/of/repartition?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_FILTRE_INVALIDE);
    }
    const inverse = await get("/api/of/repartition?debut=2026-03-01&fin=2026-02-01");
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe(MSG_PERIODE_INVERSEE);
    // A start after the defaulted end.
    expect((await get("/api/of/repartition?debut=2999-01-01")).json().message).toBe(MSG_PERIODE_INVERSEE);
  });
});

describe("the OF analysis: OFS EN COURS, OFS LIVRES, OFS EXTENSIA", () => {
  it("gives each list's count and totals, equal to direct sums", async () => {
    const totaux = (await get(`/api/of/analyse/totaux?${P}`)).json();

    const enCours = (await ofsDeLaPeriode(sql`statut < ${STATUT.facture}`)).map((o) => o.prix_fact ?? "0");
    expect(totaux.enCours).toEqual({
      count: enCours.length,
      sumPrixFact: toFixed2(sum(enCours)),
      sumFacture: null,
    });

    const livres = await direct<{ prix_u_ht: string; totht: string }>(sql`
      select cf.prix_u_ht, cf.totht from constituant_fact cf join facture f on f.id_fact = cf.fact
      where f.date_fact between ${periode.debut} and ${periode.fin}`);
    expect(livres.length).toBeGreaterThan(10);
    expect(totaux.livres).toEqual({
      count: livres.length,
      sumPrixFact: toFixed2(sum(livres.map((l) => l.prix_u_ht))),
      sumFacture: toFixed2(sum(livres.map((l) => l.totht))),
    });

    const extensia = await direct<{ prix: string }>(sql`
      select cf.prix from constituant_fact_extensia cf join facture_extensia f on f.id_fact = cf.fact
      where f.date_fact between ${periode.debut} and ${periode.fin}`);
    expect(extensia.length).toBeGreaterThan(0);
    const totalExt = toFixed2(sum(extensia.map((l) => l.prix)));
    expect(totaux.extensia).toEqual({ count: extensia.length, sumPrixFact: totalExt, sumFacture: totalExt });

    // Each list answers the same totals with its page; EN COURS adds up to the Reste à Livrer.
    for (const [segment, key] of [
      ["en-cours", "enCours"],
      ["livres", "livres"],
      ["extensia", "extensia"],
    ] as const) {
      const page = (await get(`/api/of/analyse/${segment}?${P}&pageSize=20`)).json();
      expect(page.total).toBe(totaux[key].count);
      expect(page.totaux).toEqual(totaux[key]);
      expect(page.rows.length).toBe(Math.min(20, totaux[key].count));
    }
    const { resteALivrer } = (await get(`/api/of/repartition?${P}`)).json();
    expect(totaux.enCours.sumPrixFact).toBe(resteALivrer);
  });

  it("lists OFS LIVRES lines of the alternate channel apart, with the OF's reference", async () => {
    const livres = (await get(`/api/of/analyse/livres?${P}&pageSize=5&sort=totht&dir=desc`)).json();
    const row = livres.rows[0];
    expect(row).toMatchObject({ numSachet: expect.any(Number), idFact: expect.any(Number) });
    expect(row.dateFact >= periode.debut && row.dateFact <= periode.fin).toBe(true);
    const tot = livres.rows.map((r: { totht: string }) => Number(r.totht));
    expect(tot).toEqual([...tot].sort((a, b) => b - a));
    const [ligne] = await direct<{ fact: number }>(
      sql`select fact from constituant_fact where of = ${row.numSachet}`,
    );
    expect(ligne?.fact).toBe(row.idFact);

    const ext = (await get(`/api/of/analyse/extensia?${P}&pageSize=5`)).json();
    const [o] = await direct<{ id_bijouterie: number }>(
      sql`select id_bijouterie from "of" where num_sachet = ${ext.rows[0].numSachet}`,
    );
    expect(o?.id_bijouterie).toBe(t.settings.clientCanalAlternatif);
  });

  it("filters the lists: stade on the OF, invoice number on the line", async () => {
    const livres = (await get(`/api/of/analyse/livres?${P}&pageSize=1`)).json();
    const { idFact } = livres.rows[0];
    const parFacture = (await get(`/api/of/analyse/livres?${P}&facture=${idFact}&pageSize=100`)).json();
    const [n] = await direct<{ n: number }>(
      sql`select count(*)::int as n from constituant_fact where fact = ${idFact}`,
    );
    expect(parFacture.total).toBe(n?.n);

    const [s] = await direct<{ id_stade: number }>(
      sql`select id_stade from "of" where num_sachet = ${livres.rows[0].numSachet}`,
    );
    const parStade = (await get(`/api/of/analyse/livres?${P}&stade=${s?.id_stade}`)).json();
    const [m] = await direct<{ n: number }>(sql`
      select count(*)::int as n from constituant_fact cf join facture f on f.id_fact = cf.fact
      join "of" o on o.num_sachet = cf.of
      where f.date_fact between ${periode.debut} and ${periode.fin} and o.id_stade = ${s?.id_stade}`);
    expect(parStade.total).toBe(m?.n);
    expect(parStade.total).toBeLessThan(livres.total);

    const enCours = (await get(`/api/of/analyse/en-cours?${P}&statut=${STATUT.facture}`)).json();
    expect(enCours.total).toBe(0);
  });

  it("exports the whole filtered list as CSV", async () => {
    const res = await get(`/api/of/analyse/en-cours?${P}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("ofs-en-cours.csv");
    const lines = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(res.body.startsWith("\ufeff")).toBe(true);
    expect(lines[0]).toBe(
      "OF;Créé le;Livraison;Client;Référence;Réf. client;Stade;Métal;Statut;Poids (g);Prix",
    );
    const { count } = (await get(`/api/of/analyse/totaux?${P}`)).json().enCours;
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(/^\d+;\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};/);
  });

  it("refuses an unknown sort, and every call without a session", async () => {
    expect((await get("/api/of/analyse/livres?sort=notes")).statusCode).toBe(400);
    for (const url of [
      "/api/of/repartition",
      `/api/of/repartition/${STATUT.facture}`,
      "/api/of/analyse/totaux",
      "/api/of/analyse/en-cours",
      "/api/of/analyse/livres",
      "/api/of/analyse/extensia",
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect(t.routes).toContainEqual({
        method: "GET",
        url: url.replace(String(STATUT.facture), ":statut"),
        access: "session",
      });
    }
  });
});
