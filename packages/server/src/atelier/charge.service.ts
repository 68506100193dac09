import { type ChargeDetailQuery, type ChargeJour, JOURNEE_HEURES, repartitionJournee } from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import type { Page } from "../http/list.ts";
import { listChargeDetail, tempsParJoaillier } from "./charge.queries.ts";

/** Spec 02 section 2.6: one doughnut per jeweller, hours done against the 7-hour day. */
export async function chargeJour(ctx: AppContext, date: string): Promise<ChargeJour> {
  const joailliers = (await tempsParJoaillier(ctx.db, date)).map((j) => ({
    ...j,
    ...repartitionJournee(j.tempsTotal),
  }));
  return { date, journeeHeures: JOURNEE_HEURES, joailliers };
}

export function chargeDetail(ctx: AppContext, query: ChargeDetailQuery, page: Page) {
  return listChargeDetail(ctx.db, query, page);
}
