import type { LigneRetourPierre, RetourPierre, RetourPierreSort, RetoursPierresQuery } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

const SORTS: Record<RetourPierreSort, SQL> = {
  idRetour: sql`r.id_retour`,
  idConfie: sql`r.id_confie`,
  pds: sql`r.pds`,
  date: sql`r.date`,
};

function where(f: Pick<RetoursPierresQuery, "idConfie">): SQL {
  return f.idConfie === undefined ? sql`true` : sql`r.id_confie = ${f.idConfie}`;
}

/** /pierre/retour (spec 02 section 2.10): the returns of stones to their suppliers, newest first. */
export function retoursPageQuery(f: RetoursPierresQuery, page: Page): SQL {
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  return sql`
    select r.id_retour as "idRetour", r.id_confie as "idConfie", r.pds, r.pieces,
           to_char(r.date, 'YYYY-MM-DD') as date, r.designation, p.no_confie as "noConfie",
           coalesce(nullif(pi.description, ''), 'Pierre ' || pi.id_pier) as description
    from pierre_retour r
    join pierres_recues p on p.id_conf = r.id_confie
    join pierre pi on pi.id_pier = p.id_pier
    where ${where(f)}
    order by ${SORTS[f.sort]} ${dir}, r.id_retour ${dir}
    limit ${page.limit} offset ${page.offset}`;
}

export async function listRetours(db: Executor, f: RetoursPierresQuery, page: Page) {
  const [rows, total] = await Promise.all([
    db.execute<LigneRetourPierre & Record<string, unknown>>(retoursPageQuery(f, page)),
    db.execute<{ n: number }>(sql`select count(*)::int as n from pierre_retour r where ${where(f)}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findRetour(tx: Executor, idRetour: number) {
  const [row] = (
    await tx.execute<{ idRetour: number; idConfie: number; pds: string; pieces: number | null }>(sql`
      select id_retour as "idRetour", id_confie as "idConfie", pds, pieces
      from pierre_retour where id_retour = ${idRetour} for update`)
  ).rows;
  return row ?? null;
}

export async function insertRetour(tx: Executor, v: RetourPierre): Promise<number> {
  const [row] = (
    await tx.execute<{ id: number }>(sql`
      insert into pierre_retour (id_confie, pds, pieces, designation)
      values (${v.idConfie}, ${v.pds}, ${v.pieces}, ${v.designation}) returning id_retour as id`)
  ).rows;
  return row!.id;
}

export async function updateRetour(tx: Executor, idRetour: number, v: RetourPierre): Promise<void> {
  await tx.execute(sql`
    update pierre_retour set id_confie = ${v.idConfie}, pds = ${v.pds}, pieces = ${v.pieces},
      designation = ${v.designation}
    where id_retour = ${idRetour}`);
}

export async function deleteRetour(tx: Executor, idRetour: number): Promise<void> {
  await tx.execute(sql`delete from pierre_retour where id_retour = ${idRetour}`);
}
