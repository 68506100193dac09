import { isOfVerrouille, STATUT } from "../noyau-of/index.ts";
import type { Refus } from "../shared/index.ts";
import { type RefusPretAFacturer, refusPretAFacturer } from "./pret-a-facturer.ts";

/**
 * The status picked by hand on the Trace OF (spec 01 section 2). The old screen let any status be picked;
 * three of them carry more than a number, so the pick may not skip what their commands check:
 * - 600 is set by invoicing only;
 * - 650 means a stock row with its history: a piece enters the stock by "Rentrer en Stock" and leaves it
 *   by the stock's moves, never by the list;
 * - 575 puts the OF on /livraion: it needs the price and the weight "Prêt à facturer" asks for (those
 *   saved with it), not the finalisation the command also asks, which the office may overrule by hand.
 */

export const MSG_STOCK_PAR_LE_STOCK =
  "Un OF entre en stock par « Rentrer en Stock » et en sort par les actions de Stock Produit, pas par le statut.";

/** Whether Tracer offers `vers` for an OF now at `depuis` (the status it is saved at is always offered). */
export function statutManuelAdmis(depuis: number | undefined, vers: number): boolean {
  if (vers === depuis) return true;
  if (isOfVerrouille(vers)) return false;
  return vers !== STATUT.enStock && depuis !== STATUT.enStock;
}

/** The statuses the Trace OF offers for an OF now at `depuis`. */
export function statutsChoisissables<T extends { id: number }>(statuts: readonly T[], depuis?: number): T[] {
  return statuts.filter((s) => statutManuelAdmis(depuis, s.id));
}

export type RefusStatutManuel = Refus<"STATUT_STOCK_MANUEL"> | RefusPretAFacturer;

/** Why Tracer may not save this OF at `vers` with this price and weight, or null. */
export function refusStatutManuel(
  o: { numSachet: number; statut: number },
  vers: number,
  saisie: { prixFact: string | null; poids: string | null },
): RefusStatutManuel | null {
  if (vers === o.statut) return null;
  if (!statutManuelAdmis(o.statut, vers))
    return { code: "STATUT_STOCK_MANUEL", message: MSG_STOCK_PAR_LE_STOCK };
  if (vers !== STATUT.pretAFacturer) return null;
  // The price and weight checks of the command, on what is saved; its "from 550" is the hand's to overrule.
  return refusPretAFacturer({
    numSachet: o.numSachet,
    statut: STATUT.finalise,
    prixFact: saisie.prixFact,
    poids: saisie.poids,
  });
}
