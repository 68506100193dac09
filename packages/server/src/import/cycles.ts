import { sql } from "drizzle-orm";
import type { Tx } from "../db/tx.ts";
import { countUpdate, rowsOf, type TableReport } from "./report.ts";
import type { ColumnMap, TableMap } from "./types.ts";

/** The parent ids that close a cycle (one per cycle: its smallest id), with the cycle as text. */
export function cycles(parent: Map<string, string>): { cut: string; cycle: string[] }[] {
  const state = new Map<string, "en_cours" | "vu">();
  const out: { cut: string; cycle: string[] }[] = [];
  for (const start of parent.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    let n: string | undefined = start;
    while (n !== undefined && !state.has(n)) {
      state.set(n, "en_cours");
      path.push(n);
      n = parent.get(n);
    }
    if (n !== undefined && state.get(n) === "en_cours") {
      const cycle = path.slice(path.indexOf(n));
      const cut = cycle.reduce((a, b) => (Number(a) <= Number(b) ? a : b));
      out.push({ cut, cycle });
    }
    for (const p of path) state.set(p, "vu");
  }
  return out;
}

/**
 * A tree's self-reference (client.id_parent) after the import: each cycle of the old data (two clients
 * each other's parent) is broken at its smallest id, whose parent becomes empty, reported.
 */
export async function breakCycles(
  tx: Tx,
  m: TableMap,
  c: ColumnMap,
  report: TableReport,
  touched: Set<string>,
): Promise<void> {
  const t = sql.identifier(m.table);
  const k = sql.identifier(m.key.to);
  const col = sql.identifier(c.to);
  const rows = rowsOf(
    await tx.execute(sql`select ${k}::text as k, ${col}::text as p from ${t} where ${col} is not null`),
  );
  const parent = new Map(rows.map((r) => [String(r.k), String(r.p)]));
  for (const { cut, cycle } of cycles(parent)) {
    await tx.execute(sql`update ${t} set ${col} = null where ${k} = ${Number(cut)}`);
    report.adjusted.push({
      id: cut,
      kind: "cycle",
      column: c.to,
      change: `${parent.get(cut)} → vide (cycle ${[...cycle, cycle[0]].join(" → ")})`,
    });
    countUpdate(report, touched, cut);
  }
}
