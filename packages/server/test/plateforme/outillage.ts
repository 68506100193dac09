import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { CLIENT_FAKE, type FakePlateforme } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { loadConfig } from "../../src/config.ts";
import type { AppContext } from "../../src/http/context.ts";
import { facturationFixtures } from "../facturation/fixtures.ts";
import type { TestApp } from "../helpers/app.ts";

/** A buyer the fake Directory knows with a line (it receives). */
export const SIREN_RECOIT = "552100554";

/** What the platform tests share: the app pointed at a fake platform, invoices issued through the API. */
export function outillagePlateforme(getApp: () => TestApp, getCookie: () => string, pa: FakePlateforme) {
  const f = facturationFixtures(getApp, getCookie);
  const ctx = (): AppContext => ({
    db: getApp().database.db,
    settings: getApp().settings,
    config: loadConfig({}),
  });

  function connecter(): void {
    Object.assign(getApp().settings, {
      plateformeUrl: pa.url,
      plateformeClientId: CLIENT_FAKE.id,
      plateformeClientSecret: CLIENT_FAKE.secret,
      plateformeSecretWebhook: "secret-webhook",
    });
  }

  /** Issues one invoice (standard channel) to a new client with this SIREN; answers its number. */
  async function facturerClient(siren: string): Promise<number> {
    const [c] = await f.clientsCommande(1);
    const id = (c as { id: number }).id;
    await f.db().execute(sql`update client set siren = ${siren} where id = ${id}`);
    const [n] = await f.ofsPrets(1, { idBijouterie: id });
    const res = await f.facturer([n as number], "0.00", randomUUID());
    if (res.statusCode !== 201) throw new Error(`facturer: ${res.statusCode} ${res.body}`);
    return (res.json() as { numeros: number[] }).numeros[0] as number;
  }

  const envoi = async (trackingId: string) =>
    (
      await f.rows<{
        etat: string;
        flow_id: string | null;
        sha256: string | null;
        derniere_erreur: string | null;
        tentatives: number;
        adresse_electronique: string | null;
      }>(
        sql`select etat, flow_id, sha256, derniere_erreur, tentatives, adresse_electronique from plateforme_envoi where tracking_id = ${trackingId}`,
      )
    )[0];

  const statuts = async (trackingId: string) =>
    (
      await f.rows<{ code: number; motif: string | null; source: string }>(sql`
        select s.code, s.motif, s.source from plateforme_statut s join plateforme_envoi e on e.id = s.id_envoi
        where e.tracking_id = ${trackingId} order by s.date, s.code`)
    ).map((s) => s.code);

  /** Makes every row due now (the backoff is the worker's, not the test's). */
  const toutDu = () => f.db().execute(sql`update plateforme_envoi set prochain_essai = now()`);

  return { ...f, ctx, connecter, facturerClient, envoi, statuts, toutDu };
}
