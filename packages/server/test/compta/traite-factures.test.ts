import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /traite's "Factures réglées" picker offers the client's invoices of BOTH channels (F… and FX…),
 * those no bill settles yet, newest first. The invoices are put in their tables with the numbers the
 * test is about (issuing them is /livraison's story); the bill is created by the application.
 */
let t: TestApp;
let f: Fabrique;
let cookie: string;
let client: number;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("bureau");
  client = await f.newClient({ nomAgence: "Bijouterie Lumière" });
  const autre = await f.newClient({ nomAgence: "Bijouterie Soleil" });
  await t.database.db.execute(sql`
    insert into facture (id_fact, id_bijouterie, date_fact, port, taux_tva, client) values
      (11865, ${client}, '2026-11-19', 23.00, 20, 'Bijouterie Lumière'),
      (11866, ${client}, '2026-11-20', 23.00, 20, 'Bijouterie Lumière'),
      (11867, ${autre}, '2026-11-22', 23.00, 20, 'Bijouterie Soleil')`);
  await t.database.db.execute(sql`
    insert into facture_extensia (id_fact, id_bijouterie, date_fact, port, taux_tva, client) values
      (185, ${client}, '2026-11-21', 12.50, 20, 'Bijouterie Lumière')`);
  // F11865 is settled by a bill already.
  const r = await t.app.inject({
    method: "POST",
    url: "/api/compta/traites",
    headers: { cookie, "idempotency-key": randomUUID() },
    payload: {
      idBijouterie: client,
      dateCreation: "2026-11-25",
      dateEcheance: "2026-12-31",
      totalTtc: "27,60",
      numEffet: "1500",
      nbDecoupe: "1",
      factures: [{ canal: "standard", idFact: 11865 }],
    },
  });
  if (r.statusCode !== 201) throw new Error(`traite: ${r.statusCode} ${r.body}`);
});
afterAll(() => t.close());

describe("GET /api/compta/traites/factures: the invoices a bill may settle", () => {
  it("offers the client's invoices of both channels not settled yet, newest first", async () => {
    const r = await get(`/api/compta/traites/factures?idClt=${client}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual([
      { canal: "alternatif", idFact: 185, dateFact: "2026-11-21", totalHt: "12.50" },
      { canal: "standard", idFact: 11866, dateFact: "2026-11-20", totalHt: "23.00" },
    ]);
  });

  it.each([
    ["FX", [185]],
    ["fx18", [185]],
    ["F118", [11866]],
    ["18", [185]],
    ["11866", [11866]],
    ["F185", []],
  ])("searched %s: %j", async (q, attendus) => {
    const r = await get(`/api/compta/traites/factures?idClt=${client}&q=${q}`);
    expect(r.json().map((x: { idFact: number }) => x.idFact)).toEqual(attendus);
  });

  it("refuses a search that is no invoice identifier, in French", async () => {
    const r = await get(`/api/compta/traites/factures?idClt=${client}&q=AV12`);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain("Tapez le début de l'identifiant de la facture (F… ou FX…).");
  });

  it("a bill settles an invoice of the alternate channel picked there", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/api/compta/traites",
      headers: { cookie, "idempotency-key": randomUUID() },
      payload: {
        idBijouterie: client,
        dateCreation: "2026-11-26",
        dateEcheance: "2026-12-31",
        totalTtc: "15,00",
        numEffet: "1501",
        nbDecoupe: "1",
        factures: [{ canal: "alternatif", idFact: 185 }],
      },
    });
    expect(r.statusCode).toBe(201);
    const offertes = await get(`/api/compta/traites/factures?idClt=${client}`);
    expect(offertes.json().map((x: { idFact: number }) => x.idFact)).toEqual([11866]);
  });
});
