import {
  A_REPLANIFIER_MAX,
  addDays,
  flagAttendu,
  type OfPlanning,
  type OfPlanningImprime,
  type PlanningFiltre,
  STATUT,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import { conditionsCommunesOf } from "./conditions.queries.ts";

/**
 * The conditions of the planning filters on `"of" o` (spec 03 section 2.13). Only OFs not yet
 * invoiced (below 600). The client filter takes the client and every client below it in the tree.
 */
function planningConditions(f: PlanningFiltre): SQL {
  const communes = conditionsCommunesOf({
    ...f,
    tournee: flagAttendu(f.tournee),
    imperatif: flagAttendu(f.imperatif),
  });
  return sql.join([sql`o.statut < ${STATUT.facture}`, ...communes], sql` and `);
}

/** What an OF's card shows (OfPlanning); the print adds the notes. */
const colonnesOf = sql`
  o.num_sachet as "numSachet", to_char(o.date_livr, 'YYYY-MM-DD') as "dateLivr", o.ref,
  c.nom_agence as client, s.description as stade, o.statut, ts.of_interne as "libelleStatut",
  o.date_l_imp as "dateLImp", o.image`;

const jointuresOf = sql`
  join client c on c.id = o.id_bijouterie
  join stade s on s.id_stade = o.id_stade
  join t_statuts ts on ts.statut = o.statut`;

/** The OFs delivering from Monday to Sunday of the week of `lundi` (the weekend ones go to the sixth column). */
export function planningSemaineQuery(lundi: string, f: PlanningFiltre): SQL {
  return sql`
    select ${colonnesOf}
    from "of" o ${jointuresOf}
    where ${planningConditions(f)} and o.date_livr between ${lundi} and ${addDays(lundi, 6)}
    order by o.date_livr, o.num_sachet`;
}

/**
 * The date before which an open OF is late on the planning of `lundi`: today, or that Monday when
 * the week is already past (its own days are then shown in their columns).
 */
export function retardAvant(lundi: string, todayIso: string): string {
  return todayIso < lundi ? todayIso : lundi;
}

const aReplanifier = (avant: string) => sql`(o.date_livr is null or o.date_livr < ${avant})`;

/** The sixth column: undated first, then the most recently late, at most `limit`. */
export function planningARetardQuery(avant: string, f: PlanningFiltre, limit: number): SQL {
  return sql`
    select ${colonnesOf}
    from "of" o ${jointuresOf}
    where ${planningConditions(f)} and ${aReplanifier(avant)}
    order by o.date_livr desc nulls first, o.num_sachet
    limit ${limit}`;
}

export function planningARetardCountQuery(avant: string, f: PlanningFiltre): SQL {
  return sql`select count(*)::int as n from "of" o where ${planningConditions(f)} and ${aReplanifier(avant)}`;
}

/** The OFs delivering from `debut` to `fin` (the prints), by day then number. */
function planningPeriodeQuery(debut: string, fin: string, f: PlanningFiltre): SQL {
  return sql`
    select ${colonnesOf}, o.notes
    from "of" o ${jointuresOf}
    where ${planningConditions(f)} and o.date_livr between ${debut} and ${fin}
    order by o.date_livr, o.num_sachet`;
}

export async function planningSemaine(
  db: Executor,
  lundi: string,
  todayIso: string,
  f: PlanningFiltre,
): Promise<{ ofs: OfPlanning[]; aReplanifierTotal: number }> {
  const avant = retardAvant(lundi, todayIso);
  const [semaine, retard, total] = await Promise.all([
    db.execute<OfPlanning>(planningSemaineQuery(lundi, f)),
    db.execute<OfPlanning>(planningARetardQuery(avant, f, A_REPLANIFIER_MAX)),
    db.execute<{ n: number }>(planningARetardCountQuery(avant, f)),
  ]);
  return { ofs: [...retard.rows, ...semaine.rows], aReplanifierTotal: total.rows[0]?.n ?? 0 };
}

export async function planningPeriode(
  db: Executor,
  debut: string,
  fin: string,
  f: PlanningFiltre,
): Promise<OfPlanningImprime[]> {
  return (await db.execute<OfPlanningImprime>(planningPeriodeQuery(debut, fin, f))).rows;
}

/** Writes the new delivery date of a locked OF. */
export async function updateDateLivr(tx: Executor, numSachet: number, dateLivr: string): Promise<void> {
  await tx.execute(sql`update "of" set date_livr = ${dateLivr} where num_sachet = ${numSachet}`);
}
