import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakePlateforme, SIREN_NON_JOIGNABLE } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { clientPlateforme, synchroniserPlateforme } from "../../src/plateforme/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { outillagePlateforme, SIREN_RECOIT } from "./outillage.ts";

process.env.ECRIN_PLATEFORME_BACKOFF_MS = "5";
const pa = new FakePlateforme();
let t: TestApp;
let cookie: string;
const o = outillagePlateforme(
  () => t,
  () => cookie,
  pa,
);

beforeAll(async () => {
  await pa.demarrer();
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(async () => {
  await t.close();
  await pa.arreter();
});

describe("the outbox: every issued invoice deposited once", () => {
  it("issuing an invoice queues it in the same transaction; without a platform it waits", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    expect(await o.envoi(String(n))).toMatchObject({ etat: "a_envoyer", flow_id: null });
    expect(await synchroniserPlateforme(o.ctx())).toEqual({ deposes: 0, statuts: 0 });
    expect(pa.flux.size).toBe(0);
  });

  it("deposits the Factur-X with its trackingId, sha256 and profile, after the Directory gave BT-49", async () => {
    o.connecter();
    const n = await o.facturerClient(SIREN_RECOIT);
    await o.toutDu();
    await synchroniserPlateforme(o.ctx());
    const [flux] = pa.deposes(String(n));
    expect(pa.deposes(String(n))).toHaveLength(1);
    expect(flux).toMatchObject({
      flowType: "CustomerInvoice",
      flowDirection: "Out",
      flowSyntax: "Factur-X",
      flowProfile: "CIUS",
      processingRule: "B2B",
    });
    expect(flux?.fichier.subarray(0, 5).toString()).toBe("%PDF-");
    const e = await o.envoi(String(n));
    expect(e).toMatchObject({ etat: "depose", flow_id: flux?.flowId, adresse_electronique: SIREN_RECOIT });
    expect(e?.sha256).toBe(
      createHash("sha256")
        .update(flux?.fichier as Buffer)
        .digest("hex"),
    );
    expect(await o.statuts(String(n))).toEqual([200]);
    // The earlier invoice too, now that a platform is set.
    expect(pa.flux.size).toBe(2);
    // Every call logged for the system page, with the flow.
    const appels = await o.rows<{ chemin: string; statut_http: number; flow_id: string | null }>(
      sql`select chemin, statut_http, flow_id from plateforme_appel order by id`,
    );
    expect(appels.some((a) => a.chemin === "/flow-service/v1/flows" && a.statut_http === 202)).toBe(true);
    expect(appels.some((a) => a.chemin === "oauth/token" && a.statut_http === 200)).toBe(true);
    expect(appels.filter((a) => a.chemin === "oauth/token")).toHaveLength(1);
  });

  it("follows the acknowledgement and the lifecycle by polling, to Approuvée", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    await synchroniserPlateforme(o.ctx());
    await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    expect(await o.envoi(String(n))).toMatchObject({ etat: "acquitte" });
    for (let i = 0; i < 5; i++) await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    expect(await o.statuts(String(n))).toEqual([200, 201, 202, 203, 204, 205]);
    // Read again (polling from the start): nothing doubles.
    await t.database.db.execute(sql`delete from plateforme_curseur`);
    await synchroniserPlateforme(o.ctx());
    expect(await o.statuts(String(n))).toEqual([200, 201, 202, 203, 204, 205]);
    const liste = await o.get(`/api/plateforme/documents?q=${n}`);
    expect(liste.json().rows[0]).toMatchObject({ trackingId: String(n), statut: 205, etat: "acquitte" });
  });

  it("lists refused, disputed and rejected first, with the platform's reason", async () => {
    const refusee = await o.facturerClient(SIREN_RECOIT);
    const rejetee = await o.facturerClient(SIREN_RECOIT);
    pa.parcours.set(String(refusee), [
      { code: 202 },
      { code: 210, motif: "TX_TVA_ERR", commentaire: "Taux faux" },
    ]);
    pa.parcours.set(String(rejetee), [{ code: 213, motif: "BR-FR-10", commentaire: "SIREN absent" }]);
    await synchroniserPlateforme(o.ctx());
    for (let i = 0; i < 3; i++) await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    const liste = (await o.get("/api/plateforme/documents?pageSize=100")).json().rows as {
      trackingId: string;
      statut: number;
      motif: string;
    }[];
    expect(liste.slice(0, 2).map((l) => [l.trackingId, l.statut, l.motif])).toEqual([
      [String(refusee), 210, "TX_TVA_ERR"],
      [String(rejetee), 213, "BR-FR-10"],
    ]);
    const rejetees = (await o.get("/api/plateforme/documents?filtre=rejetee")).json();
    expect(rejetees.rows.map((l: { trackingId: string }) => l.trackingId)).toEqual([String(rejetee)]);
    const cycle = (await o.get(`/api/plateforme/documents/facture/${rejetee}`)).json();
    expect(cycle.statuts.at(-1)).toMatchObject({ code: 213, motif: "BR-FR-10", commentaire: "SIREN absent" });
  });

  it("a buyer without a directory line is shown as not reachable, and nothing is sent", async () => {
    const n = await o.facturerClient(SIREN_NON_JOIGNABLE);
    await synchroniserPlateforme(o.ctx());
    expect(await o.envoi(String(n))).toMatchObject({
      etat: "non_joignable",
      derniere_erreur:
        "Le client ne reçoit pas encore de factures électroniques (aucune ligne d'annuaire pour son SIREN).",
    });
    expect(pa.deposes(String(n))).toHaveLength(0);
    // Once it has a line, the next try sends it.
    pa.sansLigne.delete(SIREN_NON_JOIGNABLE);
    await o.toutDu();
    await synchroniserPlateforme(o.ctx());
    expect(pa.deposes(String(n))).toHaveLength(1);
    pa.sansLigne.add(SIREN_NON_JOIGNABLE);
  });

  it("a platform down or answering nonsense keeps the invoice waiting; invoicing goes on", async () => {
    pa.mode = "absurde";
    const n = await o.facturerClient(SIREN_RECOIT);
    await synchroniserPlateforme(o.ctx()).catch(() => {});
    expect((await o.envoi(String(n)))?.etat).toBe("a_envoyer");
    pa.mode = "normal";
    pa.pannes = [{ motif: /\/v1\/flows$/, status: 503, fois: 20 }];
    await o.toutDu();
    await synchroniserPlateforme(o.ctx());
    const e = await o.envoi(String(n));
    expect(e?.etat).toBe("en_cours");
    expect(e?.derniere_erreur).toContain("HTTP 503");
    pa.pannes = [];
    await o.toutDu();
    await synchroniserPlateforme(o.ctx());
    expect((await o.envoi(String(n)))?.etat).toBe("depose");
    expect(pa.deposes(String(n))).toHaveLength(1);
  });

  it("a deposit whose answer never came is found by its trackingId, not deposited again", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    let liberer = () => {};
    pa.retenirDepot = new Promise<void>((r) => (liberer = r));
    // A client that gives up before the platform answers: the flow exists, Écrin does not know it.
    const impatient = clientPlateforme(t.database.db, t.settings, { baseMs: 1, delaiMaxMs: 300 });
    const { deposerEnAttente } = await import("../../src/plateforme/envoi.service.ts");
    await deposerEnAttente(o.ctx(), impatient);
    expect(pa.deposes(String(n))).toHaveLength(1);
    expect((await o.envoi(String(n)))?.etat).toBe("en_cours");
    pa.retenirDepot = null;
    liberer();
    await o.toutDu();
    await synchroniserPlateforme(o.ctx());
    expect(pa.deposes(String(n))).toHaveLength(1);
    expect(await o.envoi(String(n))).toMatchObject({
      etat: "depose",
      flow_id: pa.deposes(String(n))[0]?.flowId,
    });
  });

  it("a file the platform refuses (acknowledgement Error) is shown refused with its reason, not retried", async () => {
    const n = await o.facturerClient(SIREN_RECOIT);
    pa.verifierFichier = async () => "BR-FR-12 : mode de facturation absent";
    await synchroniserPlateforme(o.ctx());
    await pa.avancer();
    await synchroniserPlateforme(o.ctx());
    expect(await o.envoi(String(n))).toMatchObject({
      etat: "erreur",
      derniere_erreur: "InvalidSchema : BR-FR-12 : mode de facturation absent",
    });
    pa.verifierFichier = async () => null;
  });
});
