import {
  bilanPerte,
  type ListResult,
  type OuvrierKind,
  type PeriodePerte,
  type PerteOf,
  type PerteOfsQuery,
  type PerteOuvrier,
  type PerteOuvriersQuery,
  type PerteTotaux,
  type PerteTotauxQuery,
  periodePerteSchema,
  resolvePeriodePerte,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import type { Page } from "../http/list.ts";
import * as perte from "./perte.queries.ts";

/** The period asked, the current month to today for the missing dates; an inverted result is refused. */
function periode(
  query: { debut?: string | undefined; fin?: string | undefined },
  todayIso: string,
): PeriodePerte {
  return periodePerteSchema.parse(resolvePeriodePerte(query, todayIso));
}

/** The metal loss of both kinds of worker over the period. */
export async function perteTotaux(
  ctx: AppContext,
  query: PerteTotauxQuery,
  todayIso: string = toIsoDate(new Date()),
): Promise<PerteTotaux> {
  const p = periode(query, todayIso);
  const [joailliers, sertisseurs] = await Promise.all([
    perte.totaux(ctx.db, "joailliers", p),
    perte.totaux(ctx.db, "sertisseurs", p),
  ]);
  return { periode: p, joailliers: bilanPerte(joailliers), sertisseurs: bilanPerte(sertisseurs) };
}

/** One total row per worker: grams sent, returned, lost, and the loss in percent of the weight sent. */
export async function perteOuvriers(
  ctx: AppContext,
  kind: OuvrierKind,
  query: PerteOuvriersQuery,
  page: Page,
  todayIso: string = toIsoDate(new Date()),
): Promise<ListResult<PerteOuvrier>> {
  const { rows, total } = await perte.perteOuvriers(
    ctx.db,
    kind,
    { ...query, ...periode(query, todayIso) },
    page,
  );
  return { rows: rows.map(bilanPerte), total };
}

/** The worker's OFs in the period, each with its loss. */
export async function perteOfs(
  ctx: AppContext,
  kind: OuvrierKind,
  id: number,
  query: PerteOfsQuery,
  page: Page,
  todayIso: string = toIsoDate(new Date()),
): Promise<ListResult<PerteOf>> {
  const { rows, total } = await perte.perteOfs(
    ctx.db,
    kind,
    id,
    { ...query, ...periode(query, todayIso) },
    page,
  );
  return { rows: rows.map(bilanPerte), total };
}
