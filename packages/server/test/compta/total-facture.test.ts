import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTx } from "../../src/db/tx.ts";
import { chargementHistorique } from "../../src/import/index.ts";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /compta's invoice list reads each invoice's total from the projection compta_total_facture (migration 0044,
 * issue 29.3), kept by triggers on the invoices and their lines of both channels. On invoices the factory
 * issues today, totals by hand:
 * - F1: OFs 1000.00 + 234.56, port 12.50: lines 1234.56, HT 1247.06;
 * - F2: one OF 500.00, no port: HT 500.00;
 * - FX1, the alternate channel (line EXTENSIA): OF 1000.00 of cost 40.00, 1000 - 0.9 x (1000 - 40) = 136.00;
 * then F3 (one OF 800.00, port 23.00: HT 823.00), a credit note citing F2, an invoice written by a historical
 * load with its triggers off (F4: lines 10.00 + 20.00, port 5.00: HT 35.00), the rebuild.
 */

let t: TestApp;
let f: Fabrique;
let annee: { debut: string; fin: string };
let helene: number;

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  const agence = await f.newClient({ nomAgence: "Agence Lyon" });
  helene = await f.newClient({ nomAgence: "Bijouterie Hélène" });
  await f.clientCanalAlternatif();
  const a1 = await f.newOf({ statut: 575, client: agence, prixFact: "1000" });
  const a2 = await f.newOf({ statut: 575, client: agence, prixFact: "234,56" });
  await f.newFacture([a1, a2], "12,50");
  await f.newFacture([await f.newOf({ statut: 575, client: helene, prixFact: "500" })]);
  const trace = { nomLigne: "EXTENSIA", prixR: "40" };
  await f.newFacture([await f.newOf({ statut: 575, client: helene, prixFact: "1000", trace })]);
  const { d } = await f.one<{ d: string }>(sql`select current_date::text as d`);
  annee = { debut: `${d.slice(0, 4)}-01-01`, fin: `${d.slice(0, 4)}-12-31` };
}, 300_000);
afterAll(() => t.close());

/** The list as /compta asks it (a year by amount), as "identifier total": its count and its rows. */
const parMontant = async (p: Record<string, string> = {}) => {
  const qs = new URLSearchParams({ ...annee, sort: "totalHt", dir: "desc", ...p }).toString();
  const res = await f.call("GET", `/api/compta/factures?${qs}`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { total: number; rows: { identifiant: string; totalHt: string }[] };
  return { total: body.total, rows: body.rows.map((r) => `${r.identifiant} ${r.totalHt}`) };
};

/** The projection's rows, as text. */
const projection = () =>
  f.rows<{ canal: string; idFact: number; lignes: string; port: string; totalHt: string }>(sql`
    select canal, id_fact as "idFact", lignes::text as lignes, port::text as port, total_ht::text as "totalHt"
    from compta_total_facture order by canal desc, id_fact`);

const TROIS = [
  { canal: "standard", idFact: 1, lignes: "1234.56", port: "12.50", totalHt: "1247.06" },
  { canal: "standard", idFact: 2, lignes: "500.00", port: "0.00", totalHt: "500.00" },
  { canal: "alternatif", idFact: 1, lignes: "136.00", port: "0.00", totalHt: "136.00" },
];
const F3 = { canal: "standard", idFact: 3, lignes: "800.00", port: "23.00", totalHt: "823.00" };
const F4 = { canal: "standard", idFact: 4, lignes: "30.00", port: "5.00", totalHt: "35.00" };

describe("the invoice totals of /compta's list (compta_total_facture)", () => {
  it("holds each issued invoice of both channels with its lines' sum, and the list sorts and counts on it", async () => {
    expect(await projection()).toEqual(TROIS);
    expect(await parMontant()).toEqual({ total: 3, rows: ["F1 1247.06", "F2 500.00", "FX1 136.00"] });
    expect(await parMontant({ dir: "asc" })).toEqual({
      total: 3,
      rows: ["FX1 136.00", "F2 500.00", "F1 1247.06"],
    });
    // The page is cut before the platform's join: page 1 of 2 rows is the third.
    expect(await parMontant({ pageSize: "2", page: "1" })).toEqual({ total: 3, rows: ["FX1 136.00"] });
    // Sorted by the platform's status (the join first): the same three, each with its total.
    expect((await parMontant({ sort: "statut", dir: "asc" })).rows.sort()).toEqual([
      "F1 1247.06",
      "F2 500.00",
      "FX1 136.00",
    ]);
  });

  it("follows a new invoice at issue, and a credit note changes no invoice's amount", async () => {
    // F3: 800.00 + port 23.00 = 823.00.
    await f.newFacture([await f.newOf({ statut: 575, client: helene, prixFact: "800" })], "23");
    expect(await projection()).toEqual([...TROIS.slice(0, 2), F3, TROIS[2]]);
    const apresF3 = { total: 4, rows: ["F1 1247.06", "F3 823.00", "F2 500.00", "FX1 136.00"] };
    expect(await parMontant()).toEqual(apresF3);
    await f.newAvoir({ client: helene, facture: 2, totHt: "100" });
    expect(await parMontant()).toEqual(apresF3);
  });

  it("is written once at the end of a historical load whose triggers are off", async () => {
    await withTx(t.database.db, null, (tx) =>
      chargementHistorique(tx, ["facture", "constituant_fact"], async () => {
        // The old system's number kept, as the import does.
        await tx.execute(sql`insert into facture (id_fact, id_bijouterie, taux_tva, client, port)
          values (4, ${helene}, 20, 'Bijouterie Hélène', 5)`);
        // Lines 10.00 + 20.00 = 30.00, port 5.00: HT 35.00.
        await tx.execute(sql`insert into constituant_fact (fact, designation, prix_u_ht, totht)
          values (4, 'Reprise', 10, 10), (4, 'Reprise', 20, 20)`);
      }),
    );
    expect(await projection()).toEqual([...TROIS.slice(0, 2), F3, F4, TROIS[2]]);
    expect(await parMontant({ pageSize: "2", page: "2" })).toEqual({ total: 5, rows: ["F4 35.00"] });
  });

  it("is rebuilt from the invoices and their lines (npm run analyse:rebuild)", async () => {
    await withTx(t.database.db, null, (tx) =>
      tx.execute(sql`update compta_total_facture set lignes = 0 where canal = 'alternatif'`),
    );
    await withTx(t.database.db, null, (tx) =>
      tx.execute(sql`delete from compta_total_facture where id_fact = 3`),
    );
    expect(await parMontant()).toEqual({
      total: 4,
      rows: ["F1 1247.06", "F2 500.00", "F4 35.00", "FX1 0.00"],
    });
    await withTx(t.database.db, null, (tx) => tx.execute(sql`select compta_total_facture_reconstruire()`));
    expect(await projection()).toEqual([...TROIS.slice(0, 2), F3, F4, TROIS[2]]);
    expect(await parMontant()).toEqual({
      total: 5,
      rows: ["F1 1247.06", "F3 823.00", "F2 500.00", "FX1 136.00", "F4 35.00"],
    });
  });
});
