import { describe, expect, it } from "vitest";
import {
  addDays,
  addWorkingDays,
  defaultDeliveryDate,
  dueDate,
  endOfMonth,
  isoWeek,
  isoWeekday,
  isoWeekYear,
  isValidIsoDate,
  isWeekend,
  mondayOf,
  mondayOfIsoWeek,
  nextFriday,
  nextWorkingDay,
  startOfMonth,
  startOfYear,
  toIsoDate,
} from "./dates.ts";

/** An independent check of the calendar: the weekday of a date through Date.UTC (0 = Sunday). */
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

describe("isValidIsoDate", () => {
  it.each([
    ["2026-11-21", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-02-31", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["21/11/2026", false],
    ["", false],
    ["2026-00-10", false],
    ["2026-03-00", false],
    ["2026-04-31", false],
    ["x2026-11-21", false],
    ["2026-11-21x", false],
    // Date.UTC reads years 0-99 as 1900-1999: such a year is refused; 100 is the first one read.
    ["0099-12-31", false],
    ["0100-01-01", true],
  ])("%s -> %s", (iso, valid) => {
    expect(isValidIsoDate(iso)).toBe(valid);
  });
});

describe("addDays", () => {
  it.each([
    ["2026-11-21", 15, "2026-12-06"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
    // across the daylight-saving changes of Europe/Paris
    ["2026-03-28", 2, "2026-03-30"],
    ["2026-10-24", 2, "2026-10-26"],
  ])("%s + %i = %s", (iso, n, expected) => {
    expect(addDays(iso, n)).toBe(expected);
  });

  it("refuses an invalid date", () => {
    expect(() => addDays("2026-02-31", 1)).toThrow(new RangeError('Invalid ISO date: "2026-02-31"'));
  });

  it("writes a year before 1000 on 4 digits", () => {
    expect(addDays("0999-12-31", 1)).toBe("1000-01-01");
    expect(addDays("0998-01-01", 1)).toBe("0998-01-02");
    const an999 = new Date(0);
    an999.setFullYear(999, 0, 2);
    an999.setHours(12, 0, 0, 0);
    expect(toIsoDate(an999)).toBe("0999-01-02");
  });
});

describe("weekdays", () => {
  it("numbers them 1 = Monday to 7 = Sunday", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-27")).toBe(5);
    expect(isoWeekday("2026-11-21")).toBe(6);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(utcDay("2026-11-22")).toBe(0);
  });

  it("knows the weekend", () => {
    expect(isWeekend("2026-11-21")).toBe(true);
    expect(isWeekend("2026-11-22")).toBe(true);
    expect(isWeekend("2026-11-23")).toBe(false);
  });

  it.each([
    ["2026-11-20", 1, "2026-11-23"], // Friday + 1 -> Monday
    ["2026-11-21", 1, "2026-11-23"], // Saturday + 1 -> Monday
    ["2026-11-23", 5, "2026-11-30"],
    ["2026-11-23", 0, "2026-11-23"],
    ["2026-11-23", -1, "2026-11-20"],
    ["2026-11-20", 15, "2026-12-11"],
  ])("addWorkingDays(%s, %i) = %s", (iso, n, expected) => {
    expect(addWorkingDays(iso, n)).toBe(expected);
  });

  it("nextWorkingDay moves a weekend to Monday", () => {
    expect(nextWorkingDay("2026-11-21")).toBe("2026-11-23");
    expect(nextWorkingDay("2026-11-22")).toBe("2026-11-23");
    expect(nextWorkingDay("2026-11-24")).toBe("2026-11-24");
  });
});

describe("defaultDeliveryDate: today + 15 days, moved to Monday from a weekend", () => {
  it.each([
    // 2026-12-06 is a Sunday
    ["2026-11-21", "2026-12-07"],
    // 2026-12-05 is a Saturday
    ["2026-11-20", "2026-12-07"],
    // 2026-12-04 is a Friday
    ["2026-11-19", "2026-12-04"],
    ["2026-11-23", "2026-12-08"],
  ])("%s -> %s", (today, expected) => {
    expect(defaultDeliveryDate(today)).toBe(expected);
    expect([0, 6]).not.toContain(utcDay(expected));
  });

  it("the calendar agrees: 2026-12-06 is a Sunday", () => {
    expect(utcDay("2026-12-06")).toBe(0);
  });
});

describe("months and years", () => {
  it.each([
    ["2026-11-21", "2026-11-30"],
    ["2026-12-01", "2026-12-31"],
    ["2026-02-10", "2026-02-28"],
    ["2024-02-10", "2024-02-29"],
    ["2026-01-31", "2026-01-31"],
  ])("endOfMonth(%s) = %s", (iso, expected) => {
    expect(endOfMonth(iso)).toBe(expected);
  });

  it.each([
    ["2026-11-21", 30, "2026-12-31"],
    ["2026-01-31", 30, "2026-03-31"],
    ["2026-11-21", 0, "2026-11-30"],
    ["2026-11-21", 60, "2027-01-31"],
    ["2026-12-15", 45, "2027-01-31"],
  ])("dueDate(%s, %i) = %s", (today, term, expected) => {
    expect(dueDate(today, term)).toBe(expected);
  });

  it("startOfYear and startOfMonth", () => {
    expect(startOfYear("2026-11-21")).toBe("2026-01-01");
    expect(startOfMonth("2026-11-21")).toBe("2026-11-01");
    expect(() => startOfYear("2026-02-30")).toThrow(RangeError);
  });

  it("toIsoDate reads the local calendar date", () => {
    expect(toIsoDate(new Date(2026, 10, 21, 23, 59))).toBe("2026-11-21");
    expect(toIsoDate(new Date(2026, 0, 1, 0, 0))).toBe("2026-01-01");
  });
});

describe("nextFriday", () => {
  it.each([
    ["2026-11-20", "2026-11-20"], // Friday itself
    ["2026-11-21", "2026-11-27"], // Saturday
    ["2026-11-22", "2026-11-27"], // Sunday
    ["2026-11-23", "2026-11-27"], // Monday
    ["2026-12-31", "2027-01-01"], // Thursday
  ])("%s -> %s", (iso, expected) => {
    expect(nextFriday(iso)).toBe(expected);
    expect(utcDay(expected)).toBe(5);
  });
});

describe("ISO weeks", () => {
  it.each([
    ["2026-01-01", 1, 2026],
    ["2025-12-29", 1, 2026],
    ["2026-11-21", 47, 2026],
    ["2026-12-31", 53, 2026],
    ["2027-01-01", 53, 2026],
    ["2027-01-04", 1, 2027],
    ["2021-01-03", 53, 2020],
    ["2024-12-30", 1, 2025],
  ])("%s is week %i of %i", (iso, week, year) => {
    expect(isoWeek(iso)).toBe(week);
    expect(isoWeekYear(iso)).toBe(year);
  });

  it.each([
    [2026, 1, "2025-12-29"],
    [2026, 47, "2026-11-16"],
    [2026, 53, "2026-12-28"],
    [2025, 1, "2024-12-30"],
    [2027, 1, "2027-01-04"],
    // A year before 1000: its 4 January written "0999-01-04".
    [999, 1, "0998-12-31"],
  ])("mondayOfIsoWeek(%i, %i) = %s", (year, week, expected) => {
    expect(mondayOfIsoWeek(year, week)).toBe(expected);
    expect(isoWeek(expected)).toBe(week);
    expect(utcDay(expected)).toBe(1);
  });

  it.each([
    [2025, 53, "Year 2025 has no week 53"],
    [2026, 0, "Invalid ISO week: 2026-W0"],
    [2026, 54, "Invalid ISO week: 2026-W54"],
    [2026, 1.5, "Invalid ISO week: 2026-W1.5"],
    [2026.5, 1, "Invalid ISO week: 2026.5-W1"],
  ])("refuses %s week %s: %s", (year, week, message) => {
    expect(() => mondayOfIsoWeek(year, week)).toThrow(new RangeError(message));
  });

  it("mondayOf gives the Monday of the week", () => {
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
  });
});
