import type { LigneMouvement, Periode } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { mouvementsJoailliers } from "./comptes.queries.ts";
import { type FiltreLignes, grandLivrePageQuery, lignesOnglet } from "./grand-livre.queries.ts";
import type { LigneReleve } from "./releve-pdf.ts";

/**
 * A dated statement of one weight account (issue 15): its ledger rows of the period with the running
 * balance (the ledger's window sum, every earlier row counted), the opening and closing balances and
 * the period's totals, summed in SQL.
 */

/** The most rows a statement prints: one account over a year is far below. */
export const RELEVE_LIGNES_MAX = 20_000;

export interface SoldesReleve {
  ouverture: string;
  entree: string;
  sortie: string;
  pertePoids: string;
  cloture: string;
  lignes: number;
}

const g = (c: ReturnType<typeof sql>) => sql`to_char(coalesce(${c}, 0) / 100.0, 'FM999999999990.00')`;

/** Opening, period totals and closing of movements (date, entree_c, sortie_c, perte_c) bounded by the period's end. */
async function soldes(db: Executor, source: SQL, debut: string): Promise<SoldesReleve> {
  const d = sql`l.entree_c - l.sortie_c - l.perte_c`;
  const dans = sql`l.date >= ${debut}::date`;
  const rows = await db.execute<SoldesReleve & Record<string, unknown>>(sql`
    select ${g(sql`sum(${d}) filter (where not ${dans})`)} as ouverture,
           ${g(sql`sum(l.entree_c) filter (where ${dans})`)} as entree,
           ${g(sql`sum(l.sortie_c) filter (where ${dans})`)} as sortie,
           ${g(sql`sum(l.perte_c) filter (where ${dans})`)} as "pertePoids",
           ${g(sql`sum(${d})`)} as cloture,
           (count(*) filter (where ${dans}))::int as lignes
    from (${source}) l`);
  const r = rows.rows[0];
  if (!r) throw new Error("aggregate without a row");
  return r;
}

export function soldesReleve(db: Executor, f: FiltreLignes, metalOr: number, metal: number) {
  return soldes(db, lignesOnglet(f.onglet, f, metalOr, metal), f.debut);
}

export async function lignesReleve(db: Executor, f: FiltreLignes, metalOr: number, metal: number) {
  const q = grandLivrePageQuery(f, metalOr, metal, { limit: RELEVE_LIGNES_MAX, offset: 0 });
  return (await db.execute<LigneMouvement & Record<string, unknown>>(q)).rows;
}

/** A jeweller's movements of one metal up to the period's end (comptes.queries.ts, the one definition). */
function mouvementsDuJoaillier(metalOr: number, id: number, metal: number, fin: string): SQL {
  return sql`select * from (${mouvementsJoailliers(metalOr, { id })}) m
    where m.metal_id = ${metal} and m.date <= ${fin}::date`;
}

/** A jeweller's statement: the same sums; the running balance is the opening (one aggregate) plus a window sum over the period. */
export async function releveJoaillier(db: Executor, metalOr: number, id: number, metal: number, p: Periode) {
  const source = mouvementsDuJoaillier(metalOr, id, metal, p.fin);
  const lignes = await db.execute<LigneReleve & Record<string, unknown>>(sql`
    with m as materialized (${source}),
    o as (select coalesce(sum(entree_c - sortie_c - perte_c), 0) as s from m where date < ${p.debut}::date)
    select to_char(date, 'YYYY-MM-DD') as date, designation, perte::text as perte, 'joaillier' as source,
           '' as partie, ${g(sql`entree_c`)} as entree, ${g(sql`sortie_c`)} as sortie,
           ${g(sql`perte_c`)} as "pertePoids", ${g(sql`solde_c`)} as solde
    from (select m.*, o.s + sum(m.entree_c - m.sortie_c - m.perte_c) over (
            order by m.date, m.ordre, m.num rows between unbounded preceding and current row) as solde_c
          from m, o where m.date >= ${p.debut}::date) x
    order by x.date, x.ordre, x.num
    limit ${RELEVE_LIGNES_MAX}`);
  return { soldes: await soldes(db, source, p.debut), lignes: lignes.rows };
}

/** The account's name and address (a supplier, a client or a jeweller), null when there is none of that id. */
export async function titulaire(
  db: Executor,
  genre: "fournisseur" | "client" | "joaillier",
  id: number,
): Promise<{ nom: string; adresse: string | null; cp: string | null; ville: string | null } | null> {
  const sansAdresse = sql`null::text as adresse, null::text as cp, null::text as ville`;
  const q =
    genre === "fournisseur"
      ? sql`select raison_soc::text as nom, ${sansAdresse} from fournisseur where four_id = ${id}`
      : genre === "joaillier"
        ? sql`select label::text as nom, ${sansAdresse} from joaillier where id = ${id}`
        : sql`select coalesce(nullif(nom_agence, ''), label)::text as nom, adresse::text as adresse, cp::text as cp,
                   ville::text as ville
            from client where id = ${id}`;
  const rows = await db.execute<{
    nom: string;
    adresse: string | null;
    cp: string | null;
    ville: string | null;
  }>(q);
  return rows.rows[0] ?? null;
}

export async function nomMetal(db: Executor, id: number): Promise<string | null> {
  const rows = await db.execute<{ d: string }>(
    sql`select description as d from metal where id_metal = ${id}`,
  );
  return rows.rows[0]?.d ?? null;
}
