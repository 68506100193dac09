import { CLES_VENDEUR, type ReglagesVendeur } from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { ecrireReglages } from "../settings.ts";

/** The seller's identity as the settings hold it (what the documents print). */
export function lireReglagesVendeur(ctx: AppContext): ReglagesVendeur {
  return Object.fromEntries(CLES_VENDEUR.map((c) => [c, ctx.settings[c]])) as ReglagesVendeur;
}

/**
 * Stores the seller's identity (already checked by `reglagesVendeurSchema`, the rules of `npm run
 * setting`) in one audited transaction, then the running server prints it from the next document on.
 */
export async function enregistrerReglagesVendeur(
  ctx: AppContext,
  idUser: number,
  r: ReglagesVendeur,
): Promise<ReglagesVendeur> {
  await withTx(ctx.db, idUser, (tx) => ecrireReglages(tx, r));
  Object.assign(ctx.settings, r);
  return lireReglagesVendeur(ctx);
}
