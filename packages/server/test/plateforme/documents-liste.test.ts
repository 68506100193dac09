import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { lireCsv } from "../helpers/csv.ts";

/**
 * /facturation_electronique's list names each document as /compta prints it (F, FX, AV + number), the
 * trackingId the platform knows it by beside it. The outbox rows are those the issuing triggers write
 * (migration 0034: "11866", "EXTENSIA-185", "AV-54"), put here with the numbers the test is about.
 */
let t: TestApp;
let cookie: string;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  await t.database.db.execute(sql`
    insert into plateforme_envoi (type_document, canal, numero, tracking_id, siren_destinataire, nom_destinataire, date_document, etat)
    values ('facture', 'standard', 11866, '11866', '552100554', 'Bijouterie Lumière', '2026-11-20', 'acquitte'),
           ('facture', 'alternatif', 185, 'EXTENSIA-185', '552100554', 'Bijouterie Lumière', '2026-11-21', 'acquitte'),
           ('avoir', null, 54, 'AV-54', '552100554', 'Bijouterie Lumière', '2026-11-22', 'a_envoyer')`);
});
afterAll(() => t.close());

describe("GET /api/plateforme/documents: the printed identifier (issue 30)", () => {
  it("answers F11866, FX185 and AV54 with their tracking ids", async () => {
    const r = await get("/api/plateforme/documents?sort=date&dir=asc");
    expect(r.statusCode).toBe(200);
    expect(
      r.json().rows.map((l: { document: string; trackingId: string }) => [l.document, l.trackingId]),
    ).toEqual([
      ["F11866", "11866"],
      ["FX185", "EXTENSIA-185"],
      ["AV54", "AV-54"],
    ]);
  });

  it("finds a document by its printed identifier or by its tracking id", async () => {
    const documents = async (q: string) =>
      (await get(`/api/plateforme/documents?q=${q}`))
        .json()
        .rows.map((l: { document: string }) => l.document);
    expect(await documents("F11866")).toEqual(["F11866"]);
    expect(await documents("FX185")).toEqual(["FX185"]);
    expect(await documents("EXTENSIA-185")).toEqual(["FX185"]);
    expect(await documents("AV54")).toEqual(["AV54"]);
  });

  it("writes the same identifiers in the CSV, the tracking id in its own column", async () => {
    const r = await get("/api/plateforme/documents?sort=date&dir=asc&format=csv");
    expect(r.statusCode).toBe(200);
    const [entete, ...lignes] = lireCsv(r.body);
    expect(entete).toEqual([
      "Document",
      "Type",
      "Client",
      "Date",
      "Envoi",
      "Statut",
      "Statut le",
      "Motif",
      "Erreur",
      "Identifiant de suivi",
    ]);
    expect(lignes.map((l) => [l[0], l[1], l[3], l[9]])).toEqual([
      ["F11866", "Facture", "20/11/2026", "11866"],
      ["FX185", "Facture", "21/11/2026", "EXTENSIA-185"],
      ["AV54", "Avoir", "22/11/2026", "AV-54"],
    ]);
  });
});
