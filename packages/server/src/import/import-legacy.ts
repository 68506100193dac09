import { type SQL, sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import type { Tx } from "../db/tx.ts";
import { asPgText, convert } from "./convert.ts";
import { MAPPING } from "./mapping/index.ts";
import type { TableMap } from "./types.ts";

export interface ImportOptions {
  /** mysql://user:pass@host:3306/db */
  from: string;
  dryRun?: boolean;
  /** Old table names to import (default: all mapped). */
  only?: string[];
  /** Allow a database that already holds Écrin documents. */
  merge?: boolean;
  /** Progress line per table. */
  onProgress?: (line: string) => void;
}

export interface TableReport {
  old: string;
  table: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: { id: string; reason: string }[];
  adjusted: { id: string; column: string; change: string }[];
}

export interface Reconciliation {
  table: string;
  /** "count", or "<column> <year>" for sums of money columns per year of the document date. */
  measure: string;
  old: string;
  ecrin: string;
}

export interface ImportReport {
  dryRun: boolean;
  tables: TableReport[];
  reconciliation: Reconciliation[];
}

/** A refusal or a failed group: named table, old id and reason; the group was rolled back. */
export class ImportError extends Error {
  constructor(
    readonly table: string,
    readonly oldId: string | null,
    reason: string,
  ) {
    super(`${table}${oldId === null ? "" : ` (ancien id ${oldId})`} : ${reason}`);
  }
}

class DryRunRollback extends Error {}

/** Tables whose rows mean the Écrin database holds real (non-demo) work: refusal without --merge. */
const DOCUMENT_TABLES = ["of", "facture", "facture_extensia", "avoir"];

function rowsOf(r: unknown): Record<string, unknown>[] {
  return (r as { rows: Record<string, unknown>[] }).rows;
}

/** The historical load: imports the mapped old tables into Écrin (issue 19). */
export async function importLegacy(db: Db, opts: ImportOptions): Promise<ImportReport> {
  const maps = MAPPING.filter((m) => !opts.only || opts.only.includes(m.old));
  if (opts.only) {
    const unknown = opts.only.filter((t) => !MAPPING.some((m) => m.old === t));
    if (unknown.length)
      throw new ImportError(unknown.join(", "), null, "table non prise en charge par l'import");
  }
  const conn = await mysql.createConnection({
    uri: opts.from,
    dateStrings: true,
    decimalNumbers: false,
    charset: "utf8mb4",
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  try {
    // Refuses to harm: an Écrin database with documents needs --merge.
    if (!opts.merge) {
      for (const t of DOCUMENT_TABLES) {
        const r = rowsOf(await db.execute(sql`select exists(select 1 from ${sql.identifier(t)}) as ok`));
        if (r[0]?.ok === true)
          throw new ImportError(
            t,
            null,
            "la base Écrin contient déjà des documents (OF, factures ou avoirs) ; relancer avec --merge pour fusionner",
          );
      }
    }
    // Can read every needed table and column before writing anything.
    for (const m of maps) {
      const cols = [m.key.from, ...m.columns.map((c) => c.from)].map((c) => conn.escapeId(c)).join(", ");
      try {
        await conn.query(`select ${cols} from ${conn.escapeId(m.old)} limit 0`);
      } catch (e) {
        throw new ImportError(
          m.old,
          null,
          `lecture impossible dans l'ancienne base : ${(e as Error).message}`,
        );
      }
    }
    const reports: TableReport[] = [];
    const groups = [...new Set(maps.map((m) => m.group))];
    const runGroup = async (tx: Tx, group: string) => {
      await tx.execute(sql`select set_config('ecrin.audit_off', 'on', true)`);
      for (const m of maps.filter((x) => x.group === group))
        reports.push(await importTable(conn, tx, m, opts));
    };
    if (opts.dryRun) {
      // A dry run goes through every group in one transaction (later groups see the earlier ones), then rolls back.
      await db
        .transaction(async (tx) => {
          for (const group of groups) await runGroup(tx, group);
          throw new DryRunRollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof DryRunRollback)) throw e;
        });
    } else {
      // One transaction per table group, in dependency order: an error rolls back the current group only.
      for (const group of groups) await db.transaction((tx) => runGroup(tx, group));
    }
    const reconciliation = opts.dryRun ? [] : await reconcile(conn, db, maps);
    return { dryRun: opts.dryRun === true, tables: reports, reconciliation };
  } finally {
    await conn.end();
  }
}

async function importTable(
  conn: mysql.Connection,
  tx: Tx,
  m: TableMap,
  opts: ImportOptions,
): Promise<TableReport> {
  const report: TableReport = {
    old: m.old,
    table: m.table,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: [],
    adjusted: [],
  };
  const newCols = [m.key.to, ...m.columns.map((c) => c.to)];
  const oldCols = [m.key.from, ...m.columns.map((c) => c.from)];
  // Paged by key: never the whole table in memory.
  const PAGE = 1000;
  let last: string | number | null = null;
  for (;;) {
    const [rows] = (await conn.query(
      `select ${oldCols.map((c) => conn.escapeId(c)).join(", ")} from ${conn.escapeId(m.old)}` +
        (last === null ? "" : ` where ${conn.escapeId(m.key.from)} > ?`) +
        ` order by ${conn.escapeId(m.key.from)} limit ${PAGE}`,
      last === null ? [] : [last],
    )) as unknown as [Record<string, unknown>[]];
    for (const row of rows) {
      report.read++;
      const id = String(row[m.key.from]);
      const values: (string | number | boolean | null)[] = [Number(row[m.key.from])];
      try {
        for (const c of m.columns) {
          const out = convert(row[c.from], c.conv);
          if (out.adjusted) report.adjusted.push({ id, column: c.to, change: out.adjusted });
          values.push(out.value);
        }
      } catch (e) {
        throw new ImportError(m.old, id, (e as Error).message);
      }
      await writeRow(tx, m, newCols, values, report, id);
    }
    if (rows.length < PAGE) break;
    last = rows[rows.length - 1]?.[m.key.from] as string | number;
  }
  // Serial keys continue after the highest kept id (the numbering series read max(key) + 1).
  if (report.read > 0)
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${m.table}, ${m.key.to}), (select coalesce(max(${sql.identifier(m.key.to)}), 1) from ${sql.identifier(m.table)}))`,
    );
  opts.onProgress?.(
    `${m.old} → ${m.table} : ${report.read} lus, ${report.inserted} insérés, ${report.updated} mis à jour, ${report.unchanged} inchangés, ${report.adjusted.length} ajustés`,
  );
  return report;
}

async function writeRow(
  tx: Tx,
  m: TableMap,
  cols: string[],
  values: (string | number | boolean | null)[],
  report: TableReport,
  id: string,
): Promise<void> {
  const table = sql.identifier(m.table);
  const existing = rowsOf(
    await tx.execute(
      sql`select ${sql.join(
        cols.map((c) => sql`${sql.identifier(c)}::text as ${sql.identifier(c)}`),
        sql`, `,
      )} from ${table} where ${sql.identifier(m.key.to)} = ${values[0]}`,
    ),
  )[0];
  if (existing) {
    const differs = cols.filter((c, i) => existing[c] !== asPgText(values[i] ?? null));
    if (differs.length === 0) {
      report.unchanged++;
      return;
    }
    if (m.immutable)
      throw new ImportError(
        m.old,
        id,
        `document émis déjà présent dans Écrin avec d'autres valeurs (${differs.join(", ")}) ; il ne peut être modifié`,
      );
  }
  const vals: SQL[] = values.map((v) => sql`${v}`);
  const sets = cols.slice(1).map((c) => sql`${sql.identifier(c)} = excluded.${sql.identifier(c)}`);
  try {
    await tx.execute(
      sql`insert into ${table} (${sql.join(
        cols.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(vals, sql`, `)}) on conflict (${sql.identifier(m.key.to)}) do update set ${sql.join(sets, sql`, `)}`,
    );
  } catch (e) {
    const cause = (e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message;
    throw new ImportError(m.old, id, cause);
  }
  if (existing) report.updated++;
  else report.inserted++;
}

/** Counts per table and, for money columns, sums per year of the first required date: old vs Écrin. */
async function reconcile(conn: mysql.Connection, db: Db, maps: TableMap[]): Promise<Reconciliation[]> {
  const out: Reconciliation[] = [];
  for (const m of maps) {
    const [[o]] = (await conn.query(`select count(*) as n from ${conn.escapeId(m.old)}`)) as unknown as [
      { n: string | number }[],
    ];
    const n = rowsOf(await db.execute(sql`select count(*)::text as n from ${sql.identifier(m.table)}`))[0];
    out.push({ table: m.table, measure: "nombre", old: String(o?.n ?? 0), ecrin: String(n?.n ?? 0) });
    const dateCol = m.columns.find((c) => c.conv.kind === "date" && c.conv.required);
    if (!dateCol) continue;
    for (const c of m.columns) {
      if (!c.sum) continue;
      const [oldRows] = (await conn.query(
        `select year(${conn.escapeId(dateCol.from)}) as y, cast(sum(round(${conn.escapeId(c.from)}, 2)) as decimal(20,2)) as s from ${conn.escapeId(m.old)} group by y order by y`,
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
  }
  return out;
}

/** The report as terminal tables. */
export function formatReport(r: ImportReport): string {
  const lines: string[] = [];
  lines.push(r.dryRun ? "Essai (--dry-run) : rien n'a été écrit." : "Import terminé.");
  lines.push("table | lus | insérés | mis à jour | inchangés | ignorés | ajustés");
  for (const t of r.tables)
    lines.push(
      `${t.old} → ${t.table} | ${t.read} | ${t.inserted} | ${t.updated} | ${t.unchanged} | ${t.skipped.length} | ${t.adjusted.length}`,
    );
  for (const t of r.tables)
    for (const a of t.adjusted) lines.push(`  ajusté ${t.old} #${a.id} ${a.column} : ${a.change}`);
  for (const t of r.tables) for (const s of t.skipped) lines.push(`  ignoré ${t.old} #${s.id} : ${s.reason}`);
  if (r.reconciliation.length) {
    lines.push("Rapprochement : table | mesure | ancienne base | Écrin | écart");
    for (const c of r.reconciliation)
      lines.push(`${c.table} | ${c.measure} | ${c.old} | ${c.ecrin} | ${c.old === c.ecrin ? "=" : "ÉCART"}`);
  }
  return lines.join("\n");
}
