import { type SQL, sql } from "drizzle-orm";
import { type Executor, lireEnsemble } from "../db/tx.ts";

/**
 * analyse_poids (spec 03 sections 3 and 7) over a period: the workshop's OF weights out and back, the
 * delivered weights (from stock among them), the stock in and out with their OF lists, the weighings,
 * the gold boxes and the CLAL gold account. Each figure is one aggregate over indexed dates.
 */

export interface Periode {
  debut: string;
  fin: string;
}

export interface LigneOf {
  of: number;
  poids: string;
  date: string;
}

const entre = (col: SQL, p: Periode) => sql`${col} between ${p.debut}::date and ${p.fin}::date`;
const g3 = (x: SQL) => sql`coalesce(${x}, 0)::numeric(14,3)::text`;

async function un<T>(db: Executor, q: SQL): Promise<T> {
  return (await db.execute<T & Record<string, unknown>>(q)).rows[0] as T;
}

/** The OF lists of the analysis: each one's rows, as its screen's table shows them when opened. */
const LISTES = {
  livres: {
    from: sql`facture f join constituant_fact cf on cf.fact = f.id_fact join "of" o on o.num_sachet = cf.of`,
    of: sql`cf.of`,
    date: sql`f.date_fact`,
  },
  sortisStock: {
    from: sql`facture f join constituant_fact cf on cf.fact = f.id_fact join "of" o on o.num_sachet = cf.of_reservation`,
    of: sql`cf.of_reservation`,
    date: sql`f.date_fact`,
  },
  entresStock: {
    from: sql`new_stock_prod s join "of" o on o.num_sachet = s.of`,
    of: sql`s.of`,
    date: sql`s.date_entree`,
  },
} as const;

export type ListeAnalyse = keyof typeof LISTES;
export const LISTES_ANALYSE = Object.keys(LISTES) as [ListeAnalyse, ...ListeAnalyse[]];

/** A list's total weight and number of OFs over the period: what the screen shows before it is opened. */
function totalListe(db: Executor, nom: ListeAnalyse, p: Periode) {
  const l = LISTES[nom];
  return un<{ total: string; nb: number }>(
    db,
    sql`select ${g3(sql`sum(o.poids)`)} as total, count(*)::int as nb from ${l.from} where ${entre(l.date, p)}`,
  );
}

/** One page of a list's OFs, in date then OF order. */
export async function pageListe(
  db: Executor,
  nom: ListeAnalyse,
  p: Periode,
  page: { limit: number; offset: number },
): Promise<LigneOf[]> {
  const l = LISTES[nom];
  return (
    await db.execute<LigneOf & Record<string, unknown>>(
      sql`select ${l.of} as of, coalesce(o.poids, 0)::numeric(14,3)::text as poids, to_char(${l.date}, 'YYYY-MM-DD') as date
          from ${l.from} where ${entre(l.date, p)} order by ${l.date}, ${l.of} limit ${page.limit} offset ${page.offset}`,
    )
  ).rows;
}

export interface Pesee {
  numPesee: number;
  date: string;
  poidsOfRentre: string;
  poidsOfSorti: string;
  pdsOrE: string;
  pdsOrS: string;
}

/** One page of the period's weighings, in date then number order. */
export async function pagePesees(db: Executor, p: Periode, page: { limit: number; offset: number }) {
  return (
    await db.execute<Pesee & Record<string, unknown>>(sql`
      select num_pesee as "numPesee", to_char(date, 'YYYY-MM-DD') as date, poids_of_rentre::text as "poidsOfRentre",
             poids_of_sorti::text as "poidsOfSorti", pds_or_e::text as "pdsOrE", pds_or_s::text as "pdsOrS"
      from pesee where ${entre(sql`date`, p)} order by date, num_pesee
      limit ${page.limit} offset ${page.offset}`)
  ).rows;
}

/**
 * The figures of the analysis: aggregates only (totals and counts); the OF lists and weighings are
 * paged on their own (pageListe, pagePesees) when the screen opens them.
 */
export async function analysePoids(db: Executor, p: Periode, metalOr: number) {
  // Seven independent aggregates: sent together on the pool (issue 29.3), in turn in a transaction.
  const [atelier, livres, sortisStock, entresStock, pesees, boite, clal] = await lireEnsemble(
    db,
    () =>
      un<{ sorti: string; rentre: string }>(
        db,
        // The weight back: the returned lines' sums per jeweller and day of return (0040), a fifth of the
        // year's lines to read (sum(poids_r) of the lines with rendu = 1 returned in the period).
        sql`select ${g3(sql`(select sum(poids_d) from ouvrier where ${entre(sql`date_envoi`, p)})`)} as sorti,
               ${g3(sql`(select sum(a.poids_r) from analyse_perte_joaillier_jour a where ${entre(sql`a.jour`, p)})`)} as rentre`,
      ),
    () => totalListe(db, "livres", p),
    () => totalListe(db, "sortisStock", p),
    () => totalListe(db, "entresStock", p),
    () =>
      un<{ nb: number; ecart: string }>(
        db,
        sql`select count(*)::int as nb, ${g3(sql`sum(pds_or_s - pds_or_e)`)} as ecart from pesee where ${entre(sql`date`, p)}`,
      ),
    () =>
      un<{ donne: string; rendu: string }>(
        db,
        sql`select ${g3(sql`sum(done_ouvr)`)} as donne, ${g3(sql`sum(rendu_ouvr)`)} as rendu
        from boite_or where ${entre(sql`date`, p)}`,
      ),
    () =>
      un<{ entree: string; sortie: string }>(
        db,
        sql`select ${g3(sql`sum(entree_or_fin)`)} as entree, ${g3(sql`sum(sortie_or_fin)`)} as sortie
        from mouvement_clal where metal_id = ${metalOr} and ${entre(sql`date_mouvement`, p)}`,
      ),
  );
  return { atelier, livres, sortisStock, entresStock, pesees, boite, clal };
}

/** The opening balances in force on a day: for each key, the latest dated on or before it. */
export async function soldesOuverture(db: Executor, jour: string) {
  return (
    await db.execute<{ cle: string; dateEffet: string; valeur: string }>(sql`
      select distinct on (cle) cle, to_char(date_effet, 'YYYY-MM-DD') as "dateEffet", valeur::text as valeur
      from metal_solde_ouverture where date_effet <= ${jour}::date
      order by cle, date_effet desc`)
  ).rows;
}

export async function enregistrerSolde(db: Executor, v: { cle: string; dateEffet: string; valeur: string }) {
  await db.execute(sql`
    insert into metal_solde_ouverture (cle, date_effet, valeur) values (${v.cle}, ${v.dateEffet}::date, ${v.valeur}::numeric)
    on conflict (cle, date_effet) do update set valeur = excluded.valeur`);
}
