import type { PierreAlimentee, PierreAlimenteeOf } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/**
 * The stones fed to one OF (op_stock joined to the received lot, pierres_recues), in feeding order:
 * the lot's confie note, the stone and quality, the carats taken out and the date. The Trace OF
 * history reads it through the pierres index.
 */
export async function pierresAlimenteesOf(db: Executor, numSachet: number): Promise<PierreAlimenteeOf[]> {
  const res = await db.execute<PierreAlimenteeOf & Record<string, unknown>>(sql`
    select op.id_op as "idOp", pr.no_confie as lot,
           concat_ws(' ',
             coalesce(nullif(trim(p.description), ''), concat_ws(' ', tp.description, fp.description)),
             q.description) as description,
           op.poids_sortant::text as carats, op.date_op::text as date
    from op_stock op
    join pierres_recues pr on pr.id_conf = op.id_stock
    join pierre p on p.id_pier = pr.id_pier
    join type_pier tp on tp.id_typ_pier = p.type_pier
    join forme_pier fp on fp.id_form = p.forme
    left join qualite q on q.id_qual = pr.id_qual
    where op."of" = ${numSachet}
    order by op.date_op, op.id_op`);
  return res.rows;
}

/**
 * Pierres Alimentees pour OF (/pierre/sortie, spec 02 section 2.8): one row per feeding of the OF, with
 * its lot (Id Confie, N° Confie), the lot's received carats, what this feeding took, the lot's prices.
 */
export function pierresAlimenteesSortieQuery(numSachet: number): SQL {
  return sql`
    select op.id_op as "idOp", pr.id_conf as "idConf", pr.no_confie as "noConfie",
           coalesce(nullif(p.description, ''), 'Pierre ' || p.id_pier) || coalesce(' ' || q.description, '') as description,
           pr.poids as recu, op.poids_sortant as consomme, op.pieces, to_char(op.date_op, 'YYYY-MM-DD') as "dateOp",
           pr.euro, pr.dollar
    from op_stock op
    join pierres_recues pr on pr.id_conf = op.id_stock
    join pierre p on p.id_pier = pr.id_pier
    left join qualite q on q.id_qual = pr.id_qual
    where op."of" = ${numSachet}
    order by op.id_op`;
}

export async function pierresAlimenteesSortie(db: Executor, numSachet: number): Promise<PierreAlimentee[]> {
  return (
    await db.execute<PierreAlimentee & Record<string, unknown>>(pierresAlimenteesSortieQuery(numSachet))
  ).rows;
}

/** A feeding as op_stock holds it. */
export interface OperationStock {
  idOp: number;
  dateOp: string;
  poidsSortant: string;
  pieces: number | null;
  of: number;
  idStock: number;
}

const OPERATION = sql`id_op as "idOp", to_char(date_op, 'YYYY-MM-DD') as "dateOp", poids_sortant as "poidsSortant",
  pieces, "of", id_stock as "idStock"`;

export async function findOperation(tx: Executor, idOp: number): Promise<OperationStock | null> {
  const [row] = (
    await tx.execute<OperationStock & Record<string, unknown>>(sql`
    select ${OPERATION} from op_stock where id_op = ${idOp}`)
  ).rows;
  return row ?? null;
}

export async function insertOperation(
  tx: Executor,
  v: { of: number; idStock: number; poids: string; pieces: number | null; idOp?: number; dateOp?: string },
): Promise<OperationStock> {
  const [row] = (
    await tx.execute<OperationStock & Record<string, unknown>>(sql`
      insert into op_stock (${v.idOp === undefined ? sql`` : sql`id_op, `}date_op, poids_sortant, pieces, "of", id_stock)
      values (${v.idOp === undefined ? sql`` : sql`${v.idOp}, `}coalesce(${v.dateOp ?? null}::date, current_date), ${v.poids}, ${v.pieces},
              ${v.of}, ${v.idStock})
      returning ${OPERATION}`)
  ).rows;
  return row!;
}

export async function deleteOperation(tx: Executor, idOp: number): Promise<void> {
  await tx.execute(sql`delete from op_stock where id_op = ${idOp}`);
}

/**
 * The feeding as it was when it was deleted, from the audit trail (written by the trigger in the
 * deleting transaction): the undo restores exactly what the server deleted, nothing the client sends.
 */
export async function operationSupprimee(tx: Executor, idOp: number): Promise<OperationStock | null> {
  // Read as text from the JSON (never through a float): "0.250" stays "0.250".
  const [row] = (
    await tx.execute<OperationStock & Record<string, unknown>>(sql`
      select (before->>'id_op')::int as "idOp", before->>'date_op' as "dateOp",
             before->>'poids_sortant' as "poidsSortant", (before->>'pieces')::int as pieces,
             (before->>'of')::int as "of", (before->>'id_stock')::int as "idStock"
      from audit
      where table_name = 'op_stock' and row_id = ${String(idOp)} and operation = 'DELETE'
      order by id desc limit 1`)
  ).rows;
  return row ?? null;
}
