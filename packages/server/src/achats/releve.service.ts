import type { AppContext } from "../http/context.ts";
import { clientPlateforme, plateformeConfiguree } from "../plateforme/index.ts";
import { recevoirFluxFournisseurs } from "./reception.service.ts";
import { envoyerDecisions } from "./retour-cdar.service.ts";

/**
 * One round with the platform the settings name: the new SupplierInvoice flows received, then the
 * decisions not yet acknowledged sent back as CDAR flows. Without a platform, nothing (decisions wait).
 */
export async function releverPlateforme(
  ctx: AppContext,
  opts: { baseMs?: number } = {},
): Promise<{ recues: number; envoyees: number } | null> {
  if (!plateformeConfiguree(ctx.settings)) return null;
  const client = clientPlateforme(ctx.db, ctx.settings, opts);
  const { recues } = await recevoirFluxFournisseurs(ctx.db, client);
  const { envoyees } = await envoyerDecisions(ctx.db, ctx.settings, client);
  return { recues, envoyees };
}
