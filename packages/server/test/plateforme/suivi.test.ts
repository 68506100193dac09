import { randomUUID } from "node:crypto";
import { lireCdar } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakePlateforme } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { synchroniserPlateforme } from "../../src/plateforme/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { outillagePlateforme, SIREN_RECOIT } from "./outillage.ts";

process.env.ECRIN_PLATEFORME_BACKOFF_MS = "5";
const pa = new FakePlateforme();
let t: TestApp;
let cookie: string;
let direction: string;
const o = outillagePlateforme(
  () => t,
  () => cookie,
  pa,
);

beforeAll(async () => {
  await pa.demarrer();
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  direction = await t.cookieOf("direction");
  o.connecter();
});
afterAll(async () => {
  await t.close();
  await pa.arreter();
});

const webhook = (flowInfo: unknown, secret: string | null) =>
  t.app.inject({
    method: "POST",
    url: "/api/plateforme/webhook",
    headers: secret === null ? {} : { authorization: `Bearer ${secret}` },
    payload: { flowInfo },
  });
const encaisser = (numero: number, key = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: `/api/plateforme/factures/standard/${numero}/encaissee`,
    headers: { cookie, "idempotency-key": key },
  });

describe("lifecycle by webhook, and Encaissée", () => {
  it("a webhook without the shared secret is refused and changes nothing", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    await synchroniserPlateforme(o.ctx());
    await pa.avancer();
    await pa.avancer();
    const lc = [...pa.flux.values()].find(
      (f) => f.flowType === "CustomerInvoiceLC" && f.trackingId === String(n),
    );
    const flowInfo = { flowId: lc?.flowId, flowType: "CustomerInvoiceLC", flowDirection: "In" };
    for (const secret of [null, "faux", "secret-webhook-x"]) {
      const res = await webhook(flowInfo, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: "WEBHOOK_REFUSE",
        message: "Appel refusé : secret du webhook absent ou faux.",
      });
    }
    expect(await o.statuts(String(n))).toEqual([200]);
    // With it: the status is read and stored once, however many times it comes.
    for (let i = 0; i < 3; i++) expect((await webhook(flowInfo, "secret-webhook")).statusCode).toBe(200);
    expect(await o.statuts(String(n))).toEqual([200, 201]);
    await synchroniserPlateforme(o.ctx());
    expect(await o.statuts(String(n))).toEqual([200, 201]);
  });

  it("the fake's own webhooks reach the server: statuses arrive without polling", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    pa.webhook = { url: `http://127.0.0.1:${port}/api/plateforme/webhook`, secret: "secret-webhook" };
    const n = await o.facturerClient(SIREN_RECOIT);
    await synchroniserPlateforme(o.ctx());
    for (let i = 0; i < 4; i++) await pa.avancer();
    expect(await o.statuts(String(n))).toEqual([200, 201, 202, 203]);
    pa.webhook = null;
  });

  it("Encaissée: refused before the invoice is made available, then sent once as a CDAR", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    const avant = await encaisser(n);
    expect(avant.statusCode).toBe(404);
    expect(avant.json()).toMatchObject({ code: "DOCUMENT_NON_ENVOYE" });
    await synchroniserPlateforme(o.ctx());
    await pa.avancer();
    await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    const tot = await encaisser(n);
    expect(tot.statusCode).toBe(409);
    expect(tot.json()).toMatchObject({
      code: "ENCAISSEMENT_IMPOSSIBLE",
      message:
        "Encaissement impossible : la facture n'est pas à disposition du client, ou déjà encaissée, refusée ou rejetée.",
    });
    await pa.avancer();
    await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    const key = randomUUID();
    const [a, b] = await Promise.all([encaisser(n, key), encaisser(n, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().message).toBe(`Facture ${n} encaissée : statut transmis à la plateforme.`);
    expect((await encaisser(n)).statusCode).toBe(409);
    expect(await o.statuts(String(n))).toEqual([200, 201, 202, 203, 212]);
    await synchroniserPlateforme(o.ctx());
    const cdars = [...pa.flux.values()].filter((f) => f.flowSyntax === "CDAR" && f.flowDirection === "Out");
    expect(cdars).toHaveLength(1);
    const lu = lireCdar(cdars[0]?.fichier.toString() ?? "");
    // BR-FR-CDV-14: the amount cashed is the invoice's TTC, as /compta gives it.
    const jour = new Date().toISOString().slice(0, 10);
    const compta = (await o.get(`/api/compta/factures?debut=${jour}&fin=${jour}&pageSize=100`)).json() as {
      rows: { numero: number; canal: string; totalTtc: string }[];
    };
    const ttc = compta.rows.find((r) => r.numero === n && r.canal === "standard")?.totalTtc;
    expect(ttc).toMatch(/^\d+\.\d{2}$/);
    expect(lu.ok && lu.message).toMatchObject({
      statut: 212,
      facture: { numero: String(n), type: "380" },
      emetteur: { siren: t.settings.vendeurSiren, role: "SE" },
      destinataire: { siren: SIREN_RECOIT, role: "BY", adresse: SIREN_RECOIT },
      montantEncaisse: ttc,
    });
    expect(cdars[0]).toMatchObject({
      flowType: "CustomerInvoiceLC",
      trackingId: expect.stringMatching(/^LC-\d+-212$/),
    });
  });

  it("the system page shows the connection, never its secret, and the last calls (role 1)", async () => {
    expect((await o.get("/api/plateforme/systeme")).statusCode).toBe(403);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/plateforme/systeme",
      headers: { cookie: direction },
    });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      configuree: true,
      url: pa.url,
      clientId: "ecrin",
      secretRenseigne: true,
      webhook: true,
    });
    expect(res.body).not.toContain(t.settings.plateformeClientSecret);
    expect(res.body).not.toContain("secret-webhook");
    // The page shows the last 20 calls; the tests above made more.
    expect(s.appels).toHaveLength(20);
    expect(s.appels[0]).toMatchObject({
      methode: expect.any(String),
      statutHttp: expect.any(Number),
      dureeMs: expect.any(Number),
    });
    const rows = await o.rows<{ n: number }>(sql`select count(*)::int as n from plateforme_appel`);
    expect(rows[0]?.n).toBeGreaterThan(5);
  });
});
