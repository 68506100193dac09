import type { GrandLivreFiltre, LigneMouvement, Onglet } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient } from "../db/like.ts";
import { type Executor, lireEnsemble } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/**
 * The ledger of spec 03 section 5 in SQL: each tab's rows with their amounts in cents of a gram
 * (the loss rounded half up), and the running balance per metal as a window sum over the rows in
 * date, source, id order (never recomputed row by row in JavaScript).
 */

export interface FiltreLignes extends GrandLivreFiltre {
  debut: string;
}

const partie = (col: SQL, valeur: number | undefined) =>
  valeur === undefined ? sql`` : sql` and ${col} = ${valeur}`;
const finOpt = (col: SQL, fin: string | undefined) =>
  fin === undefined ? sql`` : sql` and ${col} <= ${fin}::date`;

/** Loss in cents: round(base x % / 100), the base being the entry, or the exit when nothing comes in. */
const perteC = (e: SQL, s: SQL, pct: SQL) =>
  sql`round((case when ${e} > 0 then ${e} else ${s} end) * ${pct} / 100)`;

/**
 * The name of a row's party, looked up for the rows shown only (the ledger's rows carry the party's id).
 */
const NOM_PARTIE = sql`case g.source when 'clal' then 'CLAL'
    when 'fournisseur' then (select f.raison_soc::text from fournisseur f where f.four_id = g.partie_id)
    else (select coalesce(nullif(c.nom_agence, ''), c.label)::text from client c where c.id = g.partie_id) end`;

/**
 * The rows a tab counts, with their amounts in cents (source order: CLAL 0, supplier 1, customer 2), as
 * the tab's sources (one, or two for CLAL), each walked in (metal, date, id) order by its index (0046).
 */
function sourcesOnglet(onglet: Onglet, f: FiltreLignes, metalOr: number, metal: number | undefined): SQL[] {
  const m = sql`m`;
  const metalF = partie(sql`m.metal_id`, metal);
  const fin = finOpt(sql`m.date_mouvement`, f.fin);
  const communs = sql`m.id, m.date_mouvement as date, m.metal_id, m.designation,
    m.entree_or_fin, m.sortie_or_750, m.sortie_or_fin`;
  switch (onglet) {
    case "fournisseurs":
      return [
        sql`
        select 'fournisseur'::text as source, 1 as ordre, ${communs}, m.fournisseur_id as partie_id,
               m.perte, x.e as entree_c, x.s as sortie_c,
               ${perteC(sql`x.e`, sql`x.s`, sql`m.perte`)} as perte_c
        from mouvement_metal ${m}
        cross join lateral (select round(m.entree_or_fin * 100) as e,
          case when m.metal_id = ${metalOr} then round(m.sortie_or_750 * 75) else round(m.sortie_or_750 * 100) end as s) x
        where m.fournisseur_id is not null and m.client_id is null
          ${partie(sql`m.fournisseur_id`, f.fournisseur)}${metalF}${fin}`,
      ];
    case "clients":
      return [
        sql`
        select 'client'::text as source, 2 as ordre, ${communs}, m.client_id as partie_id,
               m.perte, x.e as entree_c, x.s as sortie_c,
               ${perteC(sql`x.e`, sql`x.s`, sql`m.perte`)} as perte_c
        from mouvement_metal ${m}
        cross join lateral (select round(m.entree_or_fin * 100) as e, round(m.sortie_or_fin * 100) as s) x
        where m.client_id is not null and m.fournisseur_id is null
          ${partie(sql`m.client_id`, f.client)}${metalF}${fin}`,
      ];
    case "clal":
      return [
        sql`
        select 'clal'::text as source, 0 as ordre, ${communs}, null::int as partie_id,
               m.perte, round(m.entree_or_fin * 100) as entree_c, round(m.sortie_or_fin * 100) as sortie_c,
               0::numeric as perte_c
        from mouvement_clal ${m}
        where true${metalF}${fin}`,
        sql`
        select 'fournisseur'::text as source, 1 as ordre, ${communs}, m.fournisseur_id as partie_id, m.perte,
               0::numeric as entree_c, round(m.entree_or_fin * 100) as sortie_c, 0::numeric as perte_c
        from mouvement_metal ${m}
        where m.fournisseur_id is not null and m.client_id is null and m.entree_or_fin > 0${metalF}${fin}`,
      ];
    default: {
      const exhaustive: never = onglet;
      return exhaustive;
    }
  }
}

/** The rows a tab counts, with their amounts in cents (source order: CLAL 0, supplier 1, customer 2). */
export function lignesOnglet(
  onglet: Onglet,
  f: FiltreLignes,
  metalOr: number,
  metal: number | undefined,
): SQL {
  return sql.join(sourcesOnglet(onglet, f, metalOr, metal), sql` union all `);
}

/** The rows with the running balance per metal; shown from the start date, the balance counts all before. */
function fenetre(onglet: Onglet, f: FiltreLignes, metalOr: number, metal: number | undefined): SQL {
  return sql`
    with l as (${lignesOnglet(onglet, f, metalOr, metal)}),
    w as (
      select l.*, sum(entree_c - sortie_c - perte_c) over (
        partition by metal_id order by date, ordre, id rows between unbounded preceding and current row) as solde_c
      from l)
    select * from w
    where date >= ${f.debut}::date${
      f.designation === undefined ? sql`` : sql` and designation ilike ${motifContient(f.designation)}`
    }`;
}

const grammes = (c: SQL) => sql`to_char(${c} / 100.0, 'FM999999999990.00')`;

/** The rows shown: from the start date, the designation containing the text (case-insensitive). */
function montrees(f: FiltreLignes, alias = sql`l`): SQL {
  const d = sql`${alias}.date >= ${f.debut}::date`;
  if (f.designation === undefined) return d;
  return sql`${d} and ${alias}.designation ilike ${motifContient(f.designation)}`;
}

const COLONNES_PAGE = sql`source || '-' || id as cle, source, id, to_char(date, 'YYYY-MM-DD') as date, metal_id as "metalId",
           partie_id as "partieId", ${NOM_PARTIE} as partie, perte::text as perte, designation,
           ${grammes(sql`entree_c`)} as entree, ${grammes(sql`sortie_c`)} as sortie,
           ${grammes(sql`perte_c`)} as "pertePoids", ${grammes(sql`solde_c`)} as solde,
           entree_or_fin::text as "entreeOrFin", sortie_or_750::text as "sortieOr750",
           sortie_or_fin::text as "sortieOrFin"`;

/**
 * One page of one metal's rows on a tab, in ledger order, each with its running balance. Without a
 * designation filter the page's rows are consecutive: each source gives its first rows from the start
 * date in its index order (as many as the page's end), merged; the balance is the sum of every row
 * before the page's first (an index-only sum of the rows up to its date) plus a window sum over the page.
 * With the filter, rows in between count too: the window runs over all the rows.
 */
export function grandLivrePageQuery(f: FiltreLignes, metalOr: number, metal: number, page: Page): SQL {
  if (f.designation !== undefined) {
    return sql`
      select ${COLONNES_PAGE}
      from (${fenetre(f.onglet, f, metalOr, metal)}) g
      order by date, ordre, id
      limit ${page.limit} offset ${page.offset}`;
  }
  const jusqua = page.offset + page.limit;
  const sources = sourcesOnglet(f.onglet, f, metalOr, metal);
  const debuts = sources.map(
    (s) => sql`(select * from (${s}) s where ${montrees(f, sql`s`)} order by s.date, s.id limit ${jusqua})`,
  );
  // Per source, so that each is one index-only scan bounded by the first row's date.
  const avant = sources.map(
    (s) => sql`select sum(l.entree_c - l.sortie_c - l.perte_c) as s from premiere, (${s}) l
      where l.date <= premiere.date and (l.date, l.ordre, l.id) < (premiere.date, premiere.ordre, premiere.id)`,
  );
  return sql`
    with p as materialized (
      select * from (${sql.join(debuts, sql` union all `)}) l
      order by date, ordre, id limit ${page.limit} offset ${page.offset}),
    premiere as (select date, ordre, id from p order by date, ordre, id limit 1),
    ouverture as (select coalesce(sum(o.s), 0) as s from (${sql.join(avant, sql` union all `)}) o)
    select ${COLONNES_PAGE}
    from (select p.*, ouverture.s + sum(p.entree_c - p.sortie_c - p.perte_c) over (
            order by p.date, p.ordre, p.id rows between unbounded preceding and current row) as solde_c
          from p, ouverture) g
    order by date, ordre, id`;
}

/** The rows shown, counted per source (each an index-only scan) then added. */
export function grandLivreCountQuery(f: FiltreLignes, metalOr: number, metal: number): SQL {
  const parSource = sourcesOnglet(f.onglet, f, metalOr, metal).map(
    (s) => sql`select count(*) as n from (${s}) l where ${montrees(f)}`,
  );
  return sql`select coalesce(sum(c.n), 0)::int as n from (${sql.join(parSource, sql` union all `)}) c`;
}

export async function listGrandLivre(
  db: Executor,
  f: FiltreLignes,
  metalOr: number,
  metal: number,
  page: Page,
) {
  const [rows, total] = await lireEnsemble(
    db,
    () => db.execute<LigneMouvement & Record<string, unknown>>(grandLivrePageQuery(f, metalOr, metal, page)),
    () => db.execute<{ n: number }>(grandLivreCountQuery(f, metalOr, metal)),
  );
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export interface ResumeMetal {
  metalId: number;
  metal: string;
  lignes: number;
  entree: string;
  sortie: string;
  pertePoids: string;
  /** The balance after the last row shown. */
  solde: string;
}

/**
 * Per metal: the row count (the pills), the totals of the rows shown and the balance after the last one
 * (the sticky subtotal). Without a designation filter that balance is the sum of every row up to the
 * end date: one pass, no window.
 */
export function grandLivreResumeQuery(f: FiltreLignes, metalOr: number): SQL {
  const solde =
    f.designation === undefined
      ? sql`sum(entree_c - sortie_c - perte_c)`
      : sql`(array_agg(solde_c order by date desc, ordre desc, id desc) filter (where ${montrees(f, sql`g`)}))[1]`;
  const source =
    f.designation === undefined
      ? lignesOnglet(f.onglet, f, metalOr, f.metal)
      : sql`select w.* from (${fenetre(f.onglet, { ...f, debut: "0001-01-01", designation: undefined }, metalOr, f.metal)}) w`;
  const m = montrees(f, sql`g`);
  return sql`
    select g.metal_id as "metalId", me.description as metal, (count(*) filter (where ${m}))::int as lignes,
           ${grammes(sql`coalesce(sum(entree_c) filter (where ${m}), 0)`)} as entree,
           ${grammes(sql`coalesce(sum(sortie_c) filter (where ${m}), 0)`)} as sortie,
           ${grammes(sql`coalesce(sum(perte_c) filter (where ${m}), 0)`)} as "pertePoids",
           ${grammes(solde)} as solde
    from (${source}) g join metal me on me.id_metal = g.metal_id
    group by g.metal_id, me.description
    having count(*) filter (where ${m}) > 0
    order by g.metal_id`;
}

export async function resumeGrandLivre(
  db: Executor,
  f: FiltreLignes,
  metalOr: number,
): Promise<ResumeMetal[]> {
  return (await db.execute<ResumeMetal & Record<string, unknown>>(grandLivreResumeQuery(f, metalOr))).rows;
}

/** Every row of one metal on a tab (the printed list), capped. */
export async function toutesLignes(db: Executor, f: FiltreLignes, metalOr: number, metal: number) {
  return (
    await db.execute<LigneMouvement & Record<string, unknown>>(
      grandLivrePageQuery(f, metalOr, metal, { limit: 20_000, offset: 0 }),
    )
  ).rows;
}
