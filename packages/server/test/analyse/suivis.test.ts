import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ANNEE, clientAnalyse, exec, get, id, session, un } from "./ca.fixture.ts";

/**
 * /variation_ca_client, /comparaison_ca, /suivi_production, /analyse_stock, /suivi_connection (spec 03
 * section 2) on the analyses' own client (`ca.fixture.ts`), and role 6 refused on every analysis.
 */

clientAnalyse();

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
    const analyses = session.t.routes.filter((r) => r.url.startsWith("/api/analyse"));
    expect(analyses.length).toBeGreaterThanOrEqual(10);
    for (const r of analyses) {
      expect(r.access).toBe("direction");
      const res = await session.t.app.inject({
        method: r.method as "GET",
        url: r.url.replace(/:\w+/g, "1"),
        headers: { cookie: session.bureau },
      });
      expect(res.statusCode, r.url).toBe(403);
    }
  });
});
