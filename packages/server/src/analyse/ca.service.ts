import {
  type AnalyseVente,
  type CaAnnee,
  type CaFiltre,
  type CaFiltreQuery,
  type CaMois,
  type ComparaisonAnnees,
  type ComparaisonMois,
  caFiltreSchema,
  type DetailCaQuery,
  lireTranche,
  type RepartitionCa,
  resolveCaFiltre,
  statistiquesAnnees,
  sub,
  sum,
  type Tranche,
  toFixed2,
  toIsoDate,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import * as q from "./ventes.queries.ts";

/**
 * Spec 03 section 2.1 (/analyse_ca) and 2.7 (/facon): each tab's data, read from the invoice lines
 * as issued (analyse_vente), the current year by default.
 */

export const MSG_TRANCHE_INVALIDE = "Tranche de prix invalide.";

/** The filters with the default period; a defaulted end may still be before the start. */
export function filtreCa(query: CaFiltreQuery, todayIso: string = toIsoDate(new Date())): CaFiltre {
  const f = resolveCaFiltre(query, todayIso);
  caFiltreSchema.parse(f);
  return f;
}

type Tri = { sort: string; dir: "asc" | "desc" };

export function topVente(ctx: AppContext, query: CaFiltreQuery & Tri, page: Page) {
  return q.topVente(ctx.db, filtreCa(query), query, page);
}

export async function repartitionCa(ctx: AppContext, query: CaFiltreQuery): Promise<RepartitionCa> {
  const f = filtreCa(query);
  const [parType, parMetal] = await Promise.all([
    q.repartition(ctx.db, f, "type"),
    q.repartition(ctx.db, f, "metal"),
  ]);
  return {
    total: toFixed2(sum(parType.map((p) => p.caHt))),
    qte: parType.reduce((n, p) => n + p.qte, 0),
    parType,
    parMetal,
  };
}

export async function analyseVente(ctx: AppContext, query: CaFiltreQuery): Promise<AnalyseVente> {
  const f = filtreCa(query);
  const [parTranche, parTarif] = await Promise.all([q.parTranche(ctx.db, f), q.parTarif(ctx.db, f)]);
  return { parTranche, parTarif };
}

export function detailCa(ctx: AppContext, query: DetailCaQuery, page: Page) {
  let tranche: Tranche | undefined;
  if (query.tranche !== undefined) {
    const lue = lireTranche(query.tranche);
    if (lue === null) refus({ code: "TRANCHE_INVALIDE", message: MSG_TRANCHE_INVALIDE });
    tranche = lue;
  }
  return q.detail(
    ctx.db,
    filtreCa(query),
    { idp: query.idp, typeProd: query.typeProd, metalSlice: query.metalSlice, tarif: query.tarif, tranche },
    query,
    page,
  );
}

export async function caParMois(ctx: AppContext, query: CaFiltreQuery): Promise<CaMois[]> {
  return (await ctx.db.execute<q.Row<CaMois>>(q.caMoisQuery(filtreCa(query)))).rows;
}

/** The year of the period's end against the year before, all twelve months, same other filters. */
export async function comparaisonMois(ctx: AppContext, query: CaFiltreQuery): Promise<ComparaisonMois> {
  const f = filtreCa(query);
  const annee = Number(f.fin.slice(0, 4));
  const periode = {
    ...f,
    debut: `${String(annee - 1).padStart(4, "0")}-01-01`,
    fin: `${f.fin.slice(0, 4)}-12-31`,
  };
  const rows = (
    await ctx.db.execute<{ annee: number; mois: number; total: string }>(q.caAnneeMoisQuery(periode))
  ).rows;
  const de = (a: number, m: number) => rows.find((r) => r.annee === a && r.mois === m)?.total ?? "0.00";
  return {
    annee,
    anneePrecedente: annee - 1,
    mois: Array.from({ length: 12 }, (_, i) => ({
      mois: i + 1,
      courant: de(annee, i + 1),
      precedent: de(annee - 1, i + 1),
    })),
  };
}

/** Revenue net of credit notes per year (every year), with the statistics of spec 03 section 9. */
export async function caParAnnee(
  ctx: AppContext,
  query: CaFiltreQuery,
  anneeCourante: number = new Date().getFullYear(),
): Promise<ComparaisonAnnees> {
  const [ventes, avoirs] = await Promise.all([
    ctx.db.execute<{ annee: number; total: string }>(q.caAnneesQuery(query)),
    ctx.db.execute<{ annee: number; total: string }>(q.avoirsAnneesQuery(query.client)),
  ]);
  return anneesNettes(ventes.rows, avoirs.rows, anneeCourante);
}

/** Joins the yearly revenue and credit notes: every year that has one or the other. */
export function anneesNettes(
  ventes: ReadonlyArray<{ annee: number; total: string }>,
  avoirs: ReadonlyArray<{ annee: number; total: string }>,
  anneeCourante: number,
): ComparaisonAnnees {
  const annees = [...new Set([...ventes, ...avoirs].map((r) => r.annee))].sort((a, b) => a - b);
  const lignes: CaAnnee[] = annees.map((annee) => {
    const totalCa = toFixed2(ventes.find((r) => r.annee === annee)?.total ?? "0");
    const totalAvoir = toFixed2(avoirs.find((r) => r.annee === annee)?.total ?? "0");
    return { annee, totalCa, totalAvoir, totalHt: toFixed2(sub(totalCa, totalAvoir)) };
  });
  return {
    annees: lignes,
    statistiques: statistiquesAnnees(
      lignes.map((l) => ({ annee: l.annee, total: l.totalHt })),
      anneeCourante,
    ),
  };
}

export function faconListe(ctx: AppContext, query: CaFiltreQuery & Tri, page: Page) {
  return q.facon(ctx.db, filtreCa(query), query, page);
}

export async function faconTotal(ctx: AppContext, query: CaFiltreQuery) {
  const r = (await ctx.db.execute<{ poidsTotal: string; n: number }>(q.poidsFaconQuery(filtreCa(query))))
    .rows[0];
  return { poidsTotal: r?.poidsTotal ?? "0", nbLignes: r?.n ?? 0 };
}
