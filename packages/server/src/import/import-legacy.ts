import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import type { Tx } from "../db/tx.ts";
import { APRES_CHARGEMENT, chargementHistorique, reporterIndexEtCles } from "./differes.ts";
import { type ImportContext, importTable } from "./import-table.ts";
import { MAPPING } from "./mapping/index.ts";
import { OldSchema } from "./old-schema.ts";
import { reconcile } from "./reconcile.ts";
import { Referents } from "./references.ts";
import {
  ImportError,
  type ImportProgress,
  type ImportReport,
  rate,
  rowsOf,
  type TableReport,
} from "./report.ts";
import type { TableMap } from "./types.ts";

export type { ImportProgress, ImportReport, Reconciliation, TableReport } from "./report.ts";
export { formatReport, ImportError, reportCsv } from "./report.ts";

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
  /** Where the current table stands, after each page (the terminal's bar). */
  onTick?: (p: ImportProgress) => void;
  /** Duplicate old keys: which row to keep; without it the import refuses them (a dry run lists them). */
  accepterDoublons?: "premier" | "dernier";
}

class DryRunRollback extends Error {}

/** Tables whose rows mean the Écrin database holds real (non-demo) work: refusal without --merge. */
const DOCUMENT_TABLES = ["of", "facture", "facture_extensia", "avoir"];

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
    // The old schema read once: every missing column listed at once (aliases tried), before writing anything.
    const old = await OldSchema.read(conn);
    const missing = old.resolve(maps);
    if (missing.length)
      throw new ImportError(
        "ancienne base",
        null,
        `colonnes introuvables (renommer dans l'ancienne base ou signaler l'alias) : ${missing.join(" ; ")}`,
      );
    if (!opts.dryRun && !opts.accepterDoublons) await refuseDuplicateKeys(conn, old, maps);
    const ctx = {
      conn,
      old,
      remap: new Map(),
      archived: new Set<string>(),
      referents: new Referents(),
      doublons: opts.accepterDoublons,
      onTick: opts.onTick,
    };
    const reports: TableReport[] = [];
    const groups = [...new Set(maps.map((m) => m.group))];
    const runGroup = async (tx: Tx, group: string) => {
      await tx.execute(sql`select set_config('ecrin.audit_off', 'on', true)`);
      ctx.referents.clear();
      const inGroup = maps.filter((x) => x.group === group);
      const written = inGroup.map((m) => m.table);
      await chargementHistorique(tx, written, async () => {
        const restaurer = await reporterIndexEtCles(tx, await premiereCharge(conn, tx, inGroup));
        for (const m of inGroup) {
          const t = await importTable({ ...ctx, tx } satisfies ImportContext, m).catch((e: unknown) => {
            throw e instanceof ImportError ? e : new ImportError(m.old, null, (e as Error).message);
          });
          opts.onProgress?.(
            `${t.old} → ${t.table} : ${t.read} lus, ${t.inserted} insérés, ${t.updated} mis à jour, ${t.unchanged} inchangés, ${t.skipped.length} ignorés, ${t.adjusted.length} ajustés (${rate(t.read, t.seconds)} lignes/s)`,
          );
          reports.push(t);
        }
        for (const q of restaurer) await tx.execute(q);
      });
      for (const a of APRES_CHARGEMENT) if (written.includes(a.table)) await tx.execute(a.sql);
    };
    try {
      await runGroups(db, groups, runGroup, opts.dryRun === true);
    } catch (e) {
      // The report so far is printed even on failure.
      if (e instanceof ImportError)
        e.report = {
          dryRun: opts.dryRun === true,
          unread: old.unread(maps),
          tables: reports,
          reconciliation: [],
        };
      throw e;
    }
    const reconciliation = opts.dryRun
      ? []
      : await reconcile(conn, db, maps, reports, ctx.archived, old, ctx.remap);
    return { dryRun: opts.dryRun === true, unread: old.unread(maps), tables: reports, reconciliation };
  } finally {
    await conn.end();
  }
}

/** Old keys present more than once, in every table: refused, all listed, unless --accepter-doublons. */
async function refuseDuplicateKeys(conn: mysql.Connection, old: OldSchema, maps: TableMap[]): Promise<void> {
  const found: string[] = [];
  for (const m of maps) {
    const key = conn.escapeId(old.name(m.old, m.key.from));
    const [rows] = (await conn.query({
      sql: `select ${key} from ${conn.escapeId(m.old)} group by ${key} having count(*) > 1 order by ${key}`,
      rowsAsArray: true,
    })) as unknown as [unknown[][]];
    if (rows.length) found.push(`${m.old} (ancien id ${rows.map((r) => String(r[0])).join(", ")})`);
  }
  if (found.length)
    throw new ImportError(
      "ancienne base",
      null,
      `clés en double : ${found.join(" ; ")} ; relancer avec --accepter-doublons premier (ou dernier) pour garder la première (ou la dernière) ligne de chaque clé`,
    );
}

/**
 * The group's Écrin tables a load fills: those holding fewer rows than their old table brings (a first
 * load; a --merge re-run onto a full table keeps its indexes and keys, which would cost more to rebuild).
 */
async function premiereCharge(conn: mysql.Connection, tx: Tx, maps: TableMap[]): Promise<string[]> {
  const out: string[] = [];
  for (const m of maps) {
    const [[o]] = (await conn.query({
      sql: `select count(*) from ${conn.escapeId(m.old)}`,
      rowsAsArray: true,
    })) as unknown as [unknown[][]];
    const n = rowsOf(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(m.table)}`))[0];
    if (Number(o?.[0] ?? 0) > Number(n?.n ?? 0)) out.push(m.table);
  }
  return out;
}

/** Every group: one transaction each, or all in one rolled-back transaction for a dry run. */
async function runGroups(
  db: Db,
  groups: string[],
  runGroup: (tx: Tx, group: string) => Promise<void>,
  dryRun: boolean,
): Promise<void> {
  if (dryRun) {
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
}
