import DecimalJs from "decimal.js";

/**
 * Exact decimal arithmetic for money and weights. Amounts travel as decimal strings ("12.30", the way
 * PostgreSQL NUMERIC comes back); every operation here works on decimal digits, never on binary floats.
 */
export type Decimal = DecimalJs;

/** Numbers are accepted for literal constants only (coefficients, 100, 0.9): they go through String(). */
export type DecimalInput = string | number | Decimal;

/**
 * A private constructor: 40 significant digits (the library default of 20 would silently round products
 * of large amounts) and half-up as the default rounding.
 */
const D = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Converts to a Decimal; throws on anything that is not a finite decimal (NaN, "abc", "1,5", hex). */
export function dec(x: DecimalInput): Decimal {
  let d: Decimal;
  if (typeof x === "string") {
    const s = x.trim();
    if (!PLAIN_DECIMAL.test(s)) throw new RangeError(`Not a decimal: "${x}"`);
    d = new D(s);
  } else if (typeof x === "number") {
    if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
    d = new D(String(x));
  } else {
    d = new D(x);
  }
  if (!d.isFinite()) throw new RangeError(`Not a finite decimal: ${String(x)}`);
  return d;
}

export function add(...xs: DecimalInput[]): Decimal {
  return xs.reduce<Decimal>((acc, x) => acc.plus(dec(x)), new D(0));
}

export function sub(a: DecimalInput, b: DecimalInput): Decimal {
  return dec(a).minus(dec(b));
}

export function mul(...xs: DecimalInput[]): Decimal {
  return xs.reduce<Decimal>((acc, x) => acc.times(dec(x)), new D(1));
}

/** Division keeps 40 significant digits; dividing by zero throws rather than yielding Infinity. */
export function div(a: DecimalInput, b: DecimalInput): Decimal {
  const divisor = dec(b);
  if (divisor.isZero()) throw new RangeError("Division by zero");
  return dec(a).dividedBy(divisor);
}

export function sum(xs: Iterable<DecimalInput>): Decimal {
  return add(...xs);
}

/** Nearest, ties away from zero: 1.005 -> 1.01, 2.675 -> 2.68, -1.005 -> -1.01. */
export function roundHalfUp(x: DecimalInput, places = 2): Decimal {
  return dec(x).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP);
}

/**
 * "Rounded up" of the spec: ceiling toward +infinity at `places` decimals. A value already at that
 * precision is unchanged (12.3 -> 12.30), anything beyond moves up (12.301 -> 12.31; -12.301 -> -12.30).
 */
export function roundUp(x: DecimalInput, places = 2): Decimal {
  return dec(x).toDecimalPlaces(places, DecimalJs.ROUND_CEIL);
}

/** Ceiling to a multiple of `step` ("prices rounded up to the next 10"): 1231 -> 1240, 1240 -> 1240. */
export function roundUpTo(x: DecimalInput, step: DecimalInput): Decimal {
  const s = dec(step);
  if (s.lte(0)) throw new RangeError("roundUpTo: step must be positive");
  return dec(x).dividedBy(s).ceil().times(s);
}

/**
 * `Math.round` of the spec (margin %, productivity) done exactly, ties away from zero:
 * 12.5 -> 13, -12.5 -> -13 (Math.round would give -12).
 */
export function roundHalfUpInt(x: DecimalInput): number {
  return toSafeInteger(dec(x).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP));
}

/**
 * Integer cents, half-up (1.005 -> 101). A plain number is safe: cents stay exact up to 2^53
 * (about 90 000 billion euros); beyond that it throws instead of losing precision.
 */
export function toCents(x: DecimalInput): number {
  return toSafeInteger(dec(x).times(100).toDecimalPlaces(0, DecimalJs.ROUND_HALF_UP));
}

/** 1230 -> "12.30". */
export function fromCents(cents: number | bigint): string {
  if (typeof cents === "number" && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Cents must be a safe integer: ${cents}`);
  }
  return toDecimalString(new D(cents.toString()).dividedBy(100), 2);
}

/** Canonical string with exactly 2 decimals, half-up: "12.3" -> "12.30". */
export function toFixed2(x: DecimalInput): string {
  return toDecimalString(x, 2);
}

/** A plain decimal string ("-12.3", "0", "45."), no leading zero, no sign "+", no space: its digits as they are. */
const CHIFFRES_SIMPLES = /^(-?)(0|[1-9]\d*)(?:\.(\d*))?$/;

/** A Decimal of this module or of decimal.js (every constructor decimal.js clones shares one prototype). */
export function isDecimal(v: unknown): v is Decimal {
  return v instanceof DecimalJs;
}

/** The value's own decimals, as written: "12.30" keeps 2 (decimal.js would say 1), 2.5 has 1. */
export function decimalesPropres(x: DecimalInput): number {
  return typeof x === "string" ? (x.trim().split(".")[1]?.length ?? 0) : dec(x).decimalPlaces();
}

/** Plain (never exponent) string with exactly `places` decimals, half-up; never "-0.00". */
export function toDecimalString(x: DecimalInput, places: number): string {
  // A string with no more decimals than asked (every amount PostgreSQL sends) needs no rounding:
  // its digits padded with zeros, without decimal.js (a year's statement formats 4,000 of them).
  const m =
    typeof x === "string" && Number.isInteger(places) && places >= 0 ? CHIFFRES_SIMPLES.exec(x) : null;
  if (m && (m[3] ?? "").length <= places) {
    const [, signe, entier, fraction = ""] = m;
    const decimales = fraction.padEnd(places, "0");
    const zero = entier === "0" && !/[1-9]/.test(decimales);
    return `${zero ? "" : signe}${entier}${places > 0 ? `.${decimales}` : ""}`;
  }
  const rounded = dec(x).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(places);
}

/** Spaces a person or Intl may use as thousands separators: space, no-break space, narrow no-break space. */
const GROUPED = /^(\d{1,3}([ \u00a0\u202f]\d{3})+|\d+)?([.,]\d+)?$/;

/**
 * Reads a number typed the French way or the English way: "1 234,56", "1234.56", "12,3", " 7 ".
 * Thousands separators must group by three; one decimal mark at most. Anything else gives null.
 */
export function parseDecimalFr(text: string | null | undefined): Decimal | null {
  if (text == null) return null;
  let s = text.trim().replace("\u2212", "-");
  let sign = "";
  if (s.startsWith("-") || s.startsWith("+")) {
    sign = s[0] === "-" ? "-" : "";
    s = s.slice(1);
  }
  const m = GROUPED.exec(s);
  if (!m || s === "" || (m[1] === undefined && m[3] === undefined)) return null;
  const digits = `${sign}${(m[1] ?? "0").replace(/[ \u00a0\u202f]/g, "")}${(m[3] ?? "").replace(",", ".")}`;
  return dec(digits);
}

export function cmp(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return dec(a).comparedTo(dec(b)) as -1 | 0 | 1;
}

export function isZero(x: DecimalInput): boolean {
  return dec(x).isZero();
}

export function eq(a: DecimalInput, b: DecimalInput): boolean {
  return cmp(a, b) === 0;
}

export function gt(a: DecimalInput, b: DecimalInput): boolean {
  return cmp(a, b) > 0;
}

export function gte(a: DecimalInput, b: DecimalInput): boolean {
  return cmp(a, b) >= 0;
}

export function lt(a: DecimalInput, b: DecimalInput): boolean {
  return cmp(a, b) < 0;
}

export function lte(a: DecimalInput, b: DecimalInput): boolean {
  return cmp(a, b) <= 0;
}

function toSafeInteger(d: Decimal): number {
  const n = d.toNumber();
  if (!Number.isSafeInteger(n)) throw new RangeError(`Integer out of safe range: ${d.toFixed()}`);
  return n === 0 ? 0 : n;
}
