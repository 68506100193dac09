import { decimalesPropres, isDecimal, toDecimalString } from "./decimal.ts";
import { formatDate, formatDateTime } from "./format.ts";
import { bornerTexte } from "./texte-borne.ts";

/**
 * CSV for French spreadsheets (spec 01 section 9, spec 02): ';' separator, CRLF line ends, a UTF-8
 * byte-order mark so Excel reads the accents, decimals with a comma. A text cell is never read as a
 * formula (see neutraliserFormule) and never longer than TEXTE_AFFICHE_MAX characters.
 */

export const CSV_BOM = "\ufeff";
export const CSV_SEPARATOR = ";";
export const CSV_EOL = "\r\n";

export type CsvKind = "text" | "decimal" | "date" | "datetime";

export interface CsvColumn<T> {
  /** The row field read when there is no `format`. */
  key: string;
  header: string;
  /** "decimal": "12.30" -> "12,30"; "date": dd/mm/yyyy; "datetime": dd/mm/yyyy hh:mm. Default "text". */
  kind?: CsvKind;
  /** For "decimal": fixed decimals, half-up. Without it the value's own digits are kept. */
  places?: number;
  /** The cell text, written as text (quoted, neutralised); overrides `key` and `kind`. */
  format?: (row: T) => string;
  /** The value written by `kind` instead of the row's `key` field (a unit converted, a code's label). */
  value?: (row: T) => unknown;
}

function decimalCell(v: unknown, places: number | undefined): string {
  if (typeof v !== "string" && typeof v !== "number" && !isDecimal(v)) {
    throw new TypeError(`CSV decimal column holds a non-decimal value: ${String(v)}`);
  }
  // Without `places`, a string keeps its own scale ("12.30" -> "12,30", not "12,3").
  return toDecimalString(v, places ?? decimalesPropres(v)).replace(".", ",");
}

/**
 * OWASP's rule against CSV injection: a text cell starting with = + - @, a tab or a carriage return
 * would be run by a spreadsheet as a formula (=HYPERLINK(...)); it is prefixed with a quote, which the
 * spreadsheet shows as text. Numbers and dates are written by us and never prefixed ("-12,50" stays
 * a number).
 */
export function neutraliserFormule(texte: string): string {
  return /^[=+\-@\t\r]/.test(texte) ? `'${texte}` : texte;
}

/** A text cell as written: bounded, then neutralised. */
const texteSur = (texte: string) => neutraliserFormule(bornerTexte(texte));

function cellText<T>(column: CsvColumn<T>, row: T): string {
  if (column.format) return texteSur(column.format(row));
  const v = column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (v == null || v === "") return "";
  switch (column.kind ?? "text") {
    case "decimal":
      return decimalCell(v, column.places);
    case "date":
      return formatDate(v as Date | string);
    case "datetime":
      return formatDateTime(v as Date | string);
    case "text":
      return v instanceof Date ? formatDate(v) : texteSur(String(v));
  }
}

/** Quotes a field holding ; " CR or LF, doubling inner quotes. */
export function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: BOM, header line, one line per row, each line ended by CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((c) => csvField(texteSur(c.header))).join(CSV_SEPARATOR)];
  for (const row of rows) {
    lines.push(columns.map((c) => csvField(cellText(c, row))).join(CSV_SEPARATOR));
  }
  return CSV_BOM + lines.map((l) => l + CSV_EOL).join("");
}
