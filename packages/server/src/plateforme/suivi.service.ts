import { type Flow, lireCdar } from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import type { PlateformeClient } from "./client.ts";
import { appliquerAcquittement } from "./envoi.service.ts";
import * as q from "./plateforme.queries.ts";

/** The polling cursor of the issuing side (reception keeps its own for supplier flows). */
const CURSEUR = "emission";
const DEBUT = "1970-01-01T00:00:00.000Z";

/**
 * Polling, the fallback of webhooks: every flow of the issuing side updated since the last run —
 * Écrin's own deposits (their acknowledgement) and the lifecycle messages about its invoices
 * (CustomerInvoiceLC coming in) — page by page, the cursor kept after each page.
 */
export async function releverStatuts(ctx: AppContext, client: PlateformeClient): Promise<number> {
  const depuis = (await q.lireCurseur(ctx.db, CURSEUR)) ?? DEBUT;
  let n = 0;
  await client.parcourirFlux(
    { flowType: ["CustomerInvoice", "CustomerInvoiceLC"] },
    depuis,
    async (flux, curseur) => {
      for (const f of flux) if (await traiterFlux(ctx, client, f, "polling")) n++;
      await withTx(ctx.db, null, (tx) => q.ecrireCurseur(tx, CURSEUR, curseur));
    },
  );
  return n;
}

/**
 * One flow of the issuing side (from polling or a webhook): an acknowledgement of Écrin's deposit, or
 * a lifecycle status of one of its documents, stored once (a flow read twice adds nothing). True when
 * a status was added.
 */
export async function traiterFlux(
  ctx: AppContext,
  client: PlateformeClient,
  f: Flow,
  source: "webhook" | "polling",
): Promise<boolean> {
  if (f.flowDirection === "Out") {
    await appliquerAcquittement(ctx, f.flowId, f);
    return false;
  }
  if (f.flowType !== "CustomerInvoiceLC") return false;
  if (await q.statutConnu(ctx.db, f.flowId)) return false;
  const lu = lireCdar((await client.lireFlux(f.flowId, "Original")).toString("utf8"));
  if (!lu.ok) return false;
  const m = lu.message;
  return withTx(ctx.db, null, async (tx) => {
    const e = await q.envoiParTracking(tx, m.facture.numero);
    if (!e || e.typeDocument === "cdar") return false;
    return q.ajouterStatut(tx, {
      idEnvoi: e.id,
      code: m.statut,
      date: m.emisLe || f.updatedAt || new Date().toISOString(),
      motif: m.motif?.slice(0, 100) ?? null,
      commentaire: m.commentaire,
      source,
      flowId: f.flowId,
    });
  });
}
