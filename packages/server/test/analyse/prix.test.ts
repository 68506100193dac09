import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /analyse_prix (spec 03 section 2.4): two products of their own, invoiced in 2003 (a year the demo
 * set leaves alone, and the ref prefix TPX isolates them). Product 1 (type 1, tarif 2, cost 100):
 * nine lines at 200 (ratio 2) and one at 1200 (ratio 12): mean 3, population σ = sqrt((9×1 + 81)/10) = 3,
 * |12 − 3| = 9 > 2σ = 6, so the 1200 line is incoherent (9 / 3 = 3 σ). Product 2 (type 5, tarif 3,
 * cost 50): lines 100 and 150, ratios 2 and 3, mean 2.5, σ 0.5, nothing incoherent.
 */

let t: TestApp;
let direction: string;
let bureau: string;
const id = { agence: 0, ofA: 0, ofB: 0 };

const exec = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => t.database.db.execute<T>(q);
const un = async (q: ReturnType<typeof sql>) => (await exec<{ id: number }>(q)).rows[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  direction = await t.cookieOf("direction");
  bureau = await t.cookieOf("bureau");
  id.agence = await un(
    sql`insert into client (label, nom_agence) values ('TPX', 'Agence Prix') returning id`,
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
  const nouvelOf = (idp: number, prixR: string) =>
    un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, tournee, facon, prix_r, ref)
      values (${idp}, ${id.agence}, 600, 2, 1, 1, 0, 0, ${prixR},
              (select ref from centre where id_centre = ${idp})) returning num_sachet as id`);
  id.ofA = await nouvelOf(await produit("TPX-1", 1, 2), "100");
  id.ofB = await nouvelOf(await produit("TPX-2", 5, 3), "50");
  const f = await un(sql`insert into facture (id_bijouterie, date_fact, taux_tva, client)
    values (${id.agence}, '2003-03-01', 20, 'Test') returning id_fact as id`);
  const lignes: Array<[number, string]> = [
    ...Array.from({ length: 9 }, (): [number, string] => [id.ofA, "200"]),
    [id.ofA, "1200"],
    [id.ofB, "100"],
    [id.ofB, "150"],
  ];
  for (const [of, totht] of lignes) {
    await exec(sql`insert into constituant_fact (fact, of, designation, prix_u_ht, totht)
      values (${f}, ${of}, 'ligne', ${totht}, ${totht})`);
  }
});
afterAll(() => t.close());

const get = (url: string, cookie = direction) => t.app.inject({ method: "GET", url, headers: { cookie } });
const base = "debut=2003-01-01&fin=2003-12-31&ref=TPX-";

describe("Synthèse des Prix", () => {
  it("groups by type and tariff with hand-computed means and σ", async () => {
    const res = await get(`/api/analyse/prix/synthese?${base}&groupes=type,tarif&sort=nombre&dir=desc`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.rows[0]).toMatchObject({
      typeProduitId: 1,
      tarifProduitId: 2,
      tranche: "",
      nombre: 10,
      prixMoyen: "300.00",
      revientMoyen: "100.00",
      moyenneRapport: "3.00",
      ecartTypeRapport: "3.00",
    });
    expect(body.rows[1]).toMatchObject({
      typeProduitId: 5,
      tarifProduitId: 3,
      nombre: 2,
      prixMoyen: "125.00",
      revientMoyen: "50.00",
      moyenneRapport: "2.50",
      ecartTypeRapport: "0.50",
    });
  });
  it("one group when grouped by tariff only on one tariff", async () => {
    const body = (await get(`/api/analyse/prix/synthese?${base}&groupes=tarif&tarif=3`)).json();
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ typeProduitId: null, typeProduit: "", nombre: 2 });
  });
  it("refuses an empty grouping with the alert of section 5", async () => {
    const res = await get(`/api/analyse/prix/synthese?${base}&groupes=`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(
      "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.",
    );
  });
  it("exports CSV", async () => {
    const csv = await get(
      `/api/analyse/prix/synthese?${base}&groupes=type,tarif&format=csv&sort=nombre&dir=desc`,
    );
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.startsWith("\ufeffType de produit;Tarif produit;Tranche prix de revient;Nombre;")).toBe(
      true,
    );
    expect(csv.body).toContain(";10;300,00;100,00;3,00;3,00");
  });
});

describe("Détail pour la Sélection and Produits Individuels Incohérents", () => {
  it("lists a group's lines", async () => {
    const body = (
      await get(
        `/api/analyse/prix/detail?${base}&groupes=type,tarif&typeProduitId=1&tarifProduitId=2&sort=rapport&dir=desc`,
      )
    ).json();
    expect(body.total).toBe(10);
    expect(body.rows[0]).toMatchObject({
      dateFact: "2003-03-01",
      of: id.ofA,
      ref: "TPX-1",
      totht: "1200.00",
      prixR: "100.00",
      rapport: "12.00",
    });
  });
  it("finds the line beyond two standard deviations, and only it", async () => {
    const body = (await get(`/api/analyse/prix/incoherents?${base}&groupes=type,tarif`)).json();
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({
      of: id.ofA,
      totht: "1200.00",
      rapport: "12.00",
      moyenneRapport: "3.00",
      ecartTypeRapport: "3.00",
      ecart: "3.00",
    });
  });
  it("refuses role 6", async () => {
    for (const u of ["synthese", "detail", "incoherents"]) {
      expect((await get(`/api/analyse/prix/${u}?${base}`, bureau)).statusCode).toBe(403);
    }
  });
});
