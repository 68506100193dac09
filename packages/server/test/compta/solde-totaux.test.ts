import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The balance of /compta (invoices minus credit notes) on one invoice and one credit note built by the
 * factory, the totals written by hand (issue 31.3): the demo test compares with totauxDocument().
 */

let t: TestApp;
let f: Fabrique;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const envoyer = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie, "idempotency-key": randomUUID() }, payload });
const solde = async () => (await f.call("GET", "/api/compta/solde?debut=1900-01-01&fin=2999-12-31")).json();

describe("GET /api/compta/solde on a hand-made case", () => {
  it("totals one invoice with its carriage, then takes a credit note off", async () => {
    const client = await f.newClient();
    const o1 = await f.newOf({ statut: 575, prixFact: "1000", client });
    const o2 = await f.newOf({ statut: 575, prixFact: "234,56", client });
    const facture = await envoyer("/api/facturation/facturer", { ofs: [o1, o2], port: "12,50" });
    expect(facture.statusCode, facture.body).toBe(201);
    // HT 1000.00 + 234.56 + carriage 12.50 = 1247.06; TVA 20 % = 249.412 -> 249.41; TTC 1496.47.
    const facturee = { nombre: 1, totalHt: "1247.06", tva: "249.41", totalTtc: "1496.47" };
    const aucun = { nombre: 0, totalHt: "0.00", tva: "0.00", totalTtc: "0.00" };
    expect(await solde()).toEqual({
      factures: facturee,
      avoirs: aucun,
      solde: { totalHt: "1247.06", tva: "249.41", totalTtc: "1496.47" },
    });

    const avoir = await envoyer("/api/facturation/avoirs", {
      idClt: client,
      idFact: facture.json().numeros[0],
      ref: "SOLDE-1",
      description: "Remise",
      totHt: "100",
    });
    expect(avoir.statusCode, avoir.body).toBe(201);
    // Credit note 100.00 at the invoice's 20 %: TVA 20.00, TTC 120.00. Balance 1247.06 - 100.00 = 1147.06,
    // 249.41 - 20.00 = 229.41, 1496.47 - 120.00 = 1376.47.
    expect(await solde()).toEqual({
      factures: facturee,
      avoirs: { nombre: 1, totalHt: "100.00", tva: "20.00", totalTtc: "120.00" },
      solde: { totalHt: "1147.06", tva: "229.41", totalTtc: "1376.47" },
    });
  });
});
