import { dec } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import { oldSum } from "./mapping/sommes.ts";
import type { OldSchema } from "./old-schema.ts";
import { reconcileDocuments } from "./reconcile-documents.ts";
import { type Reconciliation, rowsOf, type TableReport } from "./report.ts";
import type { ReconcileCheck, TableMap } from "./types.ts";

type Rows = { k: unknown; v: unknown }[];

/** The ids of a list, all of them (a difference names every row it comes from). */
const ids = (list: string[]) => list.join(", ");

/**
 * The old query restricted to some rows of its table (the skipped ones): `from table [alias]` becomes a
 * derived table of those rows under the same name. Null when the query does not read the table so.
 */
function restrict(conn: mysql.Connection, query: string, table: string, key: string, only: string[]) {
  const re = new RegExp(
    `\\bfrom\\s+\`?${table}\`?(?:\\s+(?!where\\b|group\\b|order\\b|join\\b|left\\b|inner\\b)(\\w+))?`,
    "i",
  );
  const found = re.exec(query);
  if (!found) return null;
  const alias = found[1] ?? table;
  const list = only.map((x) => conn.escape(x)).join(", ");
  return query.replace(
    re,
    `from (select * from ${conn.escapeId(table)} where ${conn.escapeId(key)} in (${list})) ${conn.escapeId(alias)}`,
  );
}

const numeric = (v: string) => /^-?\d+(\.\d+)?$/.test(v);

/**
 * One measure's rows compared key by key. A difference is explained when the old base's skipped rows
 * account for it exactly (their own measure, read by the same query restricted to them) or when the key
 * is a skipped row's own id; `ecartsSeulement` keeps the equal keys out (a measure per lot, per piece):
 * one line says how many are equal.
 */
async function compare(
  conn: mysql.Connection,
  db: Db,
  m: TableMap,
  check: { measure: string; old: string; ecrin: string; ecartsSeulement?: boolean },
  report: Pick<TableReport, "skipped" | "adjusted">,
  oldKey: string,
): Promise<Reconciliation[]> {
  const { skipped } = report;
  const [oldRows] = (await conn.query(check.old)) as unknown as [Rows];
  const newRows = rowsOf(await db.execute(sql.raw(check.ecrin)));
  const before = new Map(oldRows.map((r) => [String(r.k), String(r.v)]));
  const after = new Map(newRows.map((r) => [String(r.k), String(r.v)]));
  const restricted = skipped.length
    ? restrict(
        conn,
        check.old,
        m.old,
        oldKey,
        skipped.map((s) => s.id),
      )
    : null;
  const part = new Map<string, string>();
  if (restricted) {
    const [rows] = (await conn.query(restricted)) as unknown as [Rows];
    for (const r of rows) part.set(String(r.k), String(r.v));
  }
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const out: Reconciliation[] = [];
  let equal = 0;
  for (const k of keys) {
    const o = before.get(k) ?? "0";
    const e = after.get(k) ?? "0";
    if (o === e && check.ecartsSeulement) {
      equal++;
      continue;
    }
    const row: Reconciliation = { table: m.table, measure: `${check.measure} ${k}`, old: o, ecrin: e };
    const p = part.get(k);
    // A measure per row: the row's own decision (skipped, or a value adjusted) explains it.
    const own = check.ecartsSeulement ? skipped.find((s) => s.id === k) : undefined;
    const adjusted = check.ecartsSeulement ? report.adjusted.filter((a) => a.id === k) : [];
    if (o !== e && own) row.explained = `ligne ${k} ignorée : ${own.reason}`;
    else if (o !== e && adjusted.length)
      row.explained = `ligne ${k} ajustée : ${adjusted.map((a) => `${a.column} ${a.change}`).join(" ; ")}`;
    else if (o !== e && p !== undefined && numeric(o) && numeric(e) && numeric(p))
      if (dec(o).minus(p).equals(dec(e)))
        row.explained = `${p} des ${skipped.length} ligne(s) ignorée(s) de ${m.old} (ids ${ids(skipped.map((s) => s.id))})`;
    out.push(row);
  }
  if (check.ecartsSeulement)
    out.unshift({
      table: m.table,
      measure: `${check.measure} : clés identiques`,
      old: String(before.size),
      ecrin: String(equal),
      ...(out.length && out.every((x) => x.explained)
        ? { explained: `${out.length} écart(s), chacun expliqué ci-dessous` }
        : {}),
    });
  return out;
}

/**
 * Proves nothing was lost (issue 26.8): counts per table (Écrin's own rows not counted; a difference
 * equal to the skipped, merged and rebuilt rows names them), the mapping's checks key by key, sums of
 * money columns per year, every issued document one by one. A difference is explained only when the
 * rows the report names add up to it.
 */
export async function reconcile(
  conn: mysql.Connection,
  db: Db,
  maps: TableMap[],
  reports: TableReport[],
  archived: Set<string>,
  old: OldSchema,
): Promise<Reconciliation[]> {
  const out: Reconciliation[] = [];
  for (const m of maps) {
    const report = reports.find((r) => r.old === m.old);
    const skipped = report?.skipped ?? [];
    const decisions = { skipped, adjusted: report?.adjusted ?? [] };
    const own = report?.own ?? [];
    const oldKey = old.name(m.old, m.key.from);
    const [[o]] = (await conn.query(`select count(*) as n from ${conn.escapeId(m.old)}`)) as unknown as [
      { n: string | number }[],
    ];
    const n = rowsOf(await db.execute(sql`select count(*)::int as n from ${sql.identifier(m.table)}`))[0];
    const count: Reconciliation = {
      table: m.table,
      measure: own.length
        ? `nombre (hors ${own.length} ligne(s) propres à Écrin, non comptées : ids ${ids(own)})`
        : "nombre",
      old: String(o?.n ?? 0),
      ecrin: String(Number(n?.n ?? 0) - own.length),
    };
    // Rows rebuilt archived in this table (a deleted client of invoices, a deleted product of OFs).
    const rebuilt = [...archived]
      .filter((k) => k.startsWith(`${m.table}:`))
      .map((k) => k.slice(m.table.length + 1));
    const diff = Number(count.ecrin) - Number(count.old);
    if (diff !== 0 && diff === rebuilt.length - skipped.length) {
      const byKind = new Map<string, string[]>();
      for (const s of skipped) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.id]);
      count.explained = [
        ...[...byKind].map(([kind, list]) => `${list.length} ignorée(s) (${kind}) : ids ${ids(list)}`),
        rebuilt.length ? `${rebuilt.length} reconstruite(s) archivée(s) (ids ${ids(rebuilt)})` : "",
      ]
        .filter(Boolean)
        .join(" ; ");
    }
    out.push(count);
    for (const check of m.checks ?? [])
      out.push(...(await compare(conn, db, m, resolveCheck(check, old, m), decisions, oldKey)));
    const dateCol = m.columns.find((c) => c.conv.kind === "date" && c.conv.required);
    for (const c of m.columns) {
      if (!c.sum || !dateCol) continue;
      const d = conn.escapeId(old.name(m.old, dateCol.from));
      out.push(
        ...(await compare(
          conn,
          db,
          m,
          {
            measure: c.to,
            old: `select year(${d}) as k, ${oldSum(old.name(m.old, c.from), 2)} as v from ${conn.escapeId(m.old)} group by k order by k`,
            ecrin: `select extract(year from "${dateCol.to}")::int::text as k, coalesce(sum("${c.to}"), 0)::numeric(20,2)::text as v from "${m.table}" group by 1 order by 1`,
          },
          decisions,
          oldKey,
        )),
      );
    }
  }
  out.push(...(await reconcileDocuments(conn, db, old, reports, new Set(maps.map((m) => m.old)))));
  return out;
}

/** A check whose old query depends on the old schema (a column read another way when absent). */
function resolveCheck(check: ReconcileCheck, old: OldSchema, m: TableMap) {
  return {
    ...check,
    old: typeof check.old === "string" ? check.old : check.old((col) => old.source(m, col)),
  };
}
