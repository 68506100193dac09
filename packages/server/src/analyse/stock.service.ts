import {
  type LigneStockDetail,
  type ListResult,
  lireTranche,
  type StockDetailQuery,
  type StockFiltre,
  TRANCHES_PRIX,
  type TrancheStock,
  texteTranche,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import { MSG_TRANCHE_INVALIDE } from "./ca.service.ts";
import { stockDetailQuery, stockTranchesQuery } from "./stock.queries.ts";

/** The stock by cost-price bracket: count and total cost (the two doughnuts). */
export async function stockTranches(ctx: AppContext, f: StockFiltre): Promise<TrancheStock[]> {
  const rows = (
    await ctx.db.execute<{ i: number | null; nombre: number; totalRevient: string }>(stockTranchesQuery(f))
  ).rows;
  return TRANCHES_PRIX.map((t, i) => {
    const r = rows.find((x) => x.i === i);
    return { prixRRange: texteTranche(t), nombre: r?.nombre ?? 0, totalRevient: r?.totalRevient ?? "0.00" };
  }).filter((t) => t.nombre > 0);
}

export async function stockDetail(
  ctx: AppContext,
  q: StockDetailQuery,
  page: Page,
): Promise<ListResult<LigneStockDetail>> {
  const t = lireTranche(q.tranche);
  if (t === null) refus({ code: "TRANCHE_INVALIDE", message: MSG_TRANCHE_INVALIDE });
  const rows = (
    await ctx.db.execute<{ [K in keyof LigneStockDetail]: LigneStockDetail[K] } & { n: number }>(
      stockDetailQuery(q, t, q, page),
    )
  ).rows;
  return { rows: rows.map(({ n: _n, ...r }) => r), total: rows[0]?.n ?? 0 };
}
