import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enregistrerFlux } from "../../src/achats/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { echantillon } from "./echantillons.ts";

/**
 * Reverse-charge gold (CGI art. 283-2 sexies): a refiner's fine gold invoiced in VAT category AE at 0 %
 * (the fake platform's affinerie-or-fin-autoliquidation.xml, CII: 100 g x 62,50 = 6 250,00, TTC 6 250,00)
 * and the same category in UBL (the service's sample turned AE: 450,00, TTC 450,00). Their lines keep
 * the category; the purchases journal self-assesses 20 %: 1 250,00 and 90,00, 44566000 against 44520000.
 */
let t: TestApp;
let cookie: string;
let affineur: number;
let jour: string;
const ids: Record<string, number> = {};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const approuver = (id: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/achats/factures/${id}/decision`,
    headers: { cookie, "idempotency-key": randomUUID() },
    payload: { decision: "approuvee" },
  });

/** The service's UBL with its one line in AE at 0 %: no VAT, TTC = HT. */
const UBL_AE = echantillon("service-maintenance.xml")
  .toString("utf8")
  .replaceAll(
    "<cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent>",
    "<cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent>",
  )
  .replaceAll(
    '<cbc:TaxAmount currencyID="EUR">90.00</cbc:TaxAmount>',
    '<cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>',
  )
  .replace(
    '<cbc:TaxInclusiveAmount currencyID="EUR">540.00',
    '<cbc:TaxInclusiveAmount currencyID="EUR">450.00',
  )
  .replace('<cbc:PayableAmount currencyID="EUR">540.00', '<cbc:PayableAmount currencyID="EUR">450.00');

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  const [f] = await rows<{ id: number }>(sql`
    insert into fournisseur (raison_soc, type_four) values ('AFFINERIE DU NORD SAS', 998) returning four_id as id`);
  affineur = f!.id;
  for (const [nom, fichier, contenu] of [
    ["or", "affinerie-or-fin-autoliquidation.xml", echantillon("affinerie-or-fin-autoliquidation.xml")],
    ["ubl", "service-ae.xml", Buffer.from(UBL_AE)],
  ] as const) {
    ids[nom] = (await withTx(t.database.db, null, (tx) =>
      enregistrerFlux(tx, { flowId: `ae-${nom}`, nom: fichier, fichier: contenu }),
    ))!;
  }
  const [j] = await rows<{ jour: string }>(
    sql`select to_char((now() at time zone 'Europe/Paris')::date, 'YYYYMMDD') as jour`,
  );
  jour = j!.jour;
});
afterAll(() => t.close());

describe("a received line's VAT category (BT-151)", () => {
  it("is read from CII ram:CategoryCode and UBL cac:ClassifiedTaxCategory/cbc:ID, and kept", async () => {
    const lus = await rows<{
      id: number;
      valide: boolean;
      violations: unknown;
      categorie: string;
      taux: string;
    }>(sql`
      select id, valide, violations, facture->'lignes'->0->>'categorieTva' as categorie,
             facture->'lignes'->0->>'tauxTva' as taux
      from facture_fournisseur order by id`);
    expect(lus).toEqual([
      { id: ids.or, valide: true, violations: [], categorie: "AE", taux: "0.00" },
      { id: ids.ubl, valide: true, violations: [], categorie: "AE", taux: "0" },
    ]);
  });
});

describe("the purchases journal self-assesses the VAT of AE lines", () => {
  it("books the TTC owed, the HT bought, and 20 % deductible against due: net zero", async () => {
    expect((await approuver(ids.or!)).statusCode).toBe(200);
    expect((await approuver(ids.ubl!)).statusCode).toBe(200);
    const res = await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31");
    expect(res.statusCode).toBe(200);
    const cpt = `401${String(affineur).padStart(5, "0")}`;
    const or = `|FF${ids.or}|20261121|Facture AFN-2026-0458 AFFINERIE DU NORD SAS|`;
    const ps = `|FF${ids.ubl}|20261121|Facture MNT-2026-112 Polissage Service|`;
    expect(res.body.split("\r\n").slice(1, -1)).toEqual([
      `AC|Journal des achats|1|${jour}|40100000|Fournisseurs|${cpt}|AFFINERIE DU NORD SAS${or}0,00|6250,00|||${jour}||`,
      `AC|Journal des achats|1|${jour}|60110000|Achats metaux precieux||${or}6250,00|0,00|||${jour}||`,
      `AC|Journal des achats|1|${jour}|44566000|TVA deductible sur ABS||${or}1250,00|0,00|||${jour}||`,
      `AC|Journal des achats|1|${jour}|44520000|TVA due autoliquidation||${or}0,00|1250,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|40100000|Fournisseurs||${ps}0,00|450,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|60400000|Achats prestations de services||${ps}450,00|0,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|44566000|TVA deductible sur ABS||${ps}90,00|0,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|44520000|TVA due autoliquidation||${ps}0,00|90,00|||${jour}||`,
    ]);
  });

  it("takes both accounts from the settings", async () => {
    const avant = { ...t.settings };
    try {
      t.settings.compteTvaDeductibleAutoliquidation = "44566200";
      t.settings.compteTvaDueAutoliquidation = "44571900";
      const body = (await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31")).body;
      expect(body).toContain(`|44566200|TVA deductible sur ABS|||FF${ids.or}|`);
      expect(body).toContain(`|44571900|TVA due autoliquidation|||FF${ids.or}|`);
      t.settings.compteTvaDueAutoliquidation = "445200001";
      expect((await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31")).statusCode).toBe(409);
    } finally {
      Object.assign(t.settings, avant);
    }
  });
});
