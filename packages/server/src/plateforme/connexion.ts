import type { Settings } from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import { PlateformeClient } from "./client.ts";
import { noterAppel } from "./plateforme.queries.ts";

/** Is a platform set (URL and client credentials)? Without one, documents wait in the outbox. */
export function plateformeConfiguree(s: Settings): boolean {
  return s.plateformeUrl !== "" && s.plateformeClientId !== "" && s.plateformeClientSecret !== "";
}

/**
 * The client of the platform the settings name, every call logged in `plateforme_appel` (in a
 * transaction of its own: a call is logged even when the work around it rolls back).
 */
export function clientPlateforme(db: Db, s: Settings, opts: { baseMs?: number; delaiMaxMs?: number } = {}) {
  const baseMs = opts.baseMs ?? Number(process.env.ECRIN_PLATEFORME_BACKOFF_MS ?? 500);
  return new PlateformeClient({
    url: s.plateformeUrl,
    urlJeton: s.plateformeUrlJeton,
    clientId: s.plateformeClientId,
    clientSecret: s.plateformeClientSecret,
    baseMs,
    ...(opts.delaiMaxMs !== undefined ? { delaiMaxMs: opts.delaiMaxMs } : {}),
    journal: (a) => withTx(db, null, (tx) => noterAppel(tx, a)),
  });
}
