import { sql } from "drizzle-orm";
import mysql from "mysql2/promise";
import type { Db } from "../db/connection.ts";
import type { Tx } from "../db/tx.ts";
import { importTable } from "./import-table.ts";
import { MAPPING } from "./mapping/index.ts";
import { reconcile } from "./reconcile.ts";
import {
  ImportError,
  type ImportProgress,
  type ImportReport,
  rate,
  rowsOf,
  type TableReport,
} from "./report.ts";

export type { ImportProgress, ImportReport, Reconciliation, TableReport } from "./report.ts";
export { formatReport, ImportError } from "./report.ts";

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
}

class DryRunRollback extends Error {}

/** Tables whose rows mean the Écrin database holds real (non-demo) work: refusal without --merge. */
const DOCUMENT_TABLES = ["of", "facture", "facture_extensia", "avoir"];

/**
 * The sales projection (analyse_vente, analyse_ca_mois) follows each insert of invoice lines by a statement
 * trigger that joins the new lines to their invoice and OF. Page after page, that join costs more as the
 * tables grow (the import's rate fell from 2 500 to 400 lines/s over the 280 000 lines of the 20-year set).
 * During the load the trigger is disabled in the group's transaction (rolled back with it on error) and the
 * projection is rebuilt once at the end of the group by analyse_vente_reconstruire(): the same rows.
 * ALTER TABLE locks the two line tables (reads too) until the group commits, as a load wants anyway.
 */
const PROJECTION = {
  tables: ["constituant_fact", "constituant_fact_extensia"],
  trigger: "analyse_vente_ins",
  rebuild: sql`select analyse_vente_reconstruire()`,
};

async function setProjection(tx: Tx, tables: string[], on: boolean): Promise<void> {
  for (const t of tables)
    await tx.execute(
      sql`alter table ${sql.identifier(t)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(PROJECTION.trigger)}`,
    );
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
      const cols = [m.key.from, ...m.columns.filter((c) => c.conv.kind !== "const").map((c) => c.from)]
        .map((c) => conn.escapeId(c))
        .join(", ");
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
      const inGroup = maps.filter((x) => x.group === group);
      const projected = PROJECTION.tables.filter((t) => inGroup.some((m) => m.table === t));
      await setProjection(tx, projected, false);
      for (const m of inGroup) {
        const t = await importTable(conn, tx, m, opts.onTick);
        opts.onProgress?.(
          `${t.old} → ${t.table} : ${t.read} lus, ${t.inserted} insérés, ${t.updated} mis à jour, ${t.unchanged} inchangés, ${t.skipped.length} ignorés, ${t.adjusted.length} ajustés (${rate(t.read, t.seconds)} lignes/s)`,
        );
        reports.push(t);
      }
      if (projected.length) {
        await setProjection(tx, projected, true);
        await tx.execute(PROJECTION.rebuild);
      }
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
    const reconciliation = opts.dryRun ? [] : await reconcile(conn, db, maps, reports);
    return { dryRun: opts.dryRun === true, tables: reports, reconciliation };
  } finally {
    await conn.end();
  }
}
