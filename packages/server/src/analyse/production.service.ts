import {
  bornesSuivi,
  defautSuivi,
  type JourProduction,
  type SuiviProduction,
  type SuiviProductionQuery,
  suiviProduction,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { productionJoursAgregatQuery } from "./production.queries.ts";

/** /suivi_production: the period holding the date (the current one by default), summed per bar. */
export async function suiviProductionPeriode(
  ctx: AppContext,
  q: SuiviProductionQuery,
  todayIso: string = toIsoDate(new Date()),
): Promise<SuiviProduction> {
  const iso = q.date ?? defautSuivi(q.periode, todayIso);
  const jours = (
    await ctx.db.execute<{ [K in keyof JourProduction]: JourProduction[K] }>(
      productionJoursAgregatQuery(bornesSuivi(q.periode, iso)),
    )
  ).rows;
  return suiviProduction(q.periode, iso, jours);
}
