import type { ChargeDetailQuery, ChargeDetailSort, LigneChargeDetail } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** A jeweller's summed line time on the OFs delivered that day (the old tempsTotal, minutes). */
interface TempsJoaillier {
  idOuvrier: number;
  label: string;
  tempsTotal: string;
}

/**
 * Spec 02 section 7, GET atelier.php?date: per jeweller, the time of his lines on the OFs whose delivery
 * date is `date` (see the reading of "done" in domain atelier/charge.ts). Uses of_date_livr_idx.
 */
export function tempsParJoaillierQuery(date: string): SQL {
  return sql`
    select j.id as "idOuvrier", j.label, sum(o.temps)::text as "tempsTotal"
    from "of" f
    join ouvrier o on o.n_sachet = f.num_sachet
    join joaillier j on j.id = o.id_ouvrier
    where f.date_livr = ${date}
    group by j.id, j.label
    order by j.label, j.id`;
}

export async function tempsParJoaillier(db: Executor, date: string): Promise<TempsJoaillier[]> {
  return (await db.execute<TempsJoaillier & Record<string, unknown>>(tempsParJoaillierQuery(date))).rows;
}

const DETAIL_SORTS: Record<ChargeDetailSort, SQL> = {
  numSachet: sql`o.n_sachet`,
  poidsD: sql`o.poids_d`,
  poidsR: sql`o.poids_r`,
  temps: sql`o.temps`,
  plusMo: sql`c.plus_mo`,
  ref: sql`coalesce(c.ref, f.ref)`,
};

const DETAIL_FROM = sql`
  from "of" f
  join ouvrier o on o.n_sachet = f.num_sachet
  join joaillier j on j.id = o.id_ouvrier
  left join centre c on c.id_centre = f.idp`;

const detailWhere = (f: ChargeDetailQuery) => sql`f.date_livr = ${f.date} and o.id_ouvrier = ${f.joaillier}`;

/** Spec 02 section 7, PUT atelier.php?date&joaillier: the lines behind one doughnut, with Temps T. */
function chargeDetailPageQuery(f: ChargeDetailQuery, page: Page): SQL {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`
    select o.id_ligne as "idLigne", o.n_sachet as "numSachet", j.label,
           o.poids_d::text as "poidsD", o.poids_r::text as "poidsR", o.temps::text as temps,
           coalesce(c.plus_mo, 0)::text as "plusMo", coalesce(c.ref, f.ref) as ref, c.description as "refDesc"
    ${DETAIL_FROM}
    where ${detailWhere(f)}
    order by ${DETAIL_SORTS[f.sort]} ${dir} nulls last, o.n_sachet, o.id_ligne
    limit ${page.limit} offset ${page.offset}`;
}

function chargeDetailCountQuery(f: ChargeDetailQuery): SQL {
  return sql`select count(*)::int as n ${DETAIL_FROM} where ${detailWhere(f)}`;
}

export async function listChargeDetail(db: Executor, f: ChargeDetailQuery, page: Page) {
  const [rows, total] = await Promise.all([
    db.execute<LigneChargeDetail & Record<string, unknown>>(chargeDetailPageQuery(f, page)),
    db.execute<{ n: number }>(chargeDetailCountQuery(f)),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
