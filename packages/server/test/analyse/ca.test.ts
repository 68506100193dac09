import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_TODAY } from "../../src/demo/context.ts";
import { ANNEE, an2010, clientAnalyse, exec, get, id } from "./ca.fixture.ts";

/**
 * /analyse_ca and /facon (spec 03 sections 2.1, 2.7) on the analyses' own client (`ca.fixture.ts`): its
 * invoices in 2008 to 2011 and the current year, on both channels, and a credit note; every figure below
 * is computed by hand from those lines. The progression, comparison, production, stock and login
 * analyses are in `suivis.test.ts`.
 */

clientAnalyse();

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
