import { type SQL, sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Tx } from "../db/tx.ts";
import { convert } from "./convert.ts";
import { ImportError, type ImportProgress, rowsOf, type TableReport } from "./report.ts";
import type { ColumnMap, TableMap, Value } from "./types.ts";

/** Rows read and written per statement (fewer for wide tables: PostgreSQL takes 65 535 parameters). */
const PAGE = 1000;
const MAX_PARAMS = 60_000;

interface Row {
  id: string;
  values: Record<string, Value>;
}

/**
 * One old table into Écrin: read by pages of its key (never the whole table in memory), converted,
 * references checked, then one multi-row upsert per page that writes only what differs.
 */
export async function importTable(
  conn: mysql.Connection,
  tx: Tx,
  m: TableMap,
  onTick?: (p: ImportProgress) => void,
): Promise<TableReport> {
  const started = Date.now();
  const report: TableReport = {
    old: m.old,
    table: m.table,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    adjusted: [],
    seconds: 0,
  };
  const read = m.columns.filter((c) => c.conv.kind !== "const");
  const oldCols = [m.key.from, ...read.map((c) => c.from)].map((c) => conn.escapeId(c)).join(", ");
  const selfRefs = m.columns.filter((c) => c.ref?.table === m.table);
  const written = m.columns.filter((c) => !selfRefs.includes(c));
  const pageSize = Math.max(1, Math.min(PAGE, Math.floor(MAX_PARAMS / (written.length + 1))));
  const [[countRow]] = (await conn.query({
    sql: `select count(*) from ${conn.escapeId(m.old)}`,
    rowsAsArray: true,
  })) as unknown as [unknown[][]];
  const total = Number(countRow?.[0] ?? 0);
  const deferred: Row[] = [];
  /** Ids inserted or updated by the page upserts (to count a self-reference change once). */
  const touched = new Set<string>();
  let last: unknown = null;
  for (;;) {
    const [rows] = (await conn.query({
      sql:
        `select ${oldCols} from ${conn.escapeId(m.old)}` +
        (last === null ? "" : ` where ${conn.escapeId(m.key.from)} > ?`) +
        ` order by ${conn.escapeId(m.key.from)} limit ${pageSize}`,
      values: last === null ? [] : [last],
      rowsAsArray: true,
    })) as unknown as [unknown[][]];
    const page: Row[] = [];
    for (const raw of rows) {
      report.read++;
      const id = String(raw[0]);
      const values: Record<string, Value> = { [m.key.to]: Number(raw[0]) };
      try {
        for (const c of m.columns) {
          const source = c.conv.kind === "const" ? null : raw[read.indexOf(c) + 1];
          const out = convert(source, c.conv);
          if (out.adjusted) report.adjusted.push({ id, column: c.to, change: out.adjusted });
          values[c.to] = out.value ?? c.ifNull ?? null;
        }
      } catch (e) {
        throw new ImportError(m.old, id, (e as Error).message);
      }
      for (const fix of m.fixes ?? []) {
        const f = fix(values);
        if (f) report.adjusted.push({ id, ...f });
      }
      page.push({ id, values });
    }
    const kept = await checkRefs(tx, m, page, report);
    if (selfRefs.length) deferred.push(...kept);
    if (kept.length) await writeBatch(tx, m, written, kept, report, selfRefs.length ? touched : null);
    onTick?.({
      old: m.old,
      table: m.table,
      done: report.read,
      total,
      seconds: (Date.now() - started) / 1000,
    });
    if (rows.length < pageSize) break;
    last = rows[rows.length - 1]?.[0];
  }
  for (const c of selfRefs)
    for (let i = 0; i < deferred.length; i += PAGE)
      await writeSelfRef(tx, m, c, deferred.slice(i, i + PAGE), report, touched);
  // Serial keys continue after the highest kept id.
  if (report.read > 0)
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${m.table}, ${m.key.to}), (select coalesce(max(${sql.identifier(m.key.to)}), 1) from ${sql.identifier(m.table)}))`,
    );
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/**
 * Rows as one JSON parameter, read back in the table's own column types (one parameter instead of one per
 * value: building and sending a statement of 50 000 parameters costs more than running it).
 */
function recordset(table: string, rows: Record<string, Value>[]): SQL {
  return sql`jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`;
}

/** Ids of `values` present in table.column (compared in the column's type: its index serves). */
async function existing(tx: Tx, table: string, column: string, values: Value[]): Promise<Set<string>> {
  const distinct = [...new Set(values.filter((v) => v !== null))];
  if (distinct.length === 0) return new Set();
  const col = sql.identifier(column);
  const found = rowsOf(
    await tx.execute(
      sql`select ${col}::text as v from ${sql.identifier(table)} where ${col} in (select x.${col} from ${recordset(
        table,
        distinct.map((v) => ({ [column]: v })),
      )} x)`,
    ),
  );
  return new Set(found.map((r) => String(r.v)));
}

/** Unknown references: the row is skipped with the reason, or the value becomes NULL (reported). */
async function checkRefs(tx: Tx, m: TableMap, page: Row[], report: TableReport): Promise<Row[]> {
  let kept = page;
  const key: ColumnMap[] = m.keyRef ? [{ ...m.key, conv: { kind: "int" }, ref: m.keyRef }] : [];
  for (const c of [...key, ...m.columns]) {
    const ref = c.ref;
    if (!ref || ref.table === m.table) continue;
    const known = await existing(
      tx,
      ref.table,
      ref.column,
      kept.map((r) => r.values[c.to] ?? null),
    );
    kept = kept.filter((r) => {
      const v = r.values[c.to];
      if (v === null || v === undefined || known.has(String(v))) return true;
      if (ref.nullable) {
        r.values[c.to] = null;
        report.adjusted.push({ id: r.id, column: c.to, change: `${ref.table} ${v} inconnu → vide` });
        return true;
      }
      report.skipped.push({ id: r.id, reason: `${c.to} ${v} inconnu dans ${ref.table}` });
      return false;
    });
  }
  return kept;
}

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
  return m.immutable && cause.includes("ne peut être ni modifié")
    ? `document émis déjà présent dans Écrin avec d'autres valeurs ; il ne peut être modifié (${cause})`
    : cause;
}

/** One upsert for the page, in a savepoint; on failure, row by row to name the old id at fault. */
async function writeBatch(
  tx: Tx,
  m: TableMap,
  written: ColumnMap[],
  rows: Row[],
  report: TableReport,
  touched: Set<string> | null,
): Promise<void> {
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
  } catch {
    for (const r of rows) {
      try {
        count(await tx.transaction((sp) => sp.execute(upsert(m, written, [r]))), 1);
      } catch (e) {
        throw new ImportError(m.old, r.id, reason(m, e));
      }
    }
  }
}

/** A reference to the table itself, written once every row exists; an unknown id becomes NULL. */
async function writeSelfRef(
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
    if (v !== null && !known.has(String(v))) {
      report.adjusted.push({ id: r.id, column: c.to, change: `${m.table} ${v} inconnu → vide` });
      return { [key]: r.values[key] ?? null, [c.to]: null };
    }
    return { [key]: r.values[key] ?? null, [c.to]: v };
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
  for (const r of changed)
    if (!touched.has(String(r.k))) {
      touched.add(String(r.k));
      report.updated++;
      report.unchanged--;
    }
}
