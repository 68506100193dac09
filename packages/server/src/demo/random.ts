/**
 * Seeded random source of the demo generator: the same seed gives the same data, on any machine.
 * Money and weights are drawn as integers (cents, milligrams) and written as decimal strings, so no
 * binary float noise ever reaches a numeric column.
 */

/** mulberry32: a small, fast 32-bit generator; plenty for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream for one area: changing how one area draws does not shift the others. */
  static forArea(seed: number, area: string): Random {
    let h = seed >>> 0;
    for (let i = 0; i < area.length; i++) h = Math.imul(h ^ area.charCodeAt(i), 0x01000193) >>> 0;
    return new Random(h);
  }

  /** In [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick: empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [v, w] of items) {
      r -= w;
      if (r < 0) return v;
    }
    return items[items.length - 1]![0];
  }

  /** Integer around `mean` (triangular-ish: the mean of two draws), clamped to [min, max]. */
  around(mean: number, spread: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const v = Math.round(mean + (this.next() + this.next() - 1) * spread);
    return Math.min(max, Math.max(min, v));
  }

  /** A decimal string with `places` decimals drawn between two integers of hundredths etc. */
  decimal(minUnits: number, maxUnits: number, places: number): string {
    return units(this.int(minUnits, maxUnits), places);
  }
}

/** Integer units to a decimal string: units(12345, 2) = "123.45", units(-5, 3) = "-0.005". */
export function units(n: number, places: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`units: not a safe integer: ${n}`);
  if (places === 0) return String(n);
  const neg = n < 0;
  const s = String(Math.abs(n)).padStart(places + 1, "0");
  return `${neg ? "-" : ""}${s.slice(0, -places)}.${s.slice(-places)}`;
}

/** Cents to euros: 12345 -> "123.45". */
export const cents = (n: number): string => units(n, 2);
/** Thousandths (milligrams to grams, or mg with 3 decimals): 12345 -> "12.345". */
export const milli = (n: number): string => units(n, 3);

// Dates are whole days counted from 1970-01-01 (UTC): arithmetic on integers, written as YYYY-MM-DD.

const DAY_MS = 86_400_000;

export function dayOf(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}

export function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(day: number): number {
  return (day + 4) % 7;
}

/** Moves a Saturday or Sunday to the next Monday. */
export function workday(day: number): number {
  const w = weekday(day);
  return w === 6 ? day + 2 : w === 0 ? day + 1 : day;
}

/** Adds working days (Monday to Friday). */
export function addWorkdays(day: number, n: number): number {
  let d = workday(day);
  for (let i = 0; i < n; i++) d = workday(d + 1);
  return d;
}

/** Last day of the month of `day`. */
export function endOfMonth(day: number): number {
  const d = new Date(day * DAY_MS);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) / DAY_MS);
}
