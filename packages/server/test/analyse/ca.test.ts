import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../src/demo/context.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /analyse_ca and /facon (spec 03 sections 2.1, 2.7): a client group of its own with invoices in
 * 2008 to 2011 and the current year, on both channels, and a credit note; every figure below is
 * computed by hand from those lines.
 */

let t: TestApp;
let direction: string;
let bureau: string;
const id = { groupe: 0, agence: 0, p1: 0, p2: 0, ofA: 0, ofB: 0, ofC: 0 };
const ANNEE = new Date().getFullYear();

const exec = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => t.database.db.execute<T>(q);
const un = async (q: ReturnType<typeof sql>) => (await exec<{ id: number }>(q)).rows[0]!.id;

async function facture(date: string, lignes: Array<{ of: number; totht: string; poids?: string }>) {
  const f = await un(sql`insert into facture (id_bijouterie, date_fact, taux_tva, client)
    values (${id.agence}, ${date}, 20, 'Test') returning id_fact as id`);
  for (const l of lignes) {
    await exec(sql`insert into constituant_fact (fact, of, designation, prix_u_ht, totht, poids_u)
      values (${f}, ${l.of}, 'ligne', ${l.totht}, ${l.totht}, ${l.poids ?? null})`);
  }
  return f;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  direction = await t.cookieOf("direction");
  bureau = await t.cookieOf("bureau");
  id.groupe = await un(
    sql`insert into client (label, nom_agence) values ('TGRP', 'Groupe Analyse') returning id`,
  );
  id.agence = await un(
    sql`insert into client (label, nom_agence, id_parent) values ('TAG', 'Agence Analyse', ${id.groupe}) returning id`,
  );
  const produit = async (ref: string, type: number, tarif: number) => {
    const cv = await un(
      sql`insert into centre_vide (ref, type_prod) values (${ref}, ${type}) returning id_cv as id`,
    );
    const c = await un(
      sql`insert into centre (ref, description, id_cv) values (${ref}, ${`Produit ${ref}`}, ${cv}) returning id_centre as id`,
    );
    await exec(sql`insert into produit (id_centre, id_tarif_produit) values (${c}, ${tarif})`);
    return c;
  };
  id.p1 = await produit("TCA-1", 1, 2);
  id.p2 = await produit("TCA-2", 5, 3);
  const nouvelOf = (idp: number, metal: number, tournee: number, facon: number, prixR: string) =>
    un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, tournee, facon, prix_r, ref)
      values (${idp}, ${id.agence}, 600, 2, 1, ${metal}, ${tournee}, ${facon}, ${prixR},
              (select ref from centre where id_centre = ${idp})) returning num_sachet as id`);
  id.ofA = await nouvelOf(id.p1, 1, 1, 0, "100");
  id.ofB = await nouvelOf(id.p2, 3, 0, 1, "50");
  id.ofC = await nouvelOf(id.p2, 2, 0, 0, "20");
  await facture("2008-01-10", [{ of: id.ofA, totht: "5000" }]);
  await facture("2009-05-01", [{ of: id.ofA, totht: "100" }]);
  await facture("2010-03-15", [
    { of: id.ofA, totht: "300" },
    { of: id.ofB, totht: "700", poids: "12.5" },
  ]);
  await facture("2011-07-01", [{ of: id.ofA, totht: "300" }]);
  await facture(`${ANNEE}-01-02`, [{ of: id.ofA, totht: "9999" }]);
  // The alternate channel: a line at 0 (bracket '0').
  const fe = await un(sql`insert into facture_extensia (id_bijouterie, date_fact, taux_tva, client)
    values (${id.agence}, '2010-04-01', 20, 'Test') returning id_fact as id`);
  await exec(sql`insert into constituant_fact_extensia (fact, of, prix) values (${fe}, ${id.ofC}, 0)`);
  await exec(
    sql`insert into avoir (id_clt, date, description, tot_ht) values (${id.agence}, '2010-06-01', 'Test', 100)`,
  );
});
afterAll(() => t.close());

const get = (url: string, cookie = direction) => t.app.inject({ method: "GET", url, headers: { cookie } });
const an2010 = () => `client=${id.groupe}&debut=2010-01-01&fin=2010-12-31`;

describe("Comparaison Par An", () => {
  it("nets credit notes per year and leaves 2008 and the current year out of the statistics", async () => {
    const res = await get(`/api/analyse/ca/annees?client=${id.groupe}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      annees: [
        { annee: 2008, totalCa: "5000.00", totalAvoir: "0.00", totalHt: "5000.00" },
        { annee: 2009, totalCa: "100.00", totalAvoir: "0.00", totalHt: "100.00" },
        { annee: 2010, totalCa: "1000.00", totalAvoir: "100.00", totalHt: "900.00" },
        { annee: 2011, totalCa: "300.00", totalAvoir: "0.00", totalHt: "300.00" },
        { annee: ANNEE, totalCa: "9999.00", totalAvoir: "0.00", totalHt: "9999.00" },
      ],
      // 100, 900, 300: mean 433.33; population deviation √((333.33² + 466.67² + 133.33²) / 3) = 339.93.
      statistiques: {
        meilleureAnnee: { annee: 2010, total: "900.00" },
        moyenne: "433.33",
        ecartType: "339.93",
        anneesComptees: [2009, 2010, 2011],
      },
    });
  });
});

describe("Comparaison Par An from the lines", () => {
  it("reads the lines when a filter is beyond the month totals (metal), credit notes by client", async () => {
    const body = (await get(`/api/analyse/ca/annees?client=${id.groupe}&metal=3`)).json();
    expect(body.annees).toEqual([
      { annee: 2010, totalCa: "700.00", totalAvoir: "100.00", totalHt: "600.00" },
    ]);
    const tour = (await get(`/api/analyse/ca/annees?client=${id.groupe}&tournee=1`)).json();
    expect(tour.annees.map((a: { annee: number; totalCa: string }) => [a.annee, a.totalCa])).toEqual([
      [2008, "5000.00"],
      [2009, "100.00"],
      [2010, "300.00"],
      [2011, "300.00"],
      [ANNEE, "9999.00"],
    ]);
  });
});

describe("Top Vente and its doughnuts", () => {
  it("groups by product with the share of the revenue", async () => {
    const res = await get(`/api/analyse/ca/top-vente?${an2010()}&pageSize=10&sort=caHt&dir=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 2,
      rows: [
        {
          idp: id.p2,
          qte: 2,
          typeProduit: "Pendentif",
          ref: "TCA-2",
          designation: "Produit TCA-2",
          caHt: "700.00",
          prixRevient: "70.00",
          pourcentage: "70.00",
        },
        {
          idp: id.p1,
          qte: 1,
          typeProduit: "Bague",
          ref: "TCA-1",
          designation: "Produit TCA-1",
          caHt: "300.00",
          prixRevient: "100.00",
          pourcentage: "30.00",
        },
      ],
    });
    const csv = await get(`/api/analyse/ca/top-vente?${an2010()}&format=csv&sort=caHt&dir=desc`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(
      csv.body.startsWith("\ufeffQte;Type Produit;Référence;Désignation;CA HT;Prix de Revient;Pourcentage"),
    ).toBe(true);
    expect(csv.body).toContain("2;Pendentif;TCA-2;Produit TCA-2;700,00;70,00;70,00");
  });

  it("splits by product type and by metal", async () => {
    const res = await get(`/api/analyse/ca/repartition?${an2010()}`);
    expect(res.json()).toEqual({
      total: "1000.00",
      qte: 3,
      parType: [
        { id: 5, label: "Pendentif", caHt: "700.00", qte: 2 },
        { id: 1, label: "Bague", caHt: "300.00", qte: 1 },
      ],
      parMetal: [
        { id: 3, label: "OR ROSE 750", caHt: "700.00", qte: 1 },
        { id: 1, label: "OR JAUNE 750", caHt: "300.00", qte: 1 },
        { id: 2, label: "OR BLANC 750", caHt: "0.00", qte: 1 },
      ],
    });
  });
});

describe("Analyse Vente and the detail popups", () => {
  it("splits by price bracket and by tariff", async () => {
    const res = await get(`/api/analyse/ca/vente?${an2010()}`);
    expect(res.json()).toEqual({
      parTranche: [
        { intervalle: "0", caHt: "0.00", qte: 1 },
        { intervalle: "0 à 500", caHt: "300.00", qte: 1 },
        { intervalle: "500 à 1000", caHt: "700.00", qte: 1 },
      ],
      parTarif: [
        { id: 3, label: "Création", caHt: "700.00", qte: 2 },
        { id: 2, label: "ATC", caHt: "300.00", qte: 1 },
      ],
    });
  });

  it("lists the lines of a bracket, a product, a metal, a tariff; refuses a bracket it cannot read", async () => {
    const ofs = async (q: string) =>
      (await get(`/api/analyse/ca/detail?${an2010()}&${q}&pageSize=15`))
        .json()
        .rows.map((r: { numSachet: number }) => r.numSachet);
    expect(await ofs(`tranche=${encodeURIComponent("500 à 1000")}`)).toEqual([id.ofB]);
    expect(await ofs("tranche=0")).toEqual([id.ofC]);
    expect(await ofs(`idp=${id.p1}`)).toEqual([id.ofA]);
    expect(await ofs("metalSlice=3")).toEqual([id.ofB]);
    expect((await ofs("tarif=3")).sort()).toEqual([id.ofB, id.ofC].sort());
    const bad = await get(`/api/analyse/ca/detail?${an2010()}&tranche=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tranche de prix invalide.");
  });
});

describe("CA Par Mois and Comparaison Par Mois", () => {
  it("splits tour and non-tour revenue per month", async () => {
    expect((await get(`/api/analyse/ca/mois?${an2010()}`)).json()).toEqual([
      { mois: "2010-03", tournee: "300.00", horsTournee: "700.00" },
      { mois: "2010-04", tournee: "0.00", horsTournee: "0.00" },
    ]);
  });

  it("compares the end's year with the year before, month by month", async () => {
    const body = (await get(`/api/analyse/ca/comparaison-mois?${an2010()}`)).json();
    expect(body.annee).toBe(2010);
    expect(body.anneePrecedente).toBe(2009);
    expect(body.mois).toHaveLength(12);
    expect(body.mois[2]).toEqual({ mois: 3, courant: "1000.00", precedent: "0.00" });
    expect(body.mois[4]).toEqual({ mois: 5, courant: "0.00", precedent: "100.00" });
  });

  it("filters by tour, metal and product type", async () => {
    const top = async (q: string) => (await get(`/api/analyse/ca/repartition?${an2010()}&${q}`)).json().total;
    expect(await top("tournee=1")).toBe("300.00");
    expect(await top("tournee=0")).toBe("700.00");
    expect(await top("metal=3")).toBe("700.00");
    expect(await top("type=1")).toBe("300.00");
    expect(await top("ref=tca-2")).toBe("700.00");
  });
});

describe("/facon", () => {
  it("lists the façon lines with their gold weight and the total", async () => {
    const res = await get(`/api/analyse/facon?${an2010()}&facon=1`);
    expect(res.json()).toMatchObject({
      total: 1,
      rows: [{ client: "Agence Analyse", dateFact: "2010-03-15", ref: "TCA-2", poids: "12.500" }],
    });
    expect((await get(`/api/analyse/facon/total?${an2010()}&facon=1`)).json()).toEqual({
      poidsTotal: "12.500",
      nbLignes: 1,
    });
  });
});

describe("on the demo set", () => {
  it("Top Vente's total equals the invoice lines of both channels of the year", async () => {
    // The demo's last full year (its "today" is fixed), not the clock's: its total is then a known figure.
    const annee = Number(DEMO_TODAY.slice(0, 4)) - 1;
    const lignes = await exec<{ total: string }>(sql`select coalesce(sum(m), 0)::text as total from (
        select cf.totht as m from constituant_fact cf join facture f on f.id_fact = cf.fact
          where f.date_fact between ${`${annee}-01-01`} and ${`${annee}-12-31`}
        union all
        select cf.prix from constituant_fact_extensia cf join facture_extensia f on f.id_fact = cf.fact
          where f.date_fact between ${`${annee}-01-01`} and ${`${annee}-12-31`}) x`);
    const res = await get(`/api/analyse/ca/repartition?debut=${annee}-01-01&fin=${annee}-12-31`);
    // 2 361 570,51 € of lines in the demo's 2025, both channels.
    expect(lignes.rows[0]!.total).toBe("2361570.51");
    expect(res.json().total).toBe(Number(lignes.rows[0]!.total).toFixed(2));
  });

  it("defaults to the current year", async () => {
    const res = await get("/api/analyse/ca/mois");
    expect(res.statusCode).toBe(200);
    for (const m of res.json()) expect(m.mois.startsWith(String(ANNEE))).toBe(true);
  });
});

describe("/variation_ca_client", () => {
  type Ligne = {
    idBijouterie: number;
    totalHtAnneeDeb: string;
    totalHtAnneeFin: string;
    pourcentageVariation: string;
  };
  it("ranks the client's net progression: 100 -> 900 is +800 %, 900 -> 300 is -66.67 %", async () => {
    const hausse = (await get("/api/analyse/progression?anneeDebut=2009&anneeFin=2010")).json();
    expect(hausse.anneeDebut).toBe(2009);
    expect(hausse.progressions.find((l: Ligne) => l.idBijouterie === id.agence)).toEqual({
      idBijouterie: id.agence,
      nomAgence: "Agence Analyse",
      totalHtAnneeDeb: "100.00",
      totalHtAnneeFin: "900.00",
      pourcentageVariation: "800.00",
    });
    expect(hausse.progressions.length).toBeLessThanOrEqual(20);
    const baisse = (await get("/api/analyse/progression?anneeDebut=2010&anneeFin=2011")).json();
    expect(baisse.regressions.find((l: Ligne) => l.idBijouterie === id.agence)?.pourcentageVariation).toBe(
      "-66.67",
    );
    const ratios = baisse.regressions.map((l: Ligne) => Number(l.pourcentageVariation));
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));
  });

  it("lists every client in the comparison table, with its CSV, and defaults to two years ago .. last year", async () => {
    const page = (
      await get(
        "/api/analyse/progression/clients?anneeDebut=2010&anneeFin=2011&sort=nomAgence&dir=asc&pageSize=1000",
      )
    ).json();
    expect(page.rows.find((l: Ligne) => l.idBijouterie === id.agence)?.totalHtAnneeFin).toBe("300.00");
    const csv = await get("/api/analyse/progression/clients?anneeDebut=2010&anneeFin=2011&format=csv");
    expect(csv.body.startsWith("\ufeffClient;CA année début;CA année fin;Variation")).toBe(true);
    const defaut = (await get("/api/analyse/progression")).json();
    expect([defaut.anneeDebut, defaut.anneeFin]).toEqual([ANNEE - 2, ANNEE - 1]);
  });

  it("refuses a year that is not four digits, with the French message", async () => {
    const res = await get("/api/analyse/progression?anneeDebut=23");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("L'année doit compter quatre chiffres.");
  });

  it("gives a client's yearly history with its statistics", async () => {
    const body = (await get(`/api/analyse/progression/historique?client=${id.agence}`)).json();
    expect(body.nomAgence).toBe("Agence Analyse");
    expect(body.annees.map((a: { annee: number }) => a.annee)).toEqual([2008, 2009, 2010, 2011, ANNEE]);
    expect(body.statistiques).toEqual({
      meilleureAnnee: { annee: 2010, total: "900.00" },
      moyenne: "433.33",
      ecartType: "339.93",
      anneesComptees: [2009, 2010, 2011],
    });
  });
});

describe("/comparaison_ca", () => {
  it("compares three years, adds the revenue still to come, and colours nothing itself", async () => {
    await exec(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, prix_fact)
      values (${id.p1}, ${id.agence}, 200, 2, 1, 1, 200)`);
    const ligne = async (q: string) =>
      (await get(`/api/analyse/comparaison?client=${id.groupe}&${q}`)).json().rows[0];
    // 2009 100, 2010 1000 (lines, before credit notes), 2011 300; 200 still to come.
    expect(await ligne("date=2011-12-31&mode=annee_complete")).toEqual({
      idBijouterie: id.agence,
      client: "Agence Analyse",
      ca1: "100.00",
      ca2: "1000.00",
      ca3: "300.00",
      caAVenir: "200.00",
      variation1: "900.00",
      variation2: "-70.00",
      variation3: "-50.00",
    });
    // Up to 20 March of each year: 0, 1000 (15 March 2010), 0.
    expect(await ligne("date=2011-03-20&mode=date_egale")).toMatchObject({
      ca1: "0.00",
      ca2: "1000.00",
      ca3: "0.00",
      variation1: null,
      variation2: "-100.00",
      variation3: "-80.00",
    });
    expect(await ligne("date=2011-12-31&tournee=tournee")).toMatchObject({ ca2: "300.00", caAVenir: "0.00" });
    expect(await ligne("date=2011-12-31&tournee=autre")).toMatchObject({ ca2: "700.00", caAVenir: "200.00" });
    const bad = await get("/api/analyse/comparaison?mode=hier");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Mode de comparaison invalide.");
  });
});

describe("/suivi_production", () => {
  it("counts the returned lines of a week per weekday, SAV apart, with statistics over non-empty days", async () => {
    const j = await un(sql`insert into joaillier (label) values ('Test Suivi') returning id`);
    const ofClassique =
      await un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal)
      values (${id.p1}, ${id.agence}, 200, 2, 1, 1) returning num_sachet as id`);
    const ofSav = await un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal)
      values (${id.p1}, ${id.agence}, 200, 12, 1, 1) returning num_sachet as id`);
    const ligne = (of: number, date: string, temps: string) =>
      exec(sql`insert into ouvrier (n_sachet, id_ouvrier, date_envoi, temps, rendu, date_retour)
        values (${of}, ${j}, ${date}, ${temps}, 1, ${date})`);
    // Week of Monday 5 March 2040: Monday 2 Classique (45 + 45) and 1 SAV (30); Wednesday 1 Classique (60).
    await ligne(ofClassique, "2040-03-05", "45");
    await ligne(ofClassique, "2040-03-05", "45");
    await ligne(ofSav, "2040-03-05", "30");
    await ligne(ofClassique, "2040-03-07", "60");
    const res = await get("/api/analyse/production?periode=semaine&date=2040-03-07");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      debut: "2040-03-05",
      fin: "2040-03-11",
      recap: {
        Classique: { nbArticles: 3, tempsTotal: "150.00" },
        SAV: { nbArticles: 1, tempsTotal: "30.00" },
      },
      total: { nbArticles: 4, tempsTotal: "180.00" },
      statistiques: {
        articles: { moyenne: "2.00", ecartType: "1.00" },
        temps: { moyenne: "90.00", ecartType: "30.00" },
      },
    });
    expect(res.json().graph.map((b: { libelle: string }) => b.libelle)).toEqual(["Lundi", "Mercredi"]);
    const mois = (await get("/api/analyse/production?periode=mois&date=2040-03-01")).json();
    expect(mois.graph.map((b: { libelle: string }) => b.libelle)).toEqual(["S10"]);
    expect((await get("/api/analyse/production?periode=siecle")).statusCode).toBe(400);
  });
});

describe("/analyse_stock", () => {
  it("splits the stock by cost-price bracket, count and total, and lists a bracket", async () => {
    const enStock = async (prixR: string) => {
      const n =
        await un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, prix_r, ref)
        values (${id.p1}, ${id.agence}, 650, 2, 1, 1, ${prixR}, 'TCA-1') returning num_sachet as id`);
      await exec(sql`insert into new_stock_prod (of) values (${n})`);
      return n;
    };
    await enStock("300");
    await enStock("200.50");
    const cher = await enStock("1200");
    expect((await get(`/api/analyse/stock?client=${id.groupe}`)).json()).toEqual([
      { prixRRange: "0 à 500", nombre: 2, totalRevient: "500.50" },
      { prixRRange: "1000 à 2000", nombre: 1, totalRevient: "1200.00" },
    ]);
    const detail = await get(
      `/api/analyse/stock/detail?client=${id.groupe}&tranche=${encodeURIComponent("1000 à 2000")}`,
    );
    expect(detail.json()).toEqual({
      total: 1,
      rows: [
        {
          of: cher,
          ref: "TCA-1",
          designation: "Produit TCA-1",
          prixR: "1200.00",
          nomAgence: "Agence Analyse",
        },
      ],
    });
    expect((await get(`/api/analyse/stock?client=${id.groupe}&metal=3`)).json()).toEqual([]);
  });
});

describe("/suivi_connection", () => {
  it("counts each user's logins per month, and lists the products consulted", async () => {
    const u = await un(sql`insert into utilisateur (login, password_hash, role, num_agence)
      values ('test.suivi', 'x', 3, ${id.agence}) returning id_user as id`);
    // Two logins this month, one three months ago, three five months ago: total 6 over 3 months,
    // mean 2, max 3, min 1; the current month and the two before: 2.
    for (const mois of [0, 0, 3, 5, 5, 5]) {
      await exec(
        sql`insert into log_connexion (id_user, date) values (${u}, date_trunc('month', now()) - make_interval(months => ${mois}) + interval '1 day')`,
      );
    }
    await exec(sql`insert into log_consultation_produit (id_user, id_produit, date)
      values (${u}, ${id.p1}, '2026-03-04 13:05:09+01')`);
    const stats = (await get("/api/analyse/connexions?pageSize=1000")).json();
    expect(stats.rows.find((r: { idUser: number }) => r.idUser === u)).toEqual({
      idUser: u,
      nomAgence: "Agence Analyse",
      identifiantUtilisateur: "test.suivi",
      type: "Boutique",
      totalConnexions: 6,
      moyenneConnexionsParMois: "2.00",
      maxConnexionsParMois: 3,
      minConnexionsParMois: 1,
      connexions3DerniersMois: 2,
    });
    const produits = (await get("/api/analyse/connexions/produits?sort=ref&dir=asc&pageSize=1000")).json();
    expect(produits.rows.find((r: { userLogin: string }) => r.userLogin === "test.suivi")).toMatchObject({
      ref: "TCA-1",
      nomAgence: "Agence Analyse",
      type: "Boutique",
      date: "04-03-2026 à 13:05:09",
    });
  });
});

describe("access", () => {
  it("refuses role 6 on every analysis endpoint", async () => {
    const analyses = t.routes.filter((r) => r.url.startsWith("/api/analyse"));
    expect(analyses.length).toBeGreaterThanOrEqual(10);
    for (const r of analyses) {
      expect(r.access).toBe("direction");
      const res = await t.app.inject({
        method: r.method as "GET",
        url: r.url.replace(/:\w+/g, "1"),
        headers: { cookie: bureau },
      });
      expect(res.statusCode, r.url).toBe(403);
    }
  });
});
