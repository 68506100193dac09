import { type CsvColumn, toCsv } from "./csv.ts";
import { type DecimalInput, dec, decimalesPropres, isDecimal, toDecimalString } from "./decimal.ts";
import {
  formatCarats,
  formatDate,
  formatDateTime,
  formatEuro,
  formatMinutes,
  formatNumberFr,
  formatPercent,
  formatPoids,
} from "./format.ts";

/**
 * The columns of a server list, declared once in the list's area (`domain/<area>/colonnes.ts`) and read
 * by both ends: the CSV export (server `http/list.ts`) and the screen's table (web `ui/listColumns.ts`).
 * One label, one unit, the same decimals on both. The screen groups thousands and writes the unit
 * ("1 234,56 €", "12,345 g"); the CSV writes the bare French number ("1234,56", "12,345") so that a
 * spreadsheet reads a number; a label that must name the unit for the CSV says it ("Poids (g)").
 */

/** Kinds with a unit. Grams or carats; a row holding milligrams (the catalogue's *Mg fields) shows grams. */
type KindPoids = { kind: "weight"; unit: "g"; storedIn?: "mg" } | { kind: "weight"; unit: "ct" };

type Kind =
  /** As it comes; `labels` names coded values ("standard" -> "Standard"). */
  | { kind: "text"; labels?: Readonly<Record<string, string>> }
  /** A count, right-aligned. */
  | { kind: "integer" }
  /** `places`: fixed decimals, half-up; without it the value's own digits. */
  | { kind: "decimal"; places?: number }
  /** Euros, 2 decimals. */
  | { kind: "money" }
  /** 3 decimals. */
  | KindPoids
  /** A value already in percent (12 means 12 %). */
  | { kind: "percent"; places: number }
  /** Work time in minutes: the CSV keeps the stored 2 decimals, the screen drops useless zeros. */
  | { kind: "minutes" }
  | { kind: "date" }
  | { kind: "datetime" }
  /** A boolean flag: Oui / Non. */
  | { kind: "yesNo" };

export type KindColonne = Kind["kind"];

export type ColonneListe<R = Record<string, unknown>> = {
  /** The row field shown. */
  key: Extract<keyof R, string>;
  /** The French header, on the screen and in the CSV. */
  label: string;
  /** The server's sort key of this column when it is not `key` (the screen sorts on it). */
  sortKey?: string;
} & Kind;

/** A list's columns, in order. */
export type ColonnesListe<R = Record<string, unknown>> = readonly ColonneListe<R>[];

const MG_PAR_GRAMME = 1000;
/** The decimals of the kinds that fix them, in the CSV as on the screen (formatEuro, formatPoids...). */
const DECIMALES = { money: 2, weight: 3, minutes: 2 } as const;

const isBlank = (v: unknown): v is null | undefined | "" => v == null || v === "";

function nombre(v: unknown): DecimalInput {
  if (typeof v === "string" || typeof v === "number" || isDecimal(v)) return v;
  throw new TypeError(`Not a number: ${String(v)}`);
}

function jour(v: unknown): Date | string {
  if (v instanceof Date || typeof v === "string") return v;
  throw new TypeError(`Not a date: ${String(v)}`);
}

export function isNumericColumn(col: { kind: KindColonne }): boolean {
  switch (col.kind) {
    case "integer":
    case "decimal":
    case "money":
    case "weight":
    case "percent":
    case "minutes":
      return true;
    case "text":
    case "date":
    case "datetime":
    case "yesNo":
      return false;
  }
}

/**
 * The value a column shows, in its unit: milligrams become grams (3 decimals), a code its label, a flag
 * Oui or Non. Blank (null, undefined, "") stays as it is.
 */
export function columnValue<R>(col: ColonneListe<R>, row: R): unknown {
  const v = (row as Record<string, unknown>)[col.key];
  if (isBlank(v)) return v;
  switch (col.kind) {
    case "weight":
      return col.unit === "g" && col.storedIn === "mg"
        ? toDecimalString(dec(nombre(v)).dividedBy(MG_PAR_GRAMME), DECIMALES.weight)
        : v;
    case "text":
      return col.labels?.[String(v)] ?? v;
    case "yesNo":
      return v ? "Oui" : "Non";
    default:
      return v;
  }
}

/**
 * The screen text of a value given by `columnValue`: "1 234,56 €", "12,345 g", "0,500 ct", "1,59 %",
 * "45 min", "21/11/2026". Blank shows "". A value that is not of its kind throws (a bug is not shown as data).
 */
export function columnText<R>(col: ColonneListe<R>, value: unknown): string {
  if (isBlank(value)) return "";
  switch (col.kind) {
    case "text":
    case "yesNo":
      return value instanceof Date ? formatDate(value) : String(value);
    case "integer":
      return formatNumberFr(nombre(value), 0);
    case "decimal": {
      const n = nombre(value);
      return formatNumberFr(n, col.places ?? decimalesPropres(n));
    }
    case "money":
      return formatEuro(nombre(value));
    case "weight":
      return col.unit === "ct" ? formatCarats(nombre(value)) : formatPoids(nombre(value));
    case "percent":
      return formatPercent(nombre(value), col.places);
    case "minutes":
      return formatMinutes(nombre(value));
    case "date":
      return formatDate(jour(value));
    case "datetime":
      return formatDateTime(jour(value));
  }
}

/** The column of the CSV builder (`toCsv`): the same label and value, the kind's decimals. */
export function csvColumn<R>(col: ColonneListe<R>): CsvColumn<R> {
  const base = { key: col.key, header: col.label, value: (row: R) => columnValue(col, row) };
  switch (col.kind) {
    case "text":
    case "yesNo":
      return { ...base, kind: "text" };
    case "integer":
      // A number, not text: a negative count is written as such, never taken for a formula.
      return { ...base, kind: "decimal", places: 0 };
    case "decimal":
    case "percent":
      return { ...base, kind: "decimal", places: col.places };
    case "money":
    case "weight":
    case "minutes":
      return { ...base, kind: "decimal", places: DECIMALES[col.kind] };
    case "date":
    case "datetime":
      return { ...base, kind: col.kind };
  }
}

/** The CSV file of a list (see csv.ts: BOM, ';', CRLF, French decimals). */
export function listCsv<R>(columns: ColonnesListe<R>, rows: Iterable<R>): string {
  return toCsv(columns.map(csvColumn), rows);
}
