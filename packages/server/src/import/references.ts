import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/tx.ts";
import type { ImportContext } from "./import-table.ts";
import { rowsOf, type TableReport } from "./report.ts";
import type { ColumnMap, TableMap, Value } from "./types.ts";

/** An old row converted: its old id and its Écrin values. */
export interface Row {
  id: string;
  values: Record<string, Value>;
}

/**
 * Rows as one JSON parameter, read back in the table's own column types (one parameter instead of one per
 * value: building and sending a statement of 50 000 parameters costs more than running it).
 */
export function recordset(table: string, rows: Record<string, Value>[]): SQL {
  return sql`jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`;
}

/** Ids of `values` present in table.column (compared in the column's type: its index serves). */
export async function existing(tx: Tx, table: string, column: string, values: Value[]): Promise<Set<string>> {
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

/** Column types whose equality is that of their text form (a deterministic collation for texts). */
const SAME_AS_TEXT = ["integer", "smallint", "bigint", "text", "character varying"];

/**
 * The ids of the referenced tables, each read once in full and kept (issue 26, CPU): checking a page's
 * references asked the database for every page and every reference column (200 pages of workshop lines
 * asking twice each for OFs and jewellers). A table's ids are dropped as soon as the import writes into it
 * (its own load, a referent rebuilt archived) and at each group's start (memory), so they are always the
 * table's rows as the transaction sees them: no trigger of a loaded table adds or removes rows of a
 * referenced one, and the import runs alone on the database (the switch-over). Kept only where comparing
 * texts in memory is the database's comparison; any other column type is asked page by page.
 */
export class Referents {
  private readonly ids = new Map<string, Set<string>>();
  private readonly exact = new Map<string, boolean>();

  /** Those of `values` present in table.column. */
  async known(tx: Tx, table: string, column: string, values: Value[]): Promise<ReadonlySet<string>> {
    const key = `${table}.${column}`;
    let exact = this.exact.get(key);
    if (exact === undefined) {
      const found = rowsOf(
        await tx.execute(sql`select c.data_type as t, coalesce(k.collisdeterministic, true) as d
          from information_schema.columns c left join pg_collation k on k.collname = c.collation_name
          where c.table_schema = current_schema() and c.table_name = ${table} and c.column_name = ${column}`),
      )[0];
      exact = found !== undefined && SAME_AS_TEXT.includes(String(found.t)) && found.d === true;
      this.exact.set(key, exact);
    }
    if (!exact) return existing(tx, table, column, values);
    let ids = this.ids.get(key);
    if (!ids) {
      const col = sql.identifier(column);
      const found = rowsOf(
        await tx.execute(
          sql`select ${col}::text as v from ${sql.identifier(table)} where ${col} is not null`,
        ),
      );
      ids = new Set(found.map((r) => String(r.v)));
      this.ids.set(key, ids);
    }
    return ids;
  }

  /** The import writes into this table: its ids are read again when next asked. */
  written(table: string): void {
    for (const key of this.ids.keys()) if (key.startsWith(`${table}.`)) this.ids.delete(key);
  }

  clear(): void {
    this.ids.clear();
  }
}

/**
 * References: an old id merged into another row (a duplicate) points to the kept row; an unknown one
 * skips the row with the reason, or becomes NULL (reported) when the column may be empty.
 */
export async function checkRefs(
  ctx: ImportContext,
  m: TableMap,
  page: Row[],
  report: TableReport,
): Promise<Row[]> {
  let kept = page;
  const key: ColumnMap[] = m.keyRef ? [{ ...m.key, conv: { kind: "int" }, ref: m.keyRef }] : [];
  for (const c of [...key, ...m.columns]) {
    const ref = c.ref;
    if (!ref || ref.table === m.table) continue;
    const merged = ctx.remap.get(ref.table);
    if (merged && c !== key[0])
      for (const r of kept) {
        const to = merged.get(String(r.values[c.to]));
        if (to !== undefined) r.values[c.to] = to;
      }
    const known = await ctx.referents.known(
      ctx.tx,
      ref.table,
      ref.column,
      kept.map((r) => r.values[c.to] ?? null),
    );
    /** Referents rebuilt for this page (the kept ids are read again for the next one). */
    const rebuilt = new Set<string>();
    const has = (v: string) => known.has(v) || rebuilt.has(v);
    if (ref.archive) await rebuild(ctx, c, kept, has, rebuilt, report);
    kept = kept.filter((r) => {
      const v = r.values[c.to];
      if (v === null || v === undefined || has(String(v))) return true;
      if (ref.nullable) {
        r.values[c.to] = null;
        report.adjusted.push({
          id: r.id,
          kind: "reference_inconnue",
          column: c.to,
          change: `${ref.table} ${v} inconnu → vide`,
        });
        return true;
      }
      report.skipped.push({
        id: r.id,
        kind: "reference_inconnue",
        reason: `${c.to} ${v} inconnu dans ${ref.table}`,
      });
      return false;
    });
  }
  return kept;
}

/**
 * Referents the old database deleted (a client of issued invoices, the product of OFs): rebuilt archived
 * from the first referencing row's copy, once each, so every referencing row is kept (reported).
 */
async function rebuild(
  ctx: ImportContext,
  c: ColumnMap,
  rows: Row[],
  has: (v: string) => boolean,
  rebuilt: Set<string>,
  report: TableReport,
): Promise<void> {
  const archive = c.ref?.archive;
  if (!archive) return;
  const serials = new Map<string, string>();
  for (const r of rows) {
    const v = r.values[c.to];
    if (v === null || v === undefined) continue;
    if (!has(String(v))) {
      for (const a of archive(r.values, v)) {
        const cols = Object.keys(a.row).map((k) => sql.identifier(k));
        const list = sql.join(cols, sql`, `);
        const added = rowsOf(
          await ctx.tx.execute(
            sql`insert into ${sql.identifier(a.table)} (${list}) select ${list} from ${recordset(a.table, [a.row])} on conflict do nothing returning 1 as ok`,
          ),
        );
        ctx.referents.written(a.table);
        if (added.length) ctx.archived.add(`${a.table}:${String(a.row[a.key])}`);
        serials.set(a.table, a.key);
      }
      rebuilt.add(String(v));
      report.adjusted.push({
        id: r.id,
        kind: "archive",
        column: c.to,
        change: `${c.ref?.table} ${v} absent de l'ancienne base → reconstruit archivé depuis cette ligne`,
      });
    } else if (ctx.archived.has(`${c.ref?.table}:${String(v)}`))
      report.adjusted.push({
        id: r.id,
        kind: "archive",
        column: c.to,
        change: `${c.ref?.table} ${v} archivé (reconstruit)`,
      });
  }
  // Serial keys continue after the rebuilt ids.
  for (const [table, key] of serials)
    await ctx.tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, ${key}), (select coalesce(max(${sql.identifier(key)}), 1) from ${sql.identifier(table)}))`,
    );
}
