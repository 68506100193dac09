import {
  type Canal,
  CHOIX_RESERVATION,
  flagsAttendus,
  type OfFiltre,
  STATUT,
  type TotauxListeOf,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import { CANAUX_FACTURE, tableSql } from "../facturation/index.ts";
import { conditionsCommunesOf } from "./conditions.queries.ts";

/**
 * The SQL of /filter (spec 03 section 2.8), on `"of" o`. Every condition is on an indexed column of
 * the OF or an index lookup per row; the period is the range that starts each plan: of.date_livr
 * for the distribution and OFS EN COURS, the invoice's date_fact for OFS LIVRES and OFS EXTENSIA
 * (see filter-analyse.ts in the domain). What every part reads: the filters' conditions, the page in two
 * steps and the invoice lines of a channel; the parts are filter-repartition (the doughnut and its
 * slices), filter-listes (the three lists' pages) and filter-totaux (their counts and totals).
 */

/** Where the invoice-number filter looks: any invoice line of the OF, or the listed line itself. */
type FactureFiltre = { ligne: SQL } | "toutes";

/** The conditions of the filters on `o` other than the period. */
export function ofConditions(f: OfFiltre, facture: FactureFiltre = "toutes"): SQL[] {
  const attendus = flagsAttendus(f);
  const conds = conditionsCommunesOf({ ...f, tournee: attendus.tournee, imperatif: attendus.imperatif });
  const flags: Array<[SQL, 0 | 1 | null]> = [
    [sql`o.devis`, attendus.devis],
    [sql`o.facon`, attendus.facon],
  ];
  for (const [col, v] of flags) if (v !== null) conds.push(sql`${col} = ${v}`);
  if (f.typeResa !== CHOIX_RESERVATION.tout) {
    // Reserved: a stock OF kept for an order, or an order a stock OF is kept for.
    const reserve = sql`(o.of_reservation is not null
      or exists (select 1 from "of" r where r.of_reservation = o.num_sachet))`;
    conds.push(f.typeResa === CHOIX_RESERVATION.reservation ? reserve : sql`not ${reserve}`);
  }
  if (f.ref !== undefined) conds.push(sql`lower(o.ref) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.refClt !== undefined) conds.push(sql`lower(o.ref_clt) like ${motifContient(f.refClt.toLowerCase())}`);
  if (f.of !== undefined) conds.push(sql`o.num_sachet = ${f.of}`);
  if (f.facture !== undefined) {
    conds.push(
      facture === "toutes"
        ? sql`(exists (select 1 from constituant_fact x where x.of = o.num_sachet and x.fact = ${f.facture})
            or exists (select 1 from constituant_fact_extensia y where y.of = o.num_sachet and y.fact = ${f.facture}))`
        : sql`${facture.ligne} = ${f.facture}`,
    );
  }
  return conds;
}

const and = (conds: SQL[]) => (conds.length === 0 ? sql`true` : sql.join(conds, sql` and `));

/** The OFs of the distribution: delivery date in the period, and the filters. */
export function whereRepartition(f: OfFiltre): SQL {
  return and([sql`o.date_livr between ${f.debut} and ${f.fin}`, ...ofConditions(f)]);
}

/** OFS EN COURS: below 600, delivery date in the period. */
export function whereEnCours(f: OfFiltre): SQL {
  return sql`${whereRepartition(f)} and o.statut < ${STATUT.facture}`;
}

/** A page: sort expression (from a whitelist), direction, limit and offset. */
export interface PageTri {
  orderBy: SQL;
  dir: "asc" | "desc";
  limit: number;
  offset: number;
}

/**
 * A page in two steps: `selection` picks the rows and computes `tri` (the sort key) and `cle` (the
 * tie-break), ordered and limited there; the outer query adds the display joins to those rows only.
 * The OF selections are MATERIALIZED CTEs: the period's index drives them, never a walk of the
 * primary key in sort order filtering out the rest of the table. Nulls take PostgreSQL's default
 * place (last ascending, first descending), so that an index can give the order.
 */
export function pageEnDeuxTemps(selection: SQL, p: PageTri, affichage: (l: SQL) => SQL): SQL {
  const dir = sql.raw(p.dir);
  return sql`
    with l as materialized (
      select sel.* from (${selection}) sel
      order by sel.tri ${dir}, sel.cle ${dir}
      limit ${p.limit} offset ${p.offset}
    )
    ${affichage(sql`l`)}
    order by l.tri ${dir}, l.cle ${dir}`;
}

/** The tables of a channel's invoices and lines (facturation's channel map). */
function tablesCanal(canal: Canal) {
  const c = CANAUX_FACTURE[canal];
  return { facture: tableSql(c.factures), ligne: tableSql(c.lignes) };
}

/**
 * The invoice lines of a channel dated in the period (OFS LIVRES, OFS EXTENSIA), with the filters.
 * The OF is joined only when an OF filter asks for it. A delivery stays listed whatever its OF
 * became later (see listesDeLOf).
 * - "page": plain joins, so that the planner walks the invoice date index in the sort's order and
 *   stops at the page (a fraction of a millisecond for the default sort, most recent first);
 * - "totaux": every line of the period is read: the invoices once (date index), then their lines as
 *   one range of the lines' index by invoice number, from the period's first invoice to its last
 *   (numbers follow the dates, so the range holds little else; the join keeps only the period's), never
 *   one descent of the index per invoice (8,960 for a year: 27,000 pages), a scan of all the lines
 *   nor a probe of the OF table per line.
 */
export function lignesCanal(canal: Canal, f: OfFiltre, colonnes: SQL, mode: "page" | "totaux"): SQL {
  const c = tablesCanal(canal);
  const conds = ofConditions(f, { ligne: sql`cf.fact` });
  const joinOf = conds.length === 0 ? sql`` : sql`join "of" o on o.num_sachet = cf.of`;
  if (mode === "page") {
    return sql`
      select ${colonnes}
      from ${c.ligne} cf
      join ${c.facture} fa on fa.id_fact = cf.fact
      ${joinOf}
      where fa.date_fact between ${f.debut} and ${f.fin} and ${and(conds)}`;
  }
  return sql`
    with fa as materialized (
      select id_fact, date_fact, client from ${c.facture} where date_fact between ${f.debut} and ${f.fin})
    select ${colonnes}
    from ${c.ligne} cf
    join fa on fa.id_fact = cf.fact
    ${joinOf}
    where cf.fact between (select min(id_fact) from fa) and (select max(id_fact) from fa) and ${and(conds)}`;
}

export async function totaux(db: Executor, query: SQL): Promise<TotauxListeOf> {
  const row = (await db.execute<TotauxListeOf>(query)).rows[0];
  return row ?? { count: 0, sumPrixFact: "0.00", sumFacture: null };
}

export async function rows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows as T[];
}
