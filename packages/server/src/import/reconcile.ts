import { sql } from "drizzle-orm";
import type mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import { oldSum } from "./mapping/sommes.ts";
import { type Reconciliation, rowsOf, type TableReport } from "./report.ts";
import type { TableMap } from "./types.ts";

/**
 * Proves nothing was lost: counts per table (a difference equal to the skipped rows is explained by
 * them), the mapping's checks key by key, and for money columns, sums per year of the first required date.
 */
export async function reconcile(
  conn: mysql.Connection,
  db: Db,
  maps: TableMap[],
  reports: TableReport[],
  archived: Set<string> = new Set(),
): Promise<Reconciliation[]> {
  const out: Reconciliation[] = [];
  for (const m of maps) {
    const [[o]] = (await conn.query(`select count(*) as n from ${conn.escapeId(m.old)}`)) as unknown as [
      { n: string | number }[],
    ];
    const n = rowsOf(await db.execute(sql`select count(*)::text as n from ${sql.identifier(m.table)}`))[0];
    const count: Reconciliation = {
      table: m.table,
      measure: "nombre",
      old: String(o?.n ?? 0),
      ecrin: String(n?.n ?? 0),
    };
    const skipped = reports.find((r) => r.old === m.old)?.skipped.length ?? 0;
    // Rows rebuilt archived in this table (a deleted client of invoices, a deleted product of OFs).
    const rebuilt = [...archived]
      .filter((k) => k.startsWith(`${m.table}:`))
      .map((k) => k.slice(m.table.length + 1));
    const diff = Number(count.ecrin) - Number(count.old);
    if (diff !== 0 && diff === rebuilt.length - skipped)
      count.explained = [
        skipped > 0 ? `${skipped} ligne(s) ignorée(s), raisons ci-dessus` : "",
        rebuilt.length > 0 ? `${rebuilt.length} reconstruite(s) archivée(s) (ids ${rebuilt.join(", ")})` : "",
      ]
        .filter(Boolean)
        .join(" ; ");
    out.push(count);
    const from = out.length;
    for (const check of m.checks ?? []) {
      const [oldRows] = (await conn.query(check.old)) as unknown as [{ k: unknown; v: unknown }[]];
      const newRows = rowsOf(await db.execute(sql.raw(check.ecrin)));
      const keys = [
        ...new Set([...oldRows.map((r) => String(r.k)), ...newRows.map((r) => String(r.k))]),
      ].sort();
      for (const k of keys)
        out.push({
          table: m.table,
          measure: `${check.measure} ${k}`,
          old: String(oldRows.find((r) => String(r.k) === k)?.v ?? "0"),
          ecrin: String(newRows.find((r) => String(r.k) === k)?.v ?? "0"),
        });
    }
    const dateCol = m.columns.find((c) => c.conv.kind === "date" && c.conv.required);
    for (const c of m.columns) {
      if (!c.sum || !dateCol) continue;
      const [oldRows] = (await conn.query(
        `select year(${conn.escapeId(dateCol.from)}) as y, ${oldSum(c.from, 2)} as s from ${conn.escapeId(m.old)} group by y order by y`,
      )) as unknown as [{ y: number | string; s: string | null }[]];
      const newRows = rowsOf(
        await db.execute(
          sql`select extract(year from ${sql.identifier(dateCol.to)})::int::text as y, coalesce(sum(${sql.identifier(c.to)}), 0)::numeric(20,2)::text as s from ${sql.identifier(m.table)} group by 1 order by 1`,
        ),
      );
      for (const r of oldRows) {
        const e = newRows.find((x) => x.y === String(r.y));
        out.push({
          table: m.table,
          measure: `${c.to} ${r.y}`,
          old: r.s ?? "0.00",
          ecrin: (e?.s as string | undefined) ?? "0.00",
        });
      }
    }
    // A sum of a table with skipped rows differs by those rows: the report lists them.
    if (skipped > 0)
      for (const c of out.slice(from))
        if (c.old !== c.ecrin) c.explained = `comprend les ${skipped} ligne(s) ignorée(s) de ${m.old}`;
  }
  return out;
}
