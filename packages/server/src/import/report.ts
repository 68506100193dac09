import { listCsv } from "@ecrin/domain";
import type { Genre } from "./types.ts";

/** An old row not imported, with why. */
export interface Skipped {
  id: string;
  kind: Genre;
  reason: string;
}

/** A value of an old row converted by a decision (the column, what was done). */
export interface Adjusted {
  id: string;
  kind: Genre;
  column: string;
  change: string;
}

export interface TableReport {
  old: string;
  table: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: Skipped[];
  adjusted: Adjusted[];
  /** Keys of Écrin's own rows in the table (present before, meant by no old row): not counted as gaps. */
  own: string[];
  /** Time spent on the table (reading, converting, writing). */
  seconds: number;
  /** Where that time went, in seconds (the speed tool prints it): the old base, conversions, references, writes. */
  profil?: { lecture: number; conversion: number; references: number; ecriture: number };
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
  /** Old columns of the imported tables the import does not read ("table.colonne"), for the office to check. */
  unread: string[];
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

/**
 * A refusal or a failed group: named table, old id and reason; the group was rolled back. `report` holds
 * what was read until then (printed even on failure).
 */
export class ImportError extends Error {
  report: ImportReport | null = null;
  constructor(
    readonly table: string,
    readonly oldId: string | null,
    reason: string,
  ) {
    super(`${table}${oldId === null ? "" : ` (ancien id ${oldId})`} : ${reason}`);
  }
}

const GENRES: Record<Genre, string> = {
  date_zero: "date obligatoire vide ou zéro",
  vide_obligatoire: "valeur obligatoire vide",
  negatif: "valeur négative (correction)",
  reference_inconnue: "référence inconnue",
  doublon: "doublon",
  doublon_cle: "clé ancienne en double",
  parties: "mouvement sans partie ou à deux parties",
  cycle: "cycle de parents",
  texte_coupe: "texte trop long",
  caractere_nul: "caractère NUL",
  arrondi: "arrondi",
  correction: "correction",
  refus_ecrin: "refusé par Écrin",
  archive: "référence supprimée, reconstruite archivée",
  mojibake: "texte UTF-8 lu en latin1 (réparé)",
  meme_sens: "liste de référence : même sens qu'une ligne d'Écrin",
};

interface LigneRapport {
  genre: string;
  table: string;
  id: string;
  colonne: string;
  decision: string;
}

/**
 * Every problem of every table, one line each (kind, old table, old id, column, what was read and what
 * is done), as a CSV file a spreadsheet opens (';', UTF-8 with BOM, CRLF: the CSV writer of the lists).
 */
export function reportCsv(r: ImportReport): string {
  const lignes: LigneRapport[] = [];
  for (const t of r.tables) {
    for (const s of t.skipped)
      lignes.push({
        genre: GENRES[s.kind],
        table: t.old,
        id: s.id,
        colonne: "",
        decision: `ligne non importée : ${s.reason}`,
      });
    for (const a of t.adjusted)
      lignes.push({ genre: GENRES[a.kind], table: t.old, id: a.id, colonne: a.column, decision: a.change });
  }
  return listCsv<LigneRapport>(
    [
      { key: "genre", label: "Genre", kind: "text" },
      { key: "table", label: "Table ancienne", kind: "text" },
      { key: "id", label: "Ancien id", kind: "text" },
      { key: "colonne", label: "Colonne", kind: "text" },
      { key: "decision", label: "Valeur lue et décision", kind: "text" },
    ],
    lignes,
  );
}

/** A row changed after its page's upsert (a self-reference written late): counted updated once. */
export function countUpdate(report: TableReport, touched: Set<string>, k: string): void {
  if (touched.has(k)) return;
  touched.add(k);
  report.updated++;
  report.unchanged--;
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
  if (r.unread.length) lines.push(`Colonnes de l'ancienne base non reprises : ${r.unread.join(", ")}`);
  lines.push("table | lus | insérés | mis à jour | inchangés | ignorés | ajustés | lignes/s");
  for (const t of r.tables)
    lines.push(
      `${t.old} → ${t.table} | ${t.read} | ${t.inserted} | ${t.updated} | ${t.unchanged} | ${t.skipped.length} | ${t.adjusted.length} | ${rate(t.read, t.seconds)}`,
    );
  for (const t of r.tables)
    for (const a of t.adjusted)
      lines.push(`  ajusté (${GENRES[a.kind]}) ${t.old} #${a.id} ${a.column} : ${a.change}`);
  for (const t of r.tables)
    for (const s of t.skipped) lines.push(`  ignoré (${GENRES[s.kind]}) ${t.old} #${s.id} : ${s.reason}`);
  if (r.reconciliation.length) {
    lines.push("Rapprochement : table | mesure | ancienne base | Écrin | écart");
    for (const c of r.reconciliation)
      lines.push(
        `${c.table} | ${c.measure} | ${c.old} | ${c.ecrin} | ${c.old === c.ecrin ? "=" : (c.explained ?? "ÉCART")}`,
      );
  }
  return lines.join("\n");
}
