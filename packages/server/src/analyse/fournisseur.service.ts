import {
  type AnalyseFournisseur,
  type AnalyseFournisseurQuery,
  analyseFournisseur,
  periodeFournisseurSchema,
  resolvePeriodeFournisseur,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { totauxFournisseurs } from "./fournisseur.queries.ts";

/**
 * Spec 03 section 2.6: the value of the stones received from each supplier in the period (previous
 * year by default), largest first, with each supplier's share and the grand total.
 */
export async function analyseFournisseurs(
  ctx: AppContext,
  query: AnalyseFournisseurQuery,
  todayIso: string = toIsoDate(new Date()),
): Promise<AnalyseFournisseur> {
  // One date given and the other defaulted may still be inverted: the full schema checks the result.
  const periode = periodeFournisseurSchema.parse(resolvePeriodeFournisseur(query, todayIso));
  return analyseFournisseur(periode, await totauxFournisseurs(ctx.db, periode));
}
