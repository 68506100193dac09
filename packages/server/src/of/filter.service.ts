import {
  type enCoursQuerySchema,
  type extensiaQuerySchema,
  isDebutAvantFin,
  type ListResult,
  type livresQuerySchema,
  MSG_PERIODE_INVERSEE,
  type OfDuStatut,
  type OfEnCours,
  type OfExtensia,
  type OfFiltreQuery,
  type OfLivre,
  type ofDuStatutQuerySchema,
  type RepartitionStatuts,
  repartitionStatuts,
  resolveOfFiltre,
  type TotauxAnalyseOf,
  type TotauxListeOf,
  toIsoDate,
} from "@ecrin/domain";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refusChamp } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import { type PageTri, rows, totaux } from "./filter.queries.ts";
import {
  enCoursPageQuery,
  extensiaPageQuery,
  livresPageQuery,
  TRI_EN_COURS,
  TRI_EXTENSIA,
  TRI_LIVRES,
} from "./filter-listes.queries.ts";
import {
  ofDuStatutCountQuery,
  ofDuStatutPageQuery,
  repartition,
  TRI_OF_STATUT,
} from "./filter-repartition.queries.ts";
import {
  enCoursTotauxQuery,
  extensiaTotauxQuery,
  livresTotauxQuery,
  totauxTroisListes,
} from "./filter-totaux.queries.ts";

/**
 * /filter (spec 03 section 2.8): the status distribution and the three OF lists. The period left
 * out takes the defaults of spec 03 section 9 (1 January .. today + 30 days).
 */
export function resolveFiltre<F extends OfFiltreQuery>(query: F, todayIso: string = toIsoDate(new Date())) {
  const f = resolveOfFiltre(query, todayIso);
  // One date given and the other defaulted may still be inverted.
  if (!isDebutAvantFin(f)) refusChamp({ code: "PERIODE_INVERSEE", message: MSG_PERIODE_INVERSEE }, "fin");
  return f;
}

export async function repartitionOf(ctx: AppContext, query: OfFiltreQuery): Promise<RepartitionStatuts> {
  const f = resolveFiltre(query);
  return repartitionStatuts({ debut: f.debut, fin: f.fin }, await repartition(ctx.db, f));
}

/** The counts and totals of the three lists, for the section headers. */
export async function totauxAnalyse(ctx: AppContext, query: OfFiltreQuery): Promise<TotauxAnalyseOf> {
  return totauxTroisListes(ctx.db, resolveFiltre(query));
}

export interface ListeOfResult<T> extends ListResult<T> {
  totaux: TotauxListeOf;
}

/** One page of a list, with its count and totals (the same filters, run together). */
export async function pageListe<T extends Record<string, unknown>>(
  db: Executor,
  sort: { orderBy: SQL; dir: "asc" | "desc" },
  page: Page,
  queries: { page: (p: PageTri) => SQL; totaux: SQL },
): Promise<ListeOfResult<T>> {
  const [lignes, t] = await Promise.all([
    rows<T>(db, queries.page({ ...sort, ...page })),
    totaux(db, queries.totaux),
  ]);
  return { rows: lignes, total: t.count, totaux: t };
}

/** The OFs of one status (a slice of the doughnut), one page. */
export function listeOfsDuStatut(
  ctx: AppContext,
  statut: number,
  q: z.output<typeof ofDuStatutQuerySchema>,
  page: Page,
): Promise<ListeOfResult<OfDuStatut>> {
  const f = resolveFiltre(q);
  return pageListe<OfDuStatut>(ctx.db, { orderBy: TRI_OF_STATUT[q.sort], dir: q.dir }, page, {
    page: (p) => ofDuStatutPageQuery(f, statut, p),
    totaux: ofDuStatutCountQuery(f, statut),
  });
}

/** OFS EN COURS, one page with the list's totals. */
export function listeEnCours(
  ctx: AppContext,
  q: z.output<typeof enCoursQuerySchema>,
  page: Page,
): Promise<ListeOfResult<OfEnCours>> {
  const f = resolveFiltre(q);
  return pageListe<OfEnCours>(ctx.db, { orderBy: TRI_EN_COURS[q.sort], dir: q.dir }, page, {
    page: (p) => enCoursPageQuery(f, p),
    totaux: enCoursTotauxQuery(f),
  });
}

/** OFS LIVRES, one page with the list's totals. */
export function listeLivres(
  ctx: AppContext,
  q: z.output<typeof livresQuerySchema>,
  page: Page,
): Promise<ListeOfResult<OfLivre>> {
  const f = resolveFiltre(q);
  return pageListe<OfLivre>(ctx.db, { orderBy: TRI_LIVRES[q.sort], dir: q.dir }, page, {
    page: (p) => livresPageQuery(f, p),
    totaux: livresTotauxQuery(f),
  });
}

/** OFS EXTENSIA, one page with the list's totals. */
export function listeExtensia(
  ctx: AppContext,
  q: z.output<typeof extensiaQuerySchema>,
  page: Page,
): Promise<ListeOfResult<OfExtensia>> {
  const f = resolveFiltre(q);
  return pageListe<OfExtensia>(ctx.db, { orderBy: TRI_EXTENSIA[q.sort], dir: q.dir }, page, {
    page: (p) => extensiaPageQuery(f, p),
    totaux: extensiaTotauxQuery(f),
  });
}
