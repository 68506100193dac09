import { sql } from "drizzle-orm";
import type { ImportContext } from "./import-table.ts";
import { rowsOf, type TableReport } from "./report.ts";
import type { TableMap, Value } from "./types.ts";

interface Row {
  id: string;
  values: Record<string, Value>;
}

/** A reference list's meaning: its text without case, accents nor repeated spaces. */
export function sens(v: Value): string {
  return String(v ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Écrin's rows of a reference list, by meaning and by id, as the page's matching goes (rows kept added). */
export interface SensIndex {
  byMeaning: Map<string, string>;
  byId: Map<string, string>;
  next: number;
}

export async function sensIndex(ctx: ImportContext, m: TableMap, column: string): Promise<SensIndex> {
  const found = rowsOf(
    await ctx.tx.execute(
      sql`select ${sql.identifier(m.key.to)}::text as k, ${sql.identifier(column)}::text as t from ${sql.identifier(m.table)}`,
    ),
  );
  const byMeaning = new Map<string, string>();
  const byId = new Map<string, string>();
  for (const r of found) {
    const meaning = sens(r.t as Value);
    if (!byMeaning.has(meaning)) byMeaning.set(meaning, String(r.k));
    byId.set(String(r.k), meaning);
  }
  const next = Math.max(0, ...[...byId.keys()].map(Number)) + 1;
  return { byMeaning, byId, next };
}

/**
 * A reference list mapped onto Écrin's by meaning (issue 26.7): an old row meaning a row Écrin has under
 * another id is not written, its references go to Écrin's row (reported); an old row of a new meaning
 * whose id Écrin uses for another meaning takes a new id, its references follow (reported). Returns the
 * rows to write.
 */
export function matchBySense(
  ctx: ImportContext,
  m: TableMap,
  column: string,
  index: SensIndex,
  rows: Row[],
  report: TableReport,
): Row[] {
  const remap = ctx.remap.get(m.table) ?? new Map<string, Value>();
  ctx.remap.set(m.table, remap);
  const kept: Row[] = [];
  for (const r of rows) {
    const meaning = sens(r.values[column] ?? null);
    // The same id with the same meaning first (two rows of Écrin may share a text: VAT 20 % twice).
    const same = index.byId.get(r.id) === meaning ? r.id : index.byMeaning.get(meaning);
    if (same !== undefined && same !== r.id) {
      remap.set(r.id, Number(same));
      report.skipped.push({
        id: r.id,
        kind: "meme_sens",
        reason: `même ${column} « ${String(r.values[column])} » que ${m.key.to} ${same} d'Écrin : non recopié, ses références vont à ${same}`,
      });
      continue;
    }
    const taken = index.byId.get(r.id);
    if (same === undefined && taken !== undefined && taken !== meaning) {
      const id = index.next++;
      remap.set(r.id, id);
      r.values[m.key.to] = id;
      report.adjusted.push({
        id: r.id,
        kind: "meme_sens",
        column: m.key.to,
        change: `id ${r.id} pris dans Écrin par un autre sens → nouvel id ${id}, ses références suivent`,
      });
    }
    const id = String(r.values[m.key.to]);
    index.next = Math.max(index.next, Number(id) + 1);
    index.byMeaning.set(meaning, id);
    index.byId.set(id, meaning);
    kept.push(r);
  }
  return kept;
}
