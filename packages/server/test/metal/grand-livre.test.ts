import { grandLivre, type MouvementStocke } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * The ledger maths of spec 03 section 5 on a real database: the SQL window sum gives the balances the
 * domain rule gives, with the spec's numbers (0.75 for gold, loss in cents rounded half up, rate 14).
 */

let t: TestApp;
let cookie: string;

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...nouvelEnvoi(method) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  // Suppliers with the address the police register names them with (issue 25 point 3).
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte, adresse, cp, ville) values
    (11, 'Fondeur Or', 998, 1, 2.5, '1 rue de Lyon', '69001', 'Lyon'), (12, 'Platine SA', 998, 1, 1.5, '1 rue de Lyon', '69001', 'Lyon'),
    (13, 'Pierres SARL', 1, 1, 0, '1 rue de Lyon', '69001', 'Lyon'), (14, 'Ancien fondeur', 998, 0, 1, '1 rue de Lyon', '69001', 'Lyon')`);
  // The refiner the register names the CLAL ledger's entries with (setting fournisseurAffineur, 0036).
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte, adresse, cp, ville) values
    (31, 'Affinerie', 2, 0, 0, '5 quai des Orfèvres', '75001', 'Paris')`);
  await exec(sql`insert into parametre (cle, valeur) values ('fournisseurAffineur', '31')
    on conflict (cle) do update set valeur = excluded.valeur`);
  await exec(sql`insert into client (id, label, nom_agence) values (501, 'Bijouterie A', 'Bijouterie A')`);
});
afterAll(() => t.close());

const fourn = (p: Record<string, unknown>) => ({
  date: "2026-01-10",
  fournisseurId: 11,
  perte: "2,5",
  designation: "Achat alliage",
  metalId: 1,
  entreeOrFin: "",
  sortieOr750: "",
  ...p,
});

const ids: Record<string, number> = {};

describe("writes", () => {
  it("creates supplier rows (decimal commas, rounded to 2 decimals)", async () => {
    const rows = [
      ["avant", fourn({ date: "2025-12-31", entreeOrFin: "5", perte: "0" })],
      ["e100", fourn({ entreeOrFin: "100" })],
      ["s100", fourn({ sortieOr750: "100", perte: "0" })],
      ["e10", fourn({ date: "2026-01-12", entreeOrFin: "10", perte: "3" })],
      ["pt", fourn({ date: "2026-01-11", fournisseurId: 12, metalId: 3, sortieOr750: "5", perte: "0" })],
    ] as const;
    for (const [k, body] of rows) {
      const res = await call("POST", "/api/metal/mouvements/fournisseurs", body);
      expect(res.statusCode, res.body).toBe(201);
      ids[k] = res.json().id;
    }
  });

  it("creates CLAL rows: Sortie Or Fin = 0.75 x Sortie Or 750 for gold unless typed, equal otherwise", async () => {
    const base = {
      date: "2026-01-05",
      designation: "Achat lingot",
      metalId: 1,
      entreeOrFin: "",
      sortieOr750: "",
      sortieOrFin: "",
    };
    const a = await call("POST", "/api/metal/mouvements/clal", { ...base, entreeOrFin: "200" });
    const b = await call("POST", "/api/metal/mouvements/clal", {
      ...base,
      designation: "Affinage",
      sortieOr750: "100",
    });
    const c = await call("POST", "/api/metal/mouvements/clal", {
      ...base,
      designation: "Manuel",
      sortieOr750: "10",
      sortieOrFin: "7,4",
    });
    const d = await call("POST", "/api/metal/mouvements/clal", {
      ...base,
      designation: "Platine",
      metalId: 3,
      sortieOr750: "10",
      sortieOrFin: "1",
    });
    for (const r of [a, b, c, d]) expect(r.statusCode, r.body).toBe(201);
    const stored = (
      await exec(
        sql`select designation, sortie_or_fin::text as fin, perte::text as perte from mouvement_clal order by id`,
      )
    ).rows;
    expect(stored).toEqual([
      { designation: "Achat lingot", fin: "0.000", perte: "0.00" },
      { designation: "Affinage", fin: "75.000", perte: "0.00" },
      { designation: "Manuel", fin: "7.400", perte: "0.00" },
      { designation: "Platine", fin: "10.000", perte: "0.00" },
    ]);
    ids.clal = b.json().id;
  });

  it("takes the customer loss from rate 14 (3 %), whatever the form sends", async () => {
    const res = await call("POST", "/api/metal/mouvements/clients", {
      date: "2026-01-15",
      clientId: 501,
      perte: "50",
      designation: "Livraison métal",
      metalId: 1,
      sortieOr750: "20",
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.client = res.json().id;
    const [r] = (
      await exec(
        sql`select perte::text as perte, sortie_or_fin::text as fin from mouvement_metal where id = ${ids.client}`,
      )
    ).rows;
    expect(r).toEqual({ perte: "3.00", fin: "20.000" });
  });

  it.each([
    [
      fourn({ entreeOrFin: "", sortieOr750: "" }),
      "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)",
    ],
    [fourn({ entreeOrFin: "1", perte: "101" }), "<= 100"],
    [fourn({ entreeOrFin: "1", designation: "A" }), "Désignation requise"],
    [fourn({ entreeOrFin: "1", date: "" }), "Date requise"],
    [fourn({ entreeOrFin: "1", fournisseurId: "" }), "Fournisseur requis"],
    [fourn({ entreeOrFin: "-1" }), ">= 0"],
    [fourn({ entreeOrFin: "1", fournisseurId: 13 }), "Fournisseur d'or actif (type 998) requis."],
    [fourn({ entreeOrFin: "1", fournisseurId: 14 }), "Fournisseur d'or actif (type 998) requis."],
    [fourn({ entreeOrFin: "1", metalId: 99 }), "Métal inconnu."],
  ])("refuses %o: %s", async (body, message) => {
    const res = await call("POST", "/api/metal/mouvements/fournisseurs", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a CLAL row with nothing in it", async () => {
    const res = await call("POST", "/api/metal/mouvements/clal", {
      date: "2026-01-05",
      designation: "Vide",
      metalId: 1,
      entreeOrFin: "0",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Renseigner au moins un champ");
  });
});

interface Ligne {
  cle: string;
  entree: string;
  sortie: string;
  pertePoids: string;
  solde: string;
}
const page = async (qs: string) => {
  const res = await call("GET", `/api/metal/mouvements?debut=2026-01-01&${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Ligne[]; total: number };
};
const soldes = (rows: Ligne[]) => rows.map((r) => [r.cle, r.entree, r.sortie, r.pertePoids, r.solde]);

describe("ledger maths", () => {
  it("supplier tab, gold: entry - 0.75 x exit - loss, carried from before the start date", async () => {
    const { rows, total } = await page("onglet=fournisseurs&metal=1");
    expect(total).toBe(3);
    expect(soldes(rows)).toEqual([
      [`fournisseur-${ids.e100}`, "100.00", "0.00", "2.50", "102.50"], // 5 before + 100 - 2.5
      [`fournisseur-${ids.s100}`, "0.00", "75.00", "0.00", "27.50"],
      [`fournisseur-${ids.e10}`, "10.00", "0.00", "0.30", "37.20"],
    ]);
  });

  it("supplier tab, platinum: the exit unchanged, its own balance", async () => {
    expect(soldes((await page("onglet=fournisseurs&metal=3")).rows)).toEqual([
      [`fournisseur-${ids.pt}`, "0.00", "5.00", "0.00", "-5.00"],
    ]);
  });

  it("CLAL tab: supplier rows with an entry count as exits", async () => {
    const { rows } = await page("onglet=clal&metal=1");
    expect(rows.map((r) => [r.cle.split("-")[0], r.entree, r.sortie, r.solde])).toEqual([
      ["clal", "200.00", "0.00", "195.00"], // the supplier's 5 g of 2025 went out before
      ["clal", "0.00", "75.00", "120.00"],
      ["clal", "0.00", "7.40", "112.60"],
      ["fournisseur", "0.00", "100.00", "12.60"],
      ["fournisseur", "0.00", "10.00", "2.60"],
    ]);
  });

  it("customer tab: loss of rate 14 on the exit", async () => {
    expect(soldes((await page("onglet=clients")).rows)).toEqual([
      [`client-${ids.client}`, "0.00", "20.00", "0.60", "-20.60"],
    ]);
  });

  it("the SQL balances are the domain's", async () => {
    const stored = (
      await exec(sql`
        select 'fournisseur' as source, id, to_char(date_mouvement, 'YYYY-MM-DD') as date, metal_id as "metalId",
               entree_or_fin::text as "entreeOrFin", sortie_or_750::text as "sortieOr750",
               sortie_or_fin::text as "sortieOrFin", perte::text as perte
        from mouvement_metal where fournisseur_id is not null`)
    ).rows as unknown as MouvementStocke[];
    // By hand: 5 g before 2026 + 100 entered − 2.5 % loss of 100 (2.50) = 102.50; − 0.75 × 100 = 27.50;
    // + 10 − 3 % of 10 (0.30) = 37.20. The SQL window sum and the domain rule both give it.
    const attendu = ["102.50", "27.50", "37.20"];
    const domaine = grandLivre("fournisseurs", stored, 1).filter(
      (r) => r.metalId === 1 && r.date >= "2026-01-01",
    );
    expect(domaine.map((r) => (r.solde / 100).toFixed(2))).toEqual(attendu);
    const { rows } = await page("onglet=fournisseurs&metal=1");
    expect(rows.map((r) => r.solde)).toEqual(attendu);
  });

  it("pills: rows per metal, totals and the last balance; designation filter case-insensitive", async () => {
    const res = await call("GET", "/api/metal/mouvements/resume?onglet=fournisseurs&debut=2026-01-01");
    expect(res.json()).toEqual([
      {
        metalId: 1,
        metal: "Or",
        lignes: 3,
        entree: "110.00",
        sortie: "75.00",
        pertePoids: "2.80",
        solde: "37.20",
      },
      {
        metalId: 3,
        metal: "Platine",
        lignes: 1,
        entree: "0.00",
        sortie: "5.00",
        pertePoids: "0.00",
        solde: "-5.00",
      },
    ]);
    expect((await page("onglet=fournisseurs&metal=1&designation=ALLIAGE")).total).toBe(3);
    expect((await page("onglet=fournisseurs&metal=1&designation=lingot")).total).toBe(0);
  });

  it("filters on the supplier and pages the CLAL rows", async () => {
    expect((await page("onglet=fournisseurs&fournisseur=12&metal=3")).total).toBe(1);
    const p = await page("onglet=clal&metal=1&pageSize=2&page=2");
    expect(p.total).toBe(5);
    expect(p.rows).toHaveLength(1);
  });

  it("prints the active metal as a PDF", async () => {
    const res = await call("GET", "/api/metal/mouvements/pdf?onglet=fournisseurs&metal=1&debut=2026-01-01");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("edit and delete", () => {
  it("updates a row of its own kind only, and deletes it once", async () => {
    const upd = await call(
      "PUT",
      `/api/metal/mouvements/fournisseurs/${ids.s100}`,
      fourn({ sortieOr750: "50", perte: "0" }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(
      (
        await call("PUT", `/api/metal/mouvements/clients/${ids.s100}`, {
          ...fourn({ sortieOr750: "1" }),
          clientId: 501,
        })
      ).statusCode,
    ).toBe(404);
    expect((await page("onglet=fournisseurs&metal=1")).rows[1]?.solde).toBe("65.00");
    expect((await call("DELETE", `/api/metal/mouvements/clal/${ids.clal}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/metal/mouvements/clal/${ids.clal}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/metal/mouvements/clients/${ids.client}`)).statusCode).toBe(204);
  });

  it("audits the writes", async () => {
    const rows = (
      await exec(
        sql`select table_name as "table", operation, count(*)::int as n from audit
            where table_name in ('mouvement_metal', 'mouvement_clal')
            group by table_name, operation order by table_name, operation`,
      )
    ).rows;
    // By hand, from the writes above (refused ones write nothing): CLAL 4 created (lingot, affinage,
    // manuel, platine), 1 deleted; metal 5 supplier rows (avant, e100, s100, e10, pt) + 1 customer row
    // = 6 created, s100 updated once (the 404 update writes nothing), the customer row deleted once.
    expect(rows).toEqual([
      { table: "mouvement_clal", operation: "DELETE", n: 1 },
      { table: "mouvement_clal", operation: "INSERT", n: 4 },
      { table: "mouvement_metal", operation: "DELETE", n: 1 },
      { table: "mouvement_metal", operation: "INSERT", n: 6 },
      { table: "mouvement_metal", operation: "UPDATE", n: 1 },
    ]);
  });
});

describe("/gold-form", () => {
  it("writes a purchase of 100 g at 750 as 75 g of fine gold on the supplier's ledger", async () => {
    const res = await call("POST", "/api/metal/gold-form", {
      date: "2026-02-03",
      fournisseurId: 11,
      metalId: 1,
      poids: "100",
      titre: 750,
      prixGramme: "80,5",
      numDocument: "F-12",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entreeOrFin).toBe("75.00");
    const [r] = (
      await exec(sql`select designation, entree_or_fin::text as e, prix_gramme::text as p, confie, num_document as doc
                     from mouvement_metal where id = ${res.json().id}`)
    ).rows;
    expect(r).toEqual({
      designation: "Achat or 750/1000 - doc F-12",
      e: "75.000",
      p: "80.5000",
      confie: 0,
      doc: "F-12",
    });
  });

  it("refuses a supplier that is not an active gold supplier, and a purchase without price", async () => {
    const base = { date: "2026-02-03", fournisseurId: 13, metalId: 1, poids: "10", titre: 999, confie: true };
    expect((await call("POST", "/api/metal/gold-form", base)).json().message).toBe(
      "Fournisseur d'or actif (type 998) requis.",
    );
    const sansPrix = await call("POST", "/api/metal/gold-form", {
      ...base,
      fournisseurId: 11,
      confie: false,
    });
    expect(sansPrix.statusCode).toBe(400);
    expect(sansPrix.json().message).toBe("Prix au gramme requis (ou cocher Confié)");
  });
});
