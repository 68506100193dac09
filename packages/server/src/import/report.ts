export interface TableReport {
  old: string;
  table: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: { id: string; reason: string }[];
  adjusted: { id: string; column: string; change: string }[];
  /** Time spent on the table (reading, converting, writing). */
  seconds: number;
}

export interface Reconciliation {
  table: string;
  /** "nombre", "<column> <year>" for sums of money columns per year, or a check's measure and key. */
  measure: string;
  old: string;
  ecrin: string;
  /** Why the two differ, when the report explains it (rows skipped with their reason). */
  explained?: string;
}

export interface ImportReport {
  dryRun: boolean;
  tables: TableReport[];
  reconciliation: Reconciliation[];
}

/** Where a table stands, after each page. */
export interface ImportProgress {
  old: string;
  table: string;
  done: number;
  total: number;
  seconds: number;
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

export function rowsOf(r: unknown): Record<string, unknown>[] {
  return (r as { rows: Record<string, unknown>[] }).rows;
}

/** Rows per second, rounded. */
export function rate(rows: number, seconds: number): number {
  return seconds > 0 ? Math.round(rows / seconds) : rows;
}

/** The report as terminal tables. */
export function formatReport(r: ImportReport): string {
  const lines: string[] = [];
  lines.push(r.dryRun ? "Essai (--dry-run) : rien n'a été écrit." : "Import terminé.");
  lines.push("table | lus | insérés | mis à jour | inchangés | ignorés | ajustés | lignes/s");
  for (const t of r.tables)
    lines.push(
      `${t.old} → ${t.table} | ${t.read} | ${t.inserted} | ${t.updated} | ${t.unchanged} | ${t.skipped.length} | ${t.adjusted.length} | ${rate(t.read, t.seconds)}`,
    );
  for (const t of r.tables)
    for (const a of t.adjusted) lines.push(`  ajusté ${t.old} #${a.id} ${a.column} : ${a.change}`);
  for (const t of r.tables) for (const s of t.skipped) lines.push(`  ignoré ${t.old} #${s.id} : ${s.reason}`);
  if (r.reconciliation.length) {
    lines.push("Rapprochement : table | mesure | ancienne base | Écrin | écart");
    for (const c of r.reconciliation)
      lines.push(
        `${c.table} | ${c.measure} | ${c.old} | ${c.ecrin} | ${c.old === c.ecrin ? "=" : (c.explained ?? "ÉCART")}`,
      );
  }
  return lines.join("\n");
}
