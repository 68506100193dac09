import { dec } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import { oldSum } from "./mapping/sommes.ts";
import type { OldSchema } from "./old-schema.ts";
import { reconcileDocuments } from "./reconcile-documents.ts";
import { type Reconciliation, rowsOf, type TableReport } from "./report.ts";
import type { ReconcileCheck, TableMap, Value } from "./types.ts";

type Rows = { k: unknown; v: unknown; r?: unknown }[];

/** Old ids merged by meaning, per Écrin table: old id → Écrin id (the import's `remap`). */
type Remap = Map<string, Map<string, Value>>;

/** The decimals of a measure's value as written ("970.000" → 3). */
const scaleOf = (v: string) => v.split(".")[1]?.length ?? 0;

/**
 * An old measure's rows under Écrin's keys (`suit`): each row's old id of the followed list becomes the id
 * Écrin gave it, the values of old ids merged into one added up, each merged key with its old ids.
 */
function regroup(
  rows: Rows,
  suit: ReconcileCheck["suit"],
  remap: Remap,
): { values: Map<string, string>; merged: Map<string, string[]> } {
  const values = new Map<string, string>();
  const sources = new Map<string, Set<string>>();
  for (const row of rows) {
    const old = String(row.r);
    const to = suit ? String(remap.get(suit.table)?.get(old) ?? old) : "";
    const k = suit ? `${String(row.k)} ${suit.libelle} ${to}` : String(row.k);
    const v = String(row.v);
    const before = values.get(k);
    values.set(
      k,
      before === undefined
        ? v
        : dec(before)
            .plus(v)
            .toFixed(Math.max(scaleOf(before), scaleOf(v))),
    );
    sources.set(k, (sources.get(k) ?? new Set()).add(old));
  }
  const merged = new Map<string, string[]>();
  if (suit)
    for (const [k, olds] of sources) {
      const to = k.slice(k.lastIndexOf(" ") + 1);
      if (olds.size > 1 || !olds.has(to))
        merged.set(
          k,
          [...olds].sort((a, b) => Number(a) - Number(b)),
        );
    }
  return { values, merged };
}

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
  check: {
    measure: string;
    old: string;
    ecrin: string;
    ecartsSeulement?: boolean;
    suit?: ReconcileCheck["suit"];
  },
  report: Pick<TableReport, "skipped" | "adjusted">,
  oldKey: string,
  remap: Remap,
): Promise<Reconciliation[]> {
  const { skipped } = report;
  const [oldRows] = (await conn.query(check.old)) as unknown as [Rows];
  const newRows = rowsOf(await db.execute(sql.raw(check.ecrin)));
  const { values: before, merged } = regroup(oldRows, check.suit, remap);
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
  let part = new Map<string, string>();
  if (restricted) {
    const [rows] = (await conn.query(restricted)) as unknown as [Rows];
    part = regroup(rows, check.suit, remap).values;
  }
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const out: Reconciliation[] = [];
  let equal = 0;
  for (const k of keys) {
    // A key absent on one side is a zero there, written at the other side's scale ("0.000").
    const zero = (other: string | undefined) => dec(0).toFixed(other ? scaleOf(other) : 0);
    const o = before.get(k) ?? zero(after.get(k));
    const e = after.get(k) ?? zero(before.get(k));
    if (o === e && check.ecartsSeulement) {
      equal++;
      continue;
    }
    const olds = merged.get(k);
    const row: Reconciliation = {
      table: m.table,
      measure: olds
        ? `${check.measure} ${k} (ancien(s) ${check.suit?.libelle} ${olds.join(" + ")}, même sens)`
        : `${check.measure} ${k}`,
      old: o,
      ecrin: e,
    };
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
  remap: Remap,
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
      out.push(...(await compare(conn, db, m, resolveCheck(check, old, m), decisions, oldKey, remap)));
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
          remap,
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
