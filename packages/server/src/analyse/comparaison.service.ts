import {
  type ComparaisonQuery,
  dateComparaison,
  type LigneComparaison,
  type ListResult,
  ligneComparaison,
  periodesComparees,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { type Page, pageOf } from "../http/list.ts";
import { comparaisonClientsQuery } from "./comparaison.queries.ts";

type Ligne = Omit<LigneComparaison, "variation1" | "variation2" | "variation3">;

const CLES: Record<string, (l: LigneComparaison) => string | number | null> = {
  client: (l) => l.client,
  ca1: (l) => Number(l.ca1),
  ca2: (l) => Number(l.ca2),
  ca3: (l) => Number(l.ca3),
  caAVenir: (l) => Number(l.caAVenir),
  variation1: (l) => (l.variation1 === null ? null : Number(l.variation1)),
  variation2: (l) => (l.variation2 === null ? null : Number(l.variation2)),
  variation3: (l) => (l.variation3 === null ? null : Number(l.variation3)),
};

/**
 * Évolution Chiffre d'Affaires Client: every client with revenue in the three periods or still to
 * come (a few hundred rows, computed whole, sorted and paged here; no ratio sorts last).
 */
export async function comparaisonCa(
  ctx: AppContext,
  q: ComparaisonQuery,
  page: Page,
): Promise<ListResult<LigneComparaison>> {
  const periodes = periodesComparees(dateComparaison(q.date), q.mode);
  const rows = (await ctx.db.execute<Ligne>(comparaisonClientsQuery(q, periodes))).rows.map(ligneComparaison);
  const cle = CLES[q.sort] ?? CLES.ca3!;
  const signe = q.dir === "asc" ? 1 : -1;
  rows.sort((a, b) => {
    const x = cle(a);
    const y = cle(b);
    if (x === null || y === null) return x === y ? a.idBijouterie - b.idBijouterie : x === null ? 1 : -1;
    const c = typeof x === "string" ? x.localeCompare(String(y), "fr") : x - Number(y);
    return c * signe || a.idBijouterie - b.idBijouterie;
  });
  return pageOf(rows, page);
}

/** The three periods compared (the screen titles its columns with them). */
export function periodesComparaison(q: Pick<ComparaisonQuery, "date" | "mode">) {
  return periodesComparees(dateComparaison(q.date), q.mode);
}
