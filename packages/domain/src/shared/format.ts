import { isValidIsoDate } from "./dates.ts";
import { type DecimalInput, dec, toDecimalString } from "./decimal.ts";

/**
 * French display of amounts, weights and dates, the way Intl fr-FR writes them, but built from the
 * decimal digits so that no value goes through a binary float. Blank input (null, undefined, "") shows
 * as ""; anything else that is not a decimal or a date throws, so a bug is not displayed as a value.
 */

/** Narrow no-break space: the thousands separator of fr-FR. */
export const NNBSP = "\u202f";
/** No-break space: between a number and its unit. */
export const NBSP = "\u00a0";

type Blank = null | undefined;

function isBlank(x: unknown): x is Blank | "" {
  return x == null || (typeof x === "string" && x.trim() === "");
}

/** "-1234.5" at 2 places -> "-1 234,50" (half-up, thousands grouped by NNBSP). */
export function formatNumberFr(x: DecimalInput | Blank, places = 2): string {
  if (isBlank(x)) return "";
  // The sign needs no care: \B never matches between "-" and the first digit.
  const [intPart, fracPart] = toDecimalString(x, places).split(".") as [string, string?];
  const grouped = intPart.replace(/\B(?=(\d{3})+$)/g, NNBSP);
  return fracPart === undefined ? grouped : `${grouped},${fracPart}`;
}

function withUnit(x: DecimalInput | Blank, places: number, unit: string): string {
  const n = formatNumberFr(x, places);
  return n === "" ? "" : `${n}${NBSP}${unit}`;
}

/** "1 234,56 €" */
export function formatEuro(x: DecimalInput | Blank): string {
  return withUnit(x, 2, "€");
}

/** "1 234,56 $US" (stock valuation shows metal in dollars). */
export function formatUsd(x: DecimalInput | Blank): string {
  return withUnit(x, 2, "$US");
}

/** Weight in grams, 3 decimals: "12,345 g". */
export function formatPoids(grams: DecimalInput | Blank): string {
  return withUnit(grams, 3, "g");
}

/** "0,123 ct" */
export function formatCarats(x: DecimalInput | Blank): string {
  return withUnit(x, 3, "ct");
}

/** A value already in percent (12 means 12 %): "12 %". */
export function formatPercent(x: DecimalInput | Blank, places = 0): string {
  return withUnit(x, places, "%");
}

/** Work time in minutes, without useless zeros: "45.00" -> "45 min", "12.50" -> "12,5 min". */
export function formatMinutes(minutes: DecimalInput | Blank): string {
  if (isBlank(minutes)) return "";
  const d = dec(minutes);
  return withUnit(d, Math.min(d.decimalPlaces(), 2), "min");
}

export type DateInput = Date | string;

/** Options of the date formatters: an IANA zone for Date values (default: the process's local zone). */
export interface DateFormatOptions {
  timeZone?: string;
}

interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** A date or timestamp written without a zone ("2026-11-21", "2026-11-21 09:05:07"): shown as written. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** A timestamp with a zone ("...Z", "...+01:00"): an instant, shown in the local (or given) zone. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(?:(Z)|([+-]\d{2}):?(\d{2})?)$/;

const pad2 = (n: number) => String(n).padStart(2, "0");

function partsOf(d: DateInput, options: DateFormatOptions): DateParts {
  if (typeof d === "string") {
    const s = d.trim();
    const m = WALL_CLOCK.exec(s);
    if (m) {
      // The date's three groups always match; the time's are optional.
      const [, year, month, day, hour = "00", minute = "00", second = "00"] = m as unknown as [
        string,
        string,
        string,
        string,
        string?,
        string?,
        string?,
      ];
      if (
        !isValidIsoDate(`${year}-${month}-${day}`) ||
        Number(hour) > 23 ||
        Number(minute) > 59 ||
        Number(second) > 59
      ) {
        throw new RangeError(`Invalid date: "${d}"`);
      }
      return { year, month, day, hour, minute, second };
    }
    const z = INSTANT.exec(s);
    if (!z) throw new RangeError(`Invalid date: "${d}"`);
    const [, date, time, utc, zoneHours, zoneMinutes = "00"] = z as unknown as [
      string,
      string,
      string,
      string?,
      string?,
      string?,
    ];
    // PostgreSQL writes "2026-11-21 23:30:00+01": rebuilt in the ISO form every engine parses.
    const instant = new Date(`${date}T${time}${utc ? "Z" : `${zoneHours}:${zoneMinutes}`}`);
    return partsOf(instant, options);
  }
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid date");
  if (options.timeZone === undefined) {
    return {
      year: String(d.getFullYear()).padStart(4, "0"),
      month: pad2(d.getMonth() + 1),
      day: pad2(d.getDate()),
      hour: pad2(d.getHours()),
      minute: pad2(d.getMinutes()),
      second: pad2(d.getSeconds()),
    };
  }
  const fmt = new Intl.DateTimeFormat("en-GB", {
    timeZone: options.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    fmt.formatToParts(d).find((p) => p.type === type)?.value ?? "";
  return {
    year: get("year").padStart(4, "0"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** "21/11/2026" */
export function formatDate(d: DateInput | Blank, options: DateFormatOptions = {}): string {
  if (isBlank(d)) return "";
  const p = partsOf(d, options);
  return `${p.day}/${p.month}/${p.year}`;
}

/** "21/11/2026 09:05" */
export function formatDateTime(d: DateInput | Blank, options: DateFormatOptions = {}): string {
  if (isBlank(d)) return "";
  const p = partsOf(d, options);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** "21-11-2026 à 09:05:07" (login history, spec 03 section 2.12). */
export function formatDateHeure(d: DateInput | Blank, options: DateFormatOptions = {}): string {
  if (isBlank(d)) return "";
  const p = partsOf(d, options);
  return `${p.day}-${p.month}-${p.year} à ${p.hour}:${p.minute}:${p.second}`;
}

/** "21/11/2026" (day and month may have one digit) -> "2026-11-21"; null when not a real date. */
export function parseDateFr(text: string | Blank): string | null {
  if (text == null) return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, day, month, year] = m as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isValidIsoDate(iso) ? iso : null;
}

/**
 * A count and what it counts, French style (issue 28.9): thousands grouped, the word singular for 0 and 1
 * ("1 article", "3 403 articles", "1 098 OF"); `pluriel` defaults to the word with an s.
 */
export function formatCompte(n: number, singulier: string, pluriel = `${singulier}s`): string {
  return `${formatNumberFr(n, 0)} ${Math.abs(n) < 2 ? singulier : pluriel}`;
}
