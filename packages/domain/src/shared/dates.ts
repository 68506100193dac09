/**
 * Calendar dates as ISO "yyyy-mm-dd" strings. Arithmetic runs on UTC midnights, so no time zone or
 * daylight-saving change can move a date by a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** 1 = Monday ... 7 = Sunday (ISO 8601). */
type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export function isValidIsoDate(iso: string): boolean {
  const m = ISO_DATE.exec(iso);
  if (!m) return false;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  // A day or month out of range moves the date (02-31 is 03-03), and Date.UTC reads years 0-99 as
  // 1900-1999: either way the date written back differs, and the text is refused.
  return fromUtc(new Date(Date.UTC(y, mo - 1, d))) === iso;
}

function assertIsoDate(iso: string): void {
  if (!isValidIsoDate(iso)) throw new RangeError(`Invalid ISO date: "${iso}"`);
}

function toUtc(iso: string): Date {
  assertIsoDate(iso);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC maps years 0-99 to 1900-1999.
  t.setUTCFullYear(y);
  return t;
}

function fromUtc(t: Date): string {
  const y = String(t.getUTCFullYear()).padStart(4, "0");
  const m = String(t.getUTCMonth() + 1).padStart(2, "0");
  const d = String(t.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** The calendar date of a Date in the process's local zone (e.g. today in the browser). */
export function toIsoDate(d: Date): string {
  const y = String(d.getFullYear()).padStart(4, "0");
  const m = String(d.getMonth() + 1).padStart(2, "0");
  const day = String(d.getDate()).padStart(2, "0");
  return `${y}-${m}-${day}`;
}

export function addDays(iso: string, n: number): string {
  return fromUtc(new Date(toUtc(iso).getTime() + n * DAY_MS));
}

export function isoWeekday(iso: string): IsoWeekday {
  const day = toUtc(iso).getUTCDay();
  return (day === 0 ? 7 : day) as IsoWeekday;
}

export function isWeekend(iso: string): boolean {
  return isoWeekday(iso) >= 6;
}

/** Moves `n` working days (Monday to Friday) forward, or backward when n < 0; n = 0 returns `iso`. */
export function addWorkingDays(iso: string, n: number): string {
  let out = iso;
  const step = Math.sign(n);
  for (let left = Math.abs(n); left > 0; ) {
    out = addDays(out, step);
    if (!isWeekend(out)) left--;
  }
  return out;
}

/** The date itself on a working day, else the following Monday. */
export function nextWorkingDay(iso: string): string {
  let out = iso;
  while (isWeekend(out)) out = addDays(out, 1);
  return out;
}

/**
 * Spec 01 section 9: "15 days ahead, skipping weekends". Read as 15 calendar days, then moved to the
 * following Monday when that day is a Saturday or a Sunday (the delivery must fall on a working day).
 */
export function defaultDeliveryDate(todayIso: string): string {
  return nextWorkingDay(addDays(todayIso, 15));
}

export function endOfMonth(iso: string): string {
  const t = toUtc(iso);
  t.setUTCMonth(t.getUTCMonth() + 1, 0);
  return fromUtc(t);
}

/** Spec 01 section 9: the end of the month of (today + term in days). */
export function dueDate(todayIso: string, termDays: number): string {
  return endOfMonth(addDays(todayIso, termDays));
}

/** The weekly delivery day: the date itself when it is a Friday, else the coming Friday. */
export function nextFriday(iso: string): string {
  return addDays(iso, (5 - isoWeekday(iso) + 7) % 7);
}

export function startOfYear(iso: string): string {
  assertIsoDate(iso);
  return `${iso.slice(0, 4)}-01-01`;
}

export function startOfMonth(iso: string): string {
  assertIsoDate(iso);
  return `${iso.slice(0, 7)}-01`;
}

/** The Monday of the week holding `iso`. */
export function mondayOf(iso: string): string {
  return addDays(iso, 1 - isoWeekday(iso));
}

/** ISO 8601 week: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(iso: string): number {
  const thursday = toUtc(addDays(iso, 4 - isoWeekday(iso)));
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - jan1) / DAY_MS / 7) + 1;
}

/** The year an ISO week belongs to (2027-01-01 is in week 53 of 2026). */
export function isoWeekYear(iso: string): number {
  return toUtc(addDays(iso, 4 - isoWeekday(iso))).getUTCFullYear();
}

/** The Monday of ISO week `week` of `year` (the week picker of spec 03 section 2). */
export function mondayOfIsoWeek(year: number, week: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(week) || week < 1 || week > 53) {
    throw new RangeError(`Invalid ISO week: ${year}-W${week}`);
  }
  const jan4 = `${String(year).padStart(4, "0")}-01-04`;
  const monday = addDays(mondayOf(jan4), (week - 1) * 7);
  if (isoWeekYear(monday) !== year) throw new RangeError(`Year ${year} has no week ${week}`);
  return monday;
}
