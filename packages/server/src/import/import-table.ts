import { sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Tx } from "../db/tx.ts";
import { breakCycles } from "./cycles.ts";
import { writeBatch, writeSelfRef } from "./import-ecriture.ts";
import { type PgColumn, type ReadColumn, RowConverter } from "./import-row.ts";
import type { OldSchema } from "./old-schema.ts";
import { checkRefs, type Referents, type Row } from "./references.ts";
import { type ImportProgress, rowsOf, type TableReport } from "./report.ts";
import { matchBySense, sensIndex } from "./sens.ts";
import type { TableMap, Value } from "./types.ts";

/** Rows read and written per statement (fewer for wide tables: PostgreSQL takes 65 535 parameters). */
const PAGE = 1000;
const MAX_PARAMS = 60_000;

/** What every table's import shares: both connections, the old schema, the merged ids. */
export interface ImportContext {
  conn: mysql.Connection;
  tx: Tx;
  old: OldSchema;
  /** Old ids not written because they duplicate a kept row, per Écrin table: old id → kept id. */
  remap: Map<string, Map<string, Value>>;
  /** Referents rebuilt archived ("table:id"), to report every row attached to one. */
  archived: Set<string>;
  /** Duplicate old keys: which row to keep (--accepter-doublons); without it the first, reported. */
  doublons?: "premier" | "dernier";
  /** The referenced tables' ids, read once (references.ts). */
  referents: Referents;
  onTick?: (p: ImportProgress) => void;
}

/** The Écrin table's columns: NOT NULL, type, varchar length. */
async function pgColumns(tx: Tx, table: string): Promise<Map<string, PgColumn>> {
  const found = rowsOf(
    await tx.execute(sql`select column_name as c, is_nullable = 'NO' as nn, data_type as t,
      character_maximum_length as l from information_schema.columns
      where table_schema = current_schema() and table_name = ${table}`),
  );
  return new Map(
    found.map((r) => [
      String(r.c),
      { notNull: r.nn === true, type: String(r.t), max: r.l === null ? null : Number(r.l) },
    ]),
  );
}

/**
 * The select list of the old table: each mapped column under its name in the old schema; a FLOAT or
 * DOUBLE twice, at full precision (`+ 0e0` reads the binary value as a DOUBLE, every digit) and as
 * MySQL's text form (6 digits for a FLOAT) to report a rounding that differs.
 */
function selectList(ctx: ImportContext, m: TableMap): { list: string; cols: ReadColumn[] } {
  const { conn } = ctx;
  const exprs = [conn.escapeId(ctx.old.name(m.old, m.key.from))];
  const cols: ReadColumn[] = [];
  for (const c of m.columns) {
    if (c.conv.kind === "const") {
      cols.push({ map: c, at: null, textAt: null });
      continue;
    }
    if (c.aDefaut && ctx.old.isAbsent(m.old, c.from)) {
      exprs.push(c.aDefaut.sql);
      cols.push({ map: c, at: exprs.length - 1, textAt: null, aDefaut: c.aDefaut.source });
      continue;
    }
    const name = conn.escapeId(ctx.old.name(m.old, c.from));
    if (c.conv.kind === "decimal" && ctx.old.isFloat(m.old, c.from)) {
      exprs.push(`cast(${name} + 0e0 as char)`, name);
      cols.push({ map: c, at: exprs.length - 2, textAt: exprs.length - 1 });
    } else {
      exprs.push(name);
      cols.push({ map: c, at: exprs.length - 1, textAt: null });
    }
  }
  return { list: exprs.join(", "), cols };
}

/**
 * One old table into Écrin: read by pages of its key (never the whole table in memory), converted by
 * decisions (RowConverter), references checked, then one multi-row upsert per page that writes only what
 * differs. An old row Écrin refuses is skipped with the reason: only an issued document that differs
 * from the one already imported stops the import.
 */
export async function importTable(ctx: ImportContext, m: TableMap): Promise<TableReport> {
  const { conn, tx } = ctx;
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
    own: [],
    seconds: 0,
  };
  ctx.referents.written(m.table);
  const { list, cols } = selectList(ctx, m);
  const converter = new RowConverter(m, cols, await pgColumns(tx, m.table), report);
  const selfRefs = m.columns.filter((c) => c.ref?.table === m.table);
  const written = m.columns.filter((c) => !selfRefs.includes(c));
  const pageSize = Math.max(1, Math.min(PAGE, Math.floor(MAX_PARAMS / (written.length + 1))));
  const table = conn.escapeId(m.old);
  const key = conn.escapeId(ctx.old.name(m.old, m.key.from));
  const [[countRow]] = (await conn.query({
    sql: `select count(*) from ${table}`,
    rowsAsArray: true,
  })) as unknown as [unknown[][]];
  const total = Number(countRow?.[0] ?? 0);
  // Old keys present more than once (a table without primary key): read apart, one row kept, reported.
  const [dupRows] = (await conn.query({
    sql: `select ${key}, count(*) from ${table} group by ${key} having count(*) > 1`,
    rowsAsArray: true,
  })) as unknown as [unknown[][]];
  const dups = dupRows.map((r) => r[0]);
  const deferred: Row[] = [];
  const meanings = m.parSens ? await sensIndex(ctx, m, m.parSens) : null;
  // Écrin's own rows (a shipped list's entries no old row means): not counted as gaps by the reconciliation.
  // Those present before, less every key an old row lands on (not a set of every key written: 200,000).
  const own = await keysOf(tx, m);
  /** Ids inserted or updated by the page upserts (to count a self-reference change once). */
  const touched = new Set<string>();
  const profil = { lecture: 0, conversion: 0, references: 0, ecriture: 0 };
  report.profil = profil;
  let t = performance.now();
  const lap = (k: keyof typeof profil) => {
    const now = performance.now();
    profil[k] += (now - t) / 1000;
    t = now;
  };
  const page = async (raws: unknown[][]) => {
    lap("lecture");
    const rows: Row[] = [];
    for (const raw of raws) {
      report.read++;
      const id = String(raw[0]);
      const values = converter.convertRow(id, raw);
      if (values) rows.push({ id, values });
    }
    const matched = meanings && m.parSens ? matchBySense(ctx, m, m.parSens, meanings, rows, report) : rows;
    lap("conversion");
    const kept = await checkRefs(ctx, m, matched, report);
    lap("references");
    const done = kept.length
      ? await writeBatch(ctx, m, written, kept, report, selfRefs.length ? touched : null)
      : [];
    lap("ecriture");
    for (const r of done) own.delete(String(r.values[m.key.to]));
    // Only the key and the self-references are kept for later (not the whole row: 60,000 OFs of 40 values).
    if (selfRefs.length)
      for (const r of done)
        deferred.push({
          id: r.id,
          values: Object.fromEntries(
            [m.key.to, ...selfRefs.map((c) => c.to)].map((k) => [k, r.values[k] ?? null]),
          ),
        });
    ctx.onTick?.({
      old: m.old,
      table: m.table,
      done: report.read,
      total,
      seconds: (Date.now() - started) / 1000,
    });
  };
  let last: unknown = null;
  for (;;) {
    const where = [...(last === null ? [] : [`${key} > ?`]), ...(dups.length ? [`${key} not in (?)`] : [])];
    const [rows] = (await conn.query({
      sql: `select ${list} from ${table}${where.length ? ` where ${where.join(" and ")}` : ""} order by ${key} limit ${pageSize}`,
      values: [...(last === null ? [] : [last]), ...(dups.length ? [dups] : [])],
      rowsAsArray: true,
    })) as unknown as [unknown[][]];
    await page(rows);
    if (rows.length < pageSize) break;
    last = rows[rows.length - 1]?.[0];
  }
  if (dups.length) await page(await duplicateKeys(ctx, m, list, key, dups, report));
  lap("lecture");
  for (const c of selfRefs) {
    for (let i = 0; i < deferred.length; i += PAGE)
      await writeSelfRef(tx, m, c, deferred.slice(i, i + PAGE), report, touched);
    if (c.arbre) await breakCycles(tx, m, c, report, touched);
  }
  lap("ecriture");
  for (const to of ctx.remap.get(m.table)?.values() ?? []) own.delete(String(to));
  report.own = [...own];
  // Serial keys continue after the highest kept id.
  if (report.read > 0)
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${m.table}, ${m.key.to}), (select coalesce(max(${sql.identifier(m.key.to)}), 1) from ${sql.identifier(m.table)}))`,
    );
  ctx.referents.written(m.table);
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/**
 * The rows of duplicate old keys: one kept per key (the first read, or the last with --accepter-doublons
 * dernier), each other one reported by table and old id (the import refuses them without the option).
 */
async function duplicateKeys(
  ctx: ImportContext,
  m: TableMap,
  list: string,
  key: string,
  dups: unknown[],
  report: TableReport,
): Promise<unknown[][]> {
  const [rows] = (await ctx.conn.query({
    sql: `select ${list} from ${ctx.conn.escapeId(m.old)} where ${key} in (?) order by ${key}`,
    values: [dups],
    rowsAsArray: true,
  })) as unknown as [unknown[][]];
  const byKey = new Map<string, unknown[][]>();
  for (const r of rows) byKey.set(String(r[0]), [...(byKey.get(String(r[0])) ?? []), r]);
  const kept: unknown[][] = [];
  for (const [id, same] of byKey) {
    const k = ctx.doublons === "dernier" ? same.length - 1 : 0;
    kept.push(same[k] as unknown[]);
    const decision = ctx.doublons
      ? `la ligne ${k + 1} est gardée (--accepter-doublons ${ctx.doublons})`
      : "import refusé sans --accepter-doublons premier|dernier (l'essai garde la première)";
    same.forEach((_, i) => {
      if (i === k) return;
      report.read++;
      report.skipped.push({
        id,
        kind: "doublon_cle",
        reason: `ligne ${i + 1} sur ${same.length} de la clé ${m.key.from} ${id} : ${decision}`,
      });
    });
  }
  return kept;
}

/** The keys a table holds before the import writes into it. */
async function keysOf(tx: Tx, m: TableMap): Promise<Set<string>> {
  const k = sql.identifier(m.key.to);
  const found = rowsOf(await tx.execute(sql`select ${k}::text as k from ${sql.identifier(m.table)}`));
  return new Set(found.map((r) => String(r.k)));
}
