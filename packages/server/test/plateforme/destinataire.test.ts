import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Issue 30 point 2, the client screen's notice: GET /api/plateforme/destinataires/:siren says whether
 * the buyer receives e-invoices yet, from its latest invoice or credit note in the outbox.
 */
let t: TestApp;
let cookie: string;

/** An outbox row as the issuing trigger writes it (0034), then its state as the worker left it. */
async function envoi(
  type: "facture" | "avoir" | "cdar",
  numero: number,
  siren: string,
  etat: string,
  creeLe: string,
): Promise<void> {
  await t.database.db.execute(sql`
    insert into plateforme_envoi (type_document, canal, numero, tracking_id, siren_destinataire, nom_destinataire,
                                  date_document, etat, cree_le, flow_syntax)
    values (${type}, ${type === "facture" ? "standard" : null}, ${numero}, ${`${type}-${numero}`}, ${siren},
            'Bijouterie Lille', '2026-03-02', ${etat}, ${creeLe}::timestamptz,
            ${type === "cdar" ? "CDAR" : "Factur-X"})`);
}

const lire = (siren: string, avecSession = true) =>
  t.app.inject({
    method: "GET",
    url: `/api/plateforme/destinataires/${siren}`,
    headers: avecSession ? { cookie } : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  // 542051180: its first invoice found no Directory line, then its latest one did not either.
  await envoi("facture", 101, "542051180", "depose", "2026-03-01T09:00:00Z");
  await envoi("facture", 102, "542051180", "non_joignable", "2026-03-02T10:00:00Z");
  // 732829320: unreachable at first, reachable since (its latest, a credit note, was deposited).
  await envoi("facture", 103, "732829320", "non_joignable", "2026-03-03T10:00:00Z");
  await envoi("avoir", 104, "732829320", "depose", "2026-03-04T10:00:00Z");
  // 552100554: a CDAR (not an invoice) after a deposited invoice does not count.
  await envoi("facture", 105, "552100554", "depose", "2026-03-05T10:00:00Z");
  await envoi("cdar", 106, "552100554", "non_joignable", "2026-03-06T10:00:00Z");
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/plateforme/destinataires/:siren", () => {
  it("says a buyer whose latest invoice found no Directory line is not reachable, since that row's day", async () => {
    const res = await lire("542051180");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ joignable: false, depuis: "2026-03-02" });
  });

  it("says a buyer is reachable once its latest document (a credit note) was deposited", async () => {
    const res = await lire("732829320");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ joignable: true, depuis: null });
  });

  it("reads invoices and credit notes only, not the CDAR messages", async () => {
    expect((await lire("552100554")).json()).toEqual({ joignable: true, depuis: null });
  });

  it("says a buyer never invoiced is reachable (nothing to show)", async () => {
    expect((await lire("443061841")).json()).toEqual({ joignable: true, depuis: null });
  });

  it.each(["54205118", "5420511800", "54205118A"])(
    "refuses the SIREN %s with a French 400",
    async (siren) => {
      const res = await lire(siren);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: "Le SIREN doit comporter 9 chiffres." });
    },
  );

  it("needs a session", async () => {
    const res = await lire("542051180", false);
    expect(res.statusCode).toBe(401);
  });
});
