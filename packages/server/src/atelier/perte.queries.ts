import type {
  OuvrierKind,
  PeriodePerte,
  PerteOfSort,
  PerteOfsQuery,
  PerteOuvrierSort,
  PerteOuvriersQuery,
  Pesees,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { motifContient, motifDebut } from "../db/like.ts";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** The lines of each kind of worker, under common names (l = the line, p = the worker). */
interface Source {
  lignes: SQL;
  personnes: SQL;
  ouvrier: SQL;
  of: SQL;
  poidsD: SQL;
  poidsR: SQL;
  dateRetour: SQL;
  rendu: SQL;
}

const SOURCES: Record<OuvrierKind, Source> = {
  joailliers: {
    lignes: sql`ouvrier`,
    personnes: sql`joaillier`,
    ouvrier: sql`l.id_ouvrier`,
    of: sql`l.n_sachet`,
    poidsD: sql`l.poids_d`,
    poidsR: sql`l.poids_r`,
    dateRetour: sql`l.date_retour`,
    rendu: sql`l.rendu = 1`,
  },
  sertisseurs: {
    lignes: sql`serti`,
    personnes: sql`sertisseur`,
    ouvrier: sql`l.id_serto`,
    of: sql`l.of_serto`,
    poidsD: sql`l.pds_d`,
    poidsR: sql`l.pds_r`,
    dateRetour: sql`l.date_r`,
    rendu: sql`l.rendu_serti = 1`,
  },
};

/** Returned lines whose return date falls in the period: the only ones a loss can be read from. */
const rendusDansPeriode = (s: Source, p: PeriodePerte) =>
  sql`${s.rendu} and ${s.dateRetour} between ${p.debut} and ${p.fin}`;

/** The sort keys only: the figures shown are computed by the domain (bilanPerte) from the sums. */
function sommes(poidsD: SQL, poidsR: SQL) {
  const d = sql`sum(${poidsD})`;
  const r = sql`sum(${poidsR})`;
  return { d, r, perte: sql`(${d} - ${r})`, pourcentage: sql`(${d} - ${r}) / nullif(${d}, 0)` };
}

/** The period's sums of one kind (the totals above the tables). */
function totauxQuery(kind: OuvrierKind, p: PeriodePerte): SQL {
  const s = SOURCES[kind];
  return sql`
    select coalesce(sum(${s.poidsD}), 0)::text as "poidsD", coalesce(sum(${s.poidsR}), 0)::text as "poidsR"
    from ${s.lignes} l
    where ${rendusDansPeriode(s, p)}`;
}

export async function totaux(db: Executor, kind: OuvrierKind, p: PeriodePerte): Promise<Pesees> {
  const row = (await db.execute<Pesees & Record<string, unknown>>(totauxQuery(kind, p))).rows[0];
  return row ?? { poidsD: "0", poidsR: "0" };
}

interface SommesOuvrier extends Pesees {
  idOuvrier: number;
  label: string;
  nbOf: number;
}

/**
 * The rows a worker's totals over the period are summed from (`a`), with its OFs counted. The jewellers'
 * come from the projection analyse_perte_joaillier_jour (migration 0040: per jeweller and day, an OF
 * counted on its first day in the period, its previous day < debut), a few rows per day instead of the
 * year's lines and their count(distinct) (275 ms p95 on the medium set); the setters' from their lines.
 */
interface ParOuvrier {
  rows: SQL;
  ouvrier: SQL;
  nbOf: SQL;
  poidsD: SQL;
  poidsR: SQL;
  periode: SQL;
}

function parOuvrier(kind: OuvrierKind, p: PeriodePerte): ParOuvrier {
  if (kind === "joailliers")
    return {
      rows: sql`analyse_perte_joaillier_jour a`,
      ouvrier: sql`a.id_ouvrier`,
      nbOf: sql`coalesce(sum(a.nb_of) filter (where a.jour_precedent < ${p.debut}::date), 0)`,
      poidsD: sql`a.poids_d`,
      poidsR: sql`a.poids_r`,
      periode: sql`a.jour between ${p.debut} and ${p.fin}`,
    };
  const s = SOURCES[kind];
  return {
    rows: sql`${s.lignes} l`,
    ouvrier: s.ouvrier,
    nbOf: sql`count(distinct ${s.of})`,
    poidsD: s.poidsD,
    poidsR: s.poidsR,
    periode: rendusDansPeriode(s, p),
  };
}

/** The period, and the search in the workers' names. */
function ouvriersWhere(periode: SQL, f: PerteOuvriersQuery): SQL {
  const c = [periode];
  if (f.q !== undefined) c.push(sql`p.label ilike ${motifContient(f.q)}`);
  return sql.join(c, sql` and `);
}

/** One row per worker with lines returned in the period: OFs, weights sent and returned. */
export function perteOuvriersPageQuery(
  kind: OuvrierKind,
  f: PerteOuvriersQuery & PeriodePerte,
  page: Page,
): SQL {
  const s = SOURCES[kind];
  const o = parOuvrier(kind, f);
  const m = sommes(o.poidsD, o.poidsR);
  const sorts: Record<PerteOuvrierSort, SQL> = {
    label: sql`p.label`,
    nbOf: o.nbOf,
    poidsD: m.d,
    poidsR: m.r,
    perte: m.perte,
    pourcentage: m.pourcentage,
  };
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`
    select p.id as "idOuvrier", p.label, ${o.nbOf}::int as "nbOf",
           ${m.d}::text as "poidsD", ${m.r}::text as "poidsR"
    from ${o.rows}
    join ${s.personnes} p on p.id = ${o.ouvrier}
    where ${ouvriersWhere(o.periode, f)}
    group by p.id, p.label
    order by ${sorts[f.sort]} ${dir} nulls last, p.label, p.id
    limit ${page.limit} offset ${page.offset}`;
}

export function perteOuvriersCountQuery(kind: OuvrierKind, f: PerteOuvriersQuery & PeriodePerte): SQL {
  const s = SOURCES[kind];
  const o = parOuvrier(kind, f);
  const avecLignes = sql`p.id in (select ${o.ouvrier} from ${o.rows} where ${o.periode})`;
  return sql`select count(*)::int as n from ${s.personnes} p where ${ouvriersWhere(avecLignes, f)}`;
}

export async function perteOuvriers(
  db: Executor,
  kind: OuvrierKind,
  f: PerteOuvriersQuery & PeriodePerte,
  page: Page,
) {
  const [rows, total] = await Promise.all([
    db.execute<SommesOuvrier & Record<string, unknown>>(perteOuvriersPageQuery(kind, f, page)),
    db.execute<{ n: number }>(perteOuvriersCountQuery(kind, f)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

interface SommesOf extends Pesees {
  numSachet: number;
  ref: string | null;
  dateRetour: string;
  nbLignes: number;
}

function ofsWhere(s: Source, id: number, f: PerteOfsQuery & PeriodePerte): SQL {
  const c = [sql`${s.ouvrier} = ${id}`, rendusDansPeriode(s, f)];
  // The search is an OF number's first digits, as the OF pickers read it.
  if (f.q !== undefined) c.push(sql`${s.of}::text like ${motifDebut(f.q)}`);
  return sql.join(c, sql` and `);
}

/** A worker's OFs with lines returned in the period, each OF's lines summed. */
function perteOfsPageQuery(kind: OuvrierKind, id: number, f: PerteOfsQuery & PeriodePerte, page: Page): SQL {
  const s = SOURCES[kind];
  const m = sommes(s.poidsD, s.poidsR);
  const sorts: Record<PerteOfSort, SQL> = {
    numSachet: s.of,
    dateRetour: sql`max(${s.dateRetour})`,
    poidsD: m.d,
    poidsR: m.r,
    perte: m.perte,
    pourcentage: m.pourcentage,
  };
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`
    select ${s.of} as "numSachet", coalesce(c.ref, f.ref) as ref, max(${s.dateRetour})::text as "dateRetour",
           count(*)::int as "nbLignes", ${m.d}::text as "poidsD", ${m.r}::text as "poidsR"
    from ${s.lignes} l
    join "of" f on f.num_sachet = ${s.of}
    left join centre c on c.id_centre = f.idp
    where ${ofsWhere(s, id, f)}
    group by ${s.of}, c.ref, f.ref
    order by ${sorts[f.sort]} ${dir} nulls last, ${s.of}
    limit ${page.limit} offset ${page.offset}`;
}

function perteOfsCountQuery(kind: OuvrierKind, id: number, f: PerteOfsQuery & PeriodePerte): SQL {
  const s = SOURCES[kind];
  return sql`select count(distinct ${s.of})::int as n from ${s.lignes} l where ${ofsWhere(s, id, f)}`;
}

export async function perteOfs(
  db: Executor,
  kind: OuvrierKind,
  id: number,
  f: PerteOfsQuery & PeriodePerte,
  page: Page,
) {
  const [rows, total] = await Promise.all([
    db.execute<SommesOf & Record<string, unknown>>(perteOfsPageQuery(kind, id, f, page)),
    db.execute<{ n: number }>(perteOfsCountQuery(kind, id, f)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
