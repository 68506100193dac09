import { dec } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/** /suivi_metal and /analyse_metal on the demo set: the balance = receptions x 0.92 / 0.753 - invoiced weight. */

let t: TestApp;
let cookie: string;
let client: { id: number; annee: string };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
  const [c] = (
    await t.database.db.execute<{ id: number; annee: string }>(sql`
      select r.id_client as id, to_char(r.date, 'YYYY') as annee from reception_metal r
      join facture f on f.id_bijouterie = r.id_client and date_trunc('year', f.date_fact) = date_trunc('year', r.date)
      join constituant_fact cf on cf.fact = f.id_fact join "of" o on o.num_sachet = cf.of and o.facon = 1
      group by 1, 2 order by count(*) desc limit 1`)
  ).rows;
  if (!c) throw new Error("no client with receptions and façon invoices in the demo");
  client = c;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, c = cookie) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: c, ...nouvelEnvoi(method) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("GET /api/metal/suivi", () => {
  it("lists the invoices and receptions of the client and the balance of spec 03 section 9", async () => {
    const res = await call(
      "GET",
      `/api/metal/suivi?client=${client.id}&debut=${client.annee}-01-01&fin=${client.annee}-12-31`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    // The demo client's year (the demo is the same on both engines): 16 façon invoices, 25 receptions.
    expect([b.factures.length, b.receptions.length]).toEqual([16, 25]);
    const [attendu] = (
      await t.database.db.execute<{ solde: string }>(sql`
        select round((select sum(poids) from reception_metal where id_client = ${client.id}
                        and date between ${`${client.annee}-01-01`}::date and ${`${client.annee}-12-31`}::date) * 0.92 / 0.753
          - ${b.totalFactures}::numeric, 3)::text as solde`)
    ).rows;
    expect(b.solde).toBe(attendu?.solde);
    const r = b.receptions[0];
    expect(Number(r.poids752)).toBeCloseTo((Number(r.poids) * 0.92) / 0.753, 3);
  });

  it("sends a page of 100 invoices and of 100 receptions, with the whole period's counts and totals (issue 29.2)", async () => {
    const tout = "debut=2000-01-01&fin=2100-12-31";
    const [attendu] = (
      await t.database.db.execute<{ nb: number; total: string; nbR: number; totalR: string }>(sql`
        select count(*)::int as nb, coalesce(sum(poids), 0)::numeric(14,3)::text as total,
               (select count(*)::int from reception_metal) as "nbR",
               (select coalesce(sum(poids), 0)::numeric(14,3)::text from reception_metal) as "totalR"
        from (select sum(cf.poids_u) as poids from facture f join constituant_fact cf on cf.fact = f.id_fact
              join "of" o on o.num_sachet = cf.of and o.facon = 1 group by f.id_fact having sum(cf.poids_u) > 0) x`)
    ).rows;
    // The small demo set holds more than one page of façon invoices (113), fewer than three.
    expect(attendu!.nb).toBeGreaterThan(100);
    expect(attendu!.nb).toBeLessThanOrEqual(200);
    const premiere = (await call("GET", `/api/metal/suivi?${tout}`)).json();
    expect(premiere.pageSize).toBe(100);
    expect(premiere.factures).toHaveLength(100);
    expect(premiere.nbFactures).toBe(attendu!.nb);
    expect(premiere.totalFactures).toBe(attendu!.total);
    expect(premiere.nbReceptions).toBe(attendu!.nbR);
    expect(premiere.totalReceptions).toBe(attendu!.totalR);
    expect(premiere.receptions).toHaveLength(Math.min(attendu!.nbR, 100));
    const seconde = (await call("GET", `/api/metal/suivi?${tout}&pageFactures=1`)).json();
    expect(seconde.factures).toHaveLength(attendu!.nb - 100);
    expect(seconde.factures[0].idFact).not.toBe(premiere.factures[99].idFact);
    const cles = [...premiere.factures, ...seconde.factures].map(
      (f: { date: string; idFact: number }) => `${f.date}-${String(f.idFact).padStart(8, "0")}`,
    );
    expect(cles).toEqual([...cles].sort());
    // Past the last page: no rows, the same totals and balance.
    const auDela = (
      await call("GET", `/api/metal/suivi?${tout}&pageFactures=99999&pageReceptions=99999`)
    ).json();
    expect(auDela.factures).toEqual([]);
    expect(auDela.receptions).toEqual([]);
    expect([auDela.nbFactures, auDela.totalFactures, auDela.solde]).toEqual([
      premiere.nbFactures,
      premiere.totalFactures,
      premiere.solde,
    ]);
    const refus = await call("GET", `/api/metal/suivi?${tout}&pageFactures=-1`);
    expect(refus.statusCode).toBe(400);
    expect(refus.json().message).toBe("Page invalide.");
  });

  it("is for role 1 (the Analyse menu)", async () => {
    expect((await call("GET", "/api/metal/suivi", undefined, await t.cookieOf("bureau"))).statusCode).toBe(
      403,
    );
  });
});

// Reception Or (written, refused, removed) is tested on a new client in receptions-or.test.ts.

describe("GET /api/metal/analyse", () => {
  const url = () => `/api/metal/analyse?debut=${client.annee}-01-01&fin=${client.annee}-12-31`;

  it("gives the totals, the OF lists, the weighings and six cards from the dated opening balances", async () => {
    const res = await call("GET", url());
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    const [s] = (
      await t.database.db.execute<{ sorti: string; rentre: string; pesees: number }>(sql`
        select coalesce(sum(poids_d), 0)::numeric(14,3)::text as sorti,
               (select coalesce(sum(poids_r), 0)::numeric(14,3)::text from ouvrier where rendu = 1
                  and date_retour between ${`${client.annee}-01-01`}::date and ${`${client.annee}-12-31`}::date) as rentre,
               (select count(*)::int from pesee where date between ${`${client.annee}-01-01`}::date and ${`${client.annee}-12-31`}::date) as pesees
        from ouvrier where date_envoi between ${`${client.annee}-01-01`}::date and ${`${client.annee}-12-31`}::date`)
    ).rows;
    expect(a.totauxGlobaux.poidsSortiTotal).toBe(s?.sorti);
    // The weight back is read from the loss projection per jeweller and day (0040): the lines' own sum.
    expect(a.totauxGlobaux.poidsEntreeTotal).toBe(s?.rentre);
    expect(a.peseeAtelier.nb).toBe(s?.pesees ?? -1);
    // 821 delivered OFs of the demo's year, 6911,539 g.
    expect(a.poidsLivre).toEqual({ total: "6911.539", nb: 821 });
    expect(a.cartes.map((c: { ouverture: string }) => c.ouverture)).toEqual([
      "1150.000",
      "-1166.000",
      "138.600",
      "450.000",
      "-344.730",
      "121.490",
    ]);
    for (const c of a.cartes) expect(c.positif).toBe(Number(c.solde) >= 0);
    const atelier = a.cartes[0];
    expect(Number(atelier.mouvements)).toBeCloseTo(
      Number(a.totauxGlobaux.poidsSortiTotal) - Number(a.totauxGlobaux.poidsEntreeTotal),
      3,
    );
  });

  it("sends totals only; each list's rows come a page at a time, whose weights add up to its total", async () => {
    const a = (await call("GET", url())).json();
    expect(a.poidsLivre).not.toHaveProperty("listeOf");
    const periode = `debut=${client.annee}-01-01&fin=${client.annee}-12-31`;
    for (const [liste, figure] of [
      ["livres", a.poidsLivre],
      ["sortisStock", a.poidsSortiStock],
      ["entresStock", a.poidsEntreeStock],
    ] as const) {
      const res = await call("GET", `/api/metal/analyse/details?liste=${liste}&${periode}&pageSize=500`);
      expect(res.statusCode, res.body).toBe(200);
      const lignes: { of: number; poids: string; date: string }[] = res.json().lignes;
      expect(lignes).toHaveLength(Math.min(figure.nb, 500));
      if (figure.nb <= 500)
        expect(dec(figure.total).eq(lignes.reduce((t, l) => t.plus(l.poids), dec(0)))).toBe(true);
      const dates = lignes.map((l) => l.date);
      expect(dates).toEqual([...dates].sort());
    }
    const premiere = (
      await call("GET", `/api/metal/analyse/details?liste=livres&${periode}&pageSize=2`)
    ).json();
    const seconde = (
      await call("GET", `/api/metal/analyse/details?liste=livres&${periode}&page=1&pageSize=1`)
    ).json();
    expect(seconde.lignes[0]).toEqual(premiere.lignes[1]);
    const pesees = (
      await call("GET", `/api/metal/analyse/details?liste=pesees&${periode}&pageSize=500`)
    ).json();
    expect(pesees.lignes).toHaveLength(Math.min(a.peseeAtelier.nb, 500));
  });

  it("refuses an unknown list or page size in French, and is for role 1", async () => {
    const inconnue = await call("GET", "/api/metal/analyse/details?liste=tout");
    expect(inconnue.statusCode).toBe(400);
    expect(inconnue.json().message).toBe("Liste inconnue");
    const bureau = await t.cookieOf("bureau");
    expect((await call("GET", "/api/metal/analyse/details?liste=livres", undefined, bureau)).statusCode).toBe(
      403,
    );
  });

  it("takes a new opening balance from its date on", async () => {
    const put = await call("PUT", "/api/metal/soldes-ouverture", {
      cle: "coffre",
      dateEffet: `${client.annee}-01-01`,
      valeur: "200,5",
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await call("GET", url())).json().cartes[2].ouverture).toBe("200.500");
    const avant = `/api/metal/analyse?debut=${Number(client.annee) - 1}-01-01&fin=${Number(client.annee) - 1}-12-31`;
    expect((await call("GET", avant)).json().cartes[2].ouverture).toBe("138.600");
  });
});
