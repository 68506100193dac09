import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/tx.ts";
import type { ImportContext } from "./import-table.ts";
import { existing, type Row, recordset } from "./references.ts";
import { countUpdate, ImportError, rowsOf, type TableReport } from "./report.ts";
import type { ColumnMap, TableMap, Value } from "./types.ts";

/** Writing one page of an old table's rows into Écrin: the upsert, its row-by-row fallback, the merges. */

function upsert(m: TableMap, written: ColumnMap[], rows: Row[]): SQL {
  const ident = (c: string) => sql.identifier(c);
  const list = sql.join([m.key.to, ...written.map((c) => c.to)].map(ident), sql`, `);
  const upd = written.filter((c) => !c.insertOnly).map((c) => c.to);
  const target = ident(m.table);
  const onConflict =
    upd.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(
          upd.map((c) => sql`${ident(c)} = excluded.${ident(c)}`),
          sql`, `,
        )} where (${sql.join(
          upd.map((c) => sql`${target}.${ident(c)}`),
          sql`, `,
        )}) is distinct from (${sql.join(
          upd.map((c) => sql`excluded.${ident(c)}`),
          sql`, `,
        )})`;
  return sql`insert into ${target} (${list}) select ${list} from ${recordset(
    m.table,
    rows.map((r) => r.values),
  )}
    on conflict (${ident(m.key.to)}) ${onConflict}
    returning ${ident(m.key.to)}::text as k, (xmax = 0) as ins`;
}

function reason(m: TableMap, e: unknown): string {
  const cause = (e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message;
  const rule = /constraint "([^"]+)"/.exec(cause)?.[1];
  if (rule) return `refusée par la règle ${rule} d'Écrin`;
  return m.immutable && cause.includes("ne peut être ni modifié")
    ? `document émis déjà présent dans Écrin avec d'autres valeurs ; il ne peut être modifié (${cause})`
    : cause;
}

function errorCode(e: unknown): string | undefined {
  return (e as { cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
}

/**
 * A row refused by a unique constraint the mapping names (`fusion`: a stone or tariff entered twice in
 * the old system): merged into the row already there, its old id remembered so references follow.
 */
async function merge(ctx: ImportContext, m: TableMap, r: Row, report: TableReport): Promise<boolean> {
  if (!m.fusion) return false;
  const t = sql.identifier(m.table);
  const same = sql.join(
    m.fusion.map((c) => sql`t.${sql.identifier(c)} is not distinct from x.${sql.identifier(c)}`),
    sql` and `,
  );
  const found = rowsOf(
    await ctx.tx.execute(
      sql`select t.${sql.identifier(m.key.to)}::text as k from ${t} t, ${recordset(m.table, [r.values])} x where ${same} limit 1`,
    ),
  )[0];
  if (!found) return false;
  const map = ctx.remap.get(m.table) ?? new Map<string, Value>();
  ctx.remap.set(m.table, map);
  map.set(r.id, Number(found.k));
  report.skipped.push({
    id: r.id,
    kind: "doublon",
    reason: `même ${m.fusion.join(", ")} que ${m.key.to} ${String(found.k)} : fusionné, ses références vont à ${String(found.k)}`,
  });
  return true;
}

/**
 * One upsert for the page, in a savepoint; on failure, row by row: a row Écrin refuses is skipped with
 * the reason (or merged into its duplicate), an issued document that differs stops the group. Returns
 * the rows written.
 */
export async function writeBatch(
  ctx: ImportContext,
  m: TableMap,
  written: ColumnMap[],
  rows: Row[],
  report: TableReport,
  touched: Set<string> | null,
): Promise<Row[]> {
  const { tx } = ctx;
  const count = (res: unknown, n: number) => {
    const out = rowsOf(res);
    for (const r of out) {
      if (r.ins === true) report.inserted++;
      else report.updated++;
      touched?.add(String(r.k));
    }
    report.unchanged += n - out.length;
  };
  try {
    count(await tx.transaction((sp) => sp.execute(upsert(m, written, rows))), rows.length);
    return rows;
  } catch {
    const done: Row[] = [];
    for (const r of rows) {
      try {
        count(await tx.transaction((sp) => sp.execute(upsert(m, written, [r]))), 1);
        done.push(r);
      } catch (e) {
        const why = reason(m, e);
        if (m.immutable && why.startsWith("document émis déjà présent"))
          throw new ImportError(m.old, r.id, why);
        if (errorCode(e) === "23505" && (await merge(ctx, m, r, report))) continue;
        report.skipped.push({ id: r.id, kind: "refus_ecrin", reason: why });
      }
    }
    return done;
  }
}

/**
 * A reference to the table itself, written once every row exists: an unknown id becomes NULL, a row
 * pointing to itself (a client its own parent) too; both reported.
 */
export async function writeSelfRef(
  tx: Tx,
  m: TableMap,
  c: ColumnMap,
  rows: Row[],
  report: TableReport,
  touched: Set<string>,
): Promise<void> {
  const known = await existing(
    tx,
    m.table,
    c.ref?.column ?? m.key.to,
    rows.map((r) => r.values[c.to] ?? null),
  );
  const key = m.key.to;
  const pairs = rows.map((r) => {
    const v = r.values[c.to] ?? null;
    const own = r.values[key] ?? null;
    if (v !== null && String(v) === String(own)) {
      report.adjusted.push({ id: r.id, kind: "cycle", column: c.to, change: `${v} (lui-même) → vide` });
      return { [key]: own, [c.to]: null };
    }
    if (v !== null && !known.has(String(v))) {
      report.adjusted.push({
        id: r.id,
        kind: "reference_inconnue",
        column: c.to,
        change: `${m.table} ${v} inconnu → vide`,
      });
      return { [key]: own, [c.to]: null };
    }
    return { [key]: own, [c.to]: v };
  });
  const t = sql.identifier(m.table);
  const col = sql.identifier(c.to);
  const k = sql.identifier(key);
  const changed = rowsOf(
    await tx.execute(
      sql`update ${t} set ${col} = v.${col} from ${recordset(m.table, pairs)} v
        where ${t}.${k} = v.${k} and ${t}.${col} is distinct from v.${col}
        returning ${t}.${k}::text as k`,
    ),
  );
  for (const r of changed) countUpdate(report, touched, String(r.k));
}
