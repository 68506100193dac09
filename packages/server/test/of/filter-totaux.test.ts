import { toIsoDate } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /filter's three lists and their totals (issue 29.4: read in one statement) on an empty database and
 * six OFs made by the factory, all to be delivered today (inside the default period, 1 January ..
 * today + 30 days), the invoices issued today:
 * - in progress: 1 "Bijouterie Hélène" at 50, 100.00; 2 "Maison Dupont" at 200, 234.56; 3 Dupont at
 *   575, 1000.00;
 * - invoiced in the standard channel (one invoice each, no port, 20 %): 4 Hélène 300.00, 5 Dupont 450.00;
 * - invoiced in the alternate channel (line EXTENSIA): 6 Dupont, 1000.00 of cost 40.00, invoiced at
 *   1000 - 0.9 x (1000 - 40) = 136.00.
 */

let t: TestApp;
let f: Fabrique;
let helene: number;

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  await f.clientCanalAlternatif();
  helene = await f.newClient({ nomAgence: "Bijouterie Hélène" });
  const dupont = await f.newClient({ nomAgence: "Maison Dupont" });
  const dateLivr = toIsoDate(new Date());
  await f.newOf({ statut: 50, client: helene, prixFact: "100", dateLivr });
  await f.newOf({ statut: 200, client: dupont, prixFact: "234,56", dateLivr });
  await f.newOf({ statut: 575, client: dupont, prixFact: "1000", dateLivr });
  const quatre = await f.newOf({ statut: 575, client: helene, prixFact: "300", dateLivr });
  const cinq = await f.newOf({ statut: 575, client: dupont, prixFact: "450", dateLivr });
  await f.newFacture([quatre]);
  await f.newFacture([cinq]);
  const trace = { nomLigne: "EXTENSIA", prixR: "40" };
  await f.newFacture([await f.newOf({ statut: 575, client: dupont, prixFact: "1000", dateLivr, trace })]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await f.call("GET", url);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/of/analyse/totaux: the three lists' counts and totals", () => {
  it("counts and sums each list of the period", async () => {
    expect(await get("/api/of/analyse/totaux")).toEqual({
      // 100.00 + 234.56 + 1000.00 = 1334.56
      enCours: { count: 3, sumPrixFact: "1334.56", sumFacture: null },
      // 300.00 + 450.00 = 750.00, invoiced without discount nor supplement
      livres: { count: 2, sumPrixFact: "750.00", sumFacture: "750.00" },
      extensia: { count: 1, sumPrixFact: "136.00", sumFacture: "136.00" },
    });
  });

  it("applies the filters to the three lists, an empty one counting 0", async () => {
    expect(await get(`/api/of/analyse/totaux?client=${helene}`)).toEqual({
      enCours: { count: 1, sumPrixFact: "100.00", sumFacture: null },
      livres: { count: 1, sumPrixFact: "300.00", sumFacture: "300.00" },
      extensia: { count: 0, sumPrixFact: "0.00", sumFacture: "0.00" },
    });
  });

  it("gives each list's page the same count and totals as the headers", async () => {
    const enCours = await get("/api/of/analyse/en-cours?page=0&pageSize=2&sort=numSachet&dir=asc");
    expect([enCours.total, enCours.rows.map((r: { numSachet: number }) => r.numSachet)]).toEqual([3, [1, 2]]);
    expect(enCours.totaux).toEqual({ count: 3, sumPrixFact: "1334.56", sumFacture: null });
    const livres = await get("/api/of/analyse/livres?page=0&pageSize=10&sort=numSachet&dir=asc");
    expect([livres.total, livres.rows.map((r: { numSachet: number }) => r.numSachet)]).toEqual([2, [4, 5]]);
    const extensia = await get("/api/of/analyse/extensia");
    expect([extensia.total, extensia.rows.map((r: { numSachet: number }) => r.numSachet)]).toEqual([1, [6]]);
  });

  it("follows each invoice issued after a read, with or without a filter (migration 0047)", async () => {
    // Without an OF filter the invoiced lines are summed from compta_total_facture, with one from the lines.
    const dateLivr = toIsoDate(new Date());
    const a = await f.newOf({ statut: 575, client: helene, prixFact: "120,50", dateLivr });
    const b = await f.newOf({ statut: 575, client: helene, prixFact: "79,49", dateLivr });
    // At 575 both are in progress until invoiced: 1334.56 + 120.50 + 79.49 = 1534.55.
    expect((await get("/api/of/analyse/totaux")).enCours).toEqual({
      count: 5,
      sumPrixFact: "1534.55",
      sumFacture: null,
    });
    const { numeros } = await f.newFacture([a, b]);
    // One invoice of two lines: 750.00 + 120.50 + 79.49 = 949.99; the two OFs at 600 leave OFS EN COURS.
    expect(await get("/api/of/analyse/totaux")).toEqual({
      enCours: { count: 3, sumPrixFact: "1334.56", sumFacture: null },
      livres: { count: 4, sumPrixFact: "949.99", sumFacture: "949.99" },
      extensia: { count: 1, sumPrixFact: "136.00", sumFacture: "136.00" },
    });
    // Hélène's: 300.00 + 120.50 + 79.49 = 499.99, read from the lines.
    expect((await get(`/api/of/analyse/totaux?client=${helene}`)).livres).toEqual({
      count: 3,
      sumPrixFact: "499.99",
      sumFacture: "499.99",
    });
    expect(
      await f.rows(sql`select nb_lignes as n, prix_lignes::text as prix, lignes::text as lignes
        from compta_total_facture where canal = 'standard' and id_fact = ${numeros[0]!}`),
    ).toEqual([{ n: 2, prix: "199.99", lignes: "199.99" }]);
  });
  it("sums a line's unit price and its total apart, once a reaco and a discount part them (migration 0047)", async () => {
    // Hélène's OF of 150.00 with a reaco of 20.00 and a 10 % discount: unit price 150.00, line total
    // (150.00 + 20.00) x 0.9 = 153.00; without a filter from compta_total_facture, with one from the lines.
    const dateLivr = toIsoDate(new Date());
    const trace = { reaco: "20", remise: "10" };
    await f.newFacture([await f.newOf({ statut: 575, client: helene, prixFact: "150", dateLivr, trace })]);
    // 949.99 + 150.00 = 1099.99 in prices; 949.99 + 153.00 = 1102.99 in totals.
    expect((await get("/api/of/analyse/totaux")).livres).toEqual({
      count: 5,
      sumPrixFact: "1099.99",
      sumFacture: "1102.99",
    });
    // Hélène's: 499.99 + 150.00 = 649.99; 499.99 + 153.00 = 652.99.
    expect((await get(`/api/of/analyse/totaux?client=${helene}`)).livres).toEqual({
      count: 4,
      sumPrixFact: "649.99",
      sumFacture: "652.99",
    });
  });
});
