import {
  defaultAnneesProgression,
  type HistoriqueClient,
  type ListResult,
  type ProgressionClient,
  type ProgressionQuery,
  type Progressions,
  progressionClient,
  toIsoDate,
  topsProgression,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { AppContext } from "../http/context.ts";
import { type Page, pageOf } from "../http/list.ts";
import { anneesNettes } from "./ca.service.ts";
import { historiqueAvoirsQuery, historiqueVentesQuery, totauxClientsQuery } from "./progression.queries.ts";

/** Spec 03 sections 2.2, 9: the years asked, two years ago to last year by default. */
export function anneesProgression(q: ProgressionQuery, todayIso: string = toIsoDate(new Date())) {
  const d = defaultAnneesProgression(todayIso);
  const anneeDebut = q.anneeDebut ?? (q.anneeFin === undefined ? d.anneeDebut : q.anneeFin - 1);
  const anneeFin = q.anneeFin ?? Math.max(d.anneeFin, anneeDebut);
  return { anneeDebut, anneeFin };
}

async function lignes(ctx: AppContext, anneeDebut: number, anneeFin: number): Promise<ProgressionClient[]> {
  const rows = (
    await ctx.db.execute<{
      idBijouterie: number;
      nomAgence: string;
      totalHtAnneeDeb: string;
      totalHtAnneeFin: string;
    }>(totauxClientsQuery(anneeDebut, anneeFin))
  ).rows;
  return rows.map(progressionClient);
}

/** Top Progressions and Top Régressions (20 each). */
export async function progressions(ctx: AppContext, q: ProgressionQuery): Promise<Progressions> {
  const { anneeDebut, anneeFin } = anneesProgression(q);
  return { anneeDebut, anneeFin, ...topsProgression(await lignes(ctx, anneeDebut, anneeFin)) };
}

type Tri = { sort: string; dir: "asc" | "desc" };
const CLES: Record<string, (l: ProgressionClient) => string | number | null> = {
  nomAgence: (l) => l.nomAgence,
  totalHtAnneeDeb: (l) => Number(l.totalHtAnneeDeb),
  totalHtAnneeFin: (l) => Number(l.totalHtAnneeFin),
  pourcentageVariation: (l) => (l.pourcentageVariation === null ? null : Number(l.pourcentageVariation)),
};

/**
 * The comparison table: every client invoiced in either year (a few hundred rows, computed whole and
 * sorted here; a client without a start year sorts last).
 */
export async function comparaisonClients(
  ctx: AppContext,
  q: ProgressionQuery & Tri,
  page: Page,
): Promise<ListResult<ProgressionClient>> {
  const { anneeDebut, anneeFin } = anneesProgression(q);
  const cle = CLES[q.sort] ?? CLES.pourcentageVariation!;
  const signe = q.dir === "asc" ? 1 : -1;
  const tries = (await lignes(ctx, anneeDebut, anneeFin)).sort((a, b) => {
    const x = cle(a);
    const y = cle(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = typeof x === "string" ? x.localeCompare(String(y), "fr") : x - Number(y);
    return c * signe || a.idBijouterie - b.idBijouterie;
  });
  return pageOf(tries, page);
}

/** One client's yearly history, net of credit notes, with its statistics. */
export async function historiqueClient(
  ctx: AppContext,
  client: number,
  anneeCourante: number = new Date().getFullYear(),
): Promise<HistoriqueClient> {
  const [ventes, avoirs, nom] = await Promise.all([
    ctx.db.execute<{ annee: number; total: string }>(historiqueVentesQuery(client)),
    ctx.db.execute<{ annee: number; total: string }>(historiqueAvoirsQuery(client)),
    ctx.db.execute<{ nom: string }>(sql`select nom_agence as nom from client where id = ${client}`),
  ]);
  return {
    idBijouterie: client,
    nomAgence: nom.rows[0]?.nom ?? "",
    ...anneesNettes(ventes.rows, avoirs.rows, anneeCourante),
  };
}
