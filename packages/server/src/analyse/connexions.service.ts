import type { ListResult, ProduitConsulte, StatConnexion } from "@ecrin/domain";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../http/context.ts";
import type { Page } from "../http/list.ts";
import { consultationsQuery, statsConnexionsQuery } from "./connexions.queries.ts";

type Tri = { sort: string; dir: "asc" | "desc" };

async function page<T>(ctx: AppContext, q: SQL): Promise<ListResult<T>> {
  const rows = (await ctx.db.execute<Record<string, unknown> & { n: number }>(q)).rows;
  return { rows: rows.map(({ n: _n, ...r }) => r as T), total: rows[0]?.n ?? 0 };
}

export const statsConnexions = (ctx: AppContext, t: Tri, p: Page) =>
  page<StatConnexion>(ctx, statsConnexionsQuery(t, p));
export const consultations = (ctx: AppContext, t: Tri, p: Page) =>
  page<ProduitConsulte>(ctx, consultationsQuery(t, p));
