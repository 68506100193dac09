import { dec, sum, toDecimalString } from "../shared/index.ts";
import { SUIVI_DIVISEUR, SUIVI_FACTEUR } from "./constantes.ts";

/** Suivi Métal (spec 03 section 9): the 752/1000 column, weight x 0.92 / 0.753 (3 decimals). */
export function poids752(poids: string): string {
  return toDecimalString(dec(poids).mul(SUIVI_FACTEUR).div(SUIVI_DIVISEUR), 3);
}

/** Balance = receptions x 0.92 / 0.753 - invoiced weight (3 decimals). */
export function soldeSuivi(receptions: readonly string[], factures: readonly string[]): string {
  const recu = sum(receptions.map((p) => dec(p)))
    .mul(SUIVI_FACTEUR)
    .div(SUIVI_DIVISEUR);
  return toDecimalString(recu.sub(sum(factures.map((p) => dec(p)))), 3);
}

/**
 * Suivi Métal's totals (spec 03 section 9): the invoiced weight, the received weight (3 decimals) and the
 * balance of the receptions against the invoices.
 */
export function totauxSuivi(receptions: readonly string[], factures: readonly string[]) {
  return {
    totalFactures: toDecimalString(sum(factures.map((p) => dec(p))), 3),
    totalReceptions: toDecimalString(sum(receptions.map((p) => dec(p))), 3),
    solde: soldeSuivi(receptions, factures),
  };
}
