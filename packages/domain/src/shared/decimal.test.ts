import DecimalJs from "decimal.js";
import { describe, expect, it } from "vitest";
import {
  add,
  cmp,
  dec,
  decimalesPropres,
  div,
  eq,
  fromCents,
  gt,
  gte,
  isDecimal,
  isZero,
  lt,
  lte,
  mul,
  parseDecimalFr,
  roundHalfUp,
  roundHalfUpInt,
  roundUp,
  roundUpTo,
  sub,
  sum,
  toCents,
  toDecimalString,
  toFixed2,
} from "./decimal.ts";

describe("classic float traps are exact", () => {
  it.each([
    ["0.1 + 0.2 = 0.3", () => add("0.1", "0.2"), "0.3"],
    ["1.1 × 1.1 = 1.21", () => mul("1.1", "1.1"), "1.21"],
    ["19.99 × 3 = 59.97", () => mul("19.99", 3), "59.97"],
    ["0.1 ten times = 1", () => sum(Array(10).fill("0.1")), "1"],
    ["0.3 − 0.1 = 0.2", () => sub("0.3", "0.1"), "0.2"],
    ["large values keep precision", () => add("123456789012.345678", "0.000001"), "123456789012.345679"],
    [
      "large products keep precision",
      () => mul("999999999999.99", "999999999999.99"),
      "999999999999980000000000.0001",
    ],
    ["0.3 / 0.1 = 3", () => div("0.3", "0.1"), "3"],
  ])("%s", (_, compute, expected) => {
    expect(compute().toFixed()).toBe(expected);
  });

  it.each([
    ["1.15", 115],
    ["0.07", 7],
    ["4.35", 435],
    ["1.005", 101],
    ["-1.005", -101],
    ["12.3", 1230],
    ["0", 0],
    ["-0.001", 0],
  ])("toCents(%s) = %i", (x, cents) => {
    expect(toCents(x)).toBe(cents);
  });

  it("sum of 0.1 ten times shows as 1.00", () => {
    expect(toFixed2(sum(Array(10).fill("0.1")))).toBe("1.00");
  });
});

describe("roundHalfUp: nearest, ties away from zero", () => {
  it.each([
    ["1.005", 2, "1.01"],
    ["2.675", 2, "2.68"],
    ["-1.005", 2, "-1.01"],
    ["1.004999", 2, "1.00"],
    ["123456789.125", 2, "123456789.13"],
    ["0.5", 0, "1"],
    ["12.3456", 3, "12.346"],
  ])("%s at %i places = %s", (x, places, expected) => {
    expect(toDecimalString(roundHalfUp(x, places), places)).toBe(expected);
  });

  it("defaults to 2 places", () => {
    expect(roundHalfUp("2.675").toFixed()).toBe("2.68");
  });
});

describe("roundUp: ceiling toward +infinity", () => {
  it.each([
    ["12.3", "12.30"],
    ["12.30", "12.30"],
    ["12.301", "12.31"],
    ["12.30000001", "12.31"],
    ["-12.301", "-12.30"],
    ["0", "0.00"],
  ])("%s -> %s", (x, expected) => {
    expect(toFixed2(roundUp(x))).toBe(expected);
  });

  it("0.1 + 0.2 computed exactly rounds up to 0.30", () => {
    expect(toFixed2(roundUp(add("0.1", "0.2")))).toBe("0.30");
  });

  it("takes a number of places", () => {
    expect(roundUp("1.2341", 3).toFixed()).toBe("1.235");
    expect(roundUp("1.2", 0).toFixed()).toBe("2");
  });
});

describe("roundUpTo: next multiple of a step", () => {
  it.each([
    ["1231", "1240"],
    ["1240", "1240"],
    ["1240.01", "1250"],
    ["0", "0"],
  ])("%s -> %s", (x, expected) => {
    expect(roundUpTo(x, 10).toFixed()).toBe(expected);
  });

  it("refuses a step that is not positive", () => {
    expect(() => roundUpTo("1", 0)).toThrow(RangeError);
  });
});

describe("roundHalfUpInt: Math.round done exactly, ties away from zero", () => {
  it.each([
    ["12.5", 13],
    ["-12.5", -13],
    ["12.4999", 12],
    ["-0.4", 0],
    ["0", 0],
  ])("%s -> %i", (x, expected) => {
    expect(roundHalfUpInt(x)).toBe(expected);
  });

  it("margin % = round(100 × (price − cost) / price)", () => {
    expect(roundHalfUpInt(div(mul(100, sub("1000", "600")), "1000"))).toBe(40);
    expect(roundHalfUpInt(div(mul(100, sub("300", "100")), "300"))).toBe(67);
  });
});

describe("the spec's worked rules (spec 01 section 9)", () => {
  const lineTotal = (price: string, reaco: string, remise: string) =>
    toFixed2(roundUp(mul(add(price, reaco), sub(1, div(remise, 100)))));

  it.each([
    ["100", "0", "10", "90.00"],
    // (123.45 + 10) × 0.925 = 123.44125, rounded up to 123.45
    ["123.45", "10", "7.5", "123.45"],
    ["19.99", "0", "0", "19.99"],
  ])("line total (%s + %s) × (1 − %s/100) = %s", (price, reaco, remise, expected) => {
    expect(lineTotal(price, reaco, remise)).toBe(expected);
  });

  it("line total intermediate is exact", () => {
    expect(mul(add("123.45", "10"), sub(1, div("7.5", 100))).toFixed()).toBe("123.44125");
  });

  it("alternate-channel unit price = price − 90% × (price − cost), rounded up", () => {
    expect(toFixed2(roundUp(sub("1000", mul("0.9", sub("1000", "600")))))).toBe("640.00");
  });

  it("stone cost in euro = price × weight, rounded up", () => {
    expect(toFixed2(roundUp(mul("450", "0.123")))).toBe("55.35");
  });

  it("stone cost in dollar = price × weight / rate, rounded up", () => {
    const cost = div(mul("500", "0.37"), "1.08");
    expect(cost.toFixed(6)).toBe("171.296296");
    expect(toFixed2(roundUp(cost))).toBe("171.30");
  });
});

describe("dec", () => {
  it("accepts decimal strings, integer-like numbers and Decimals", () => {
    expect(dec(" 12.30 ").toFixed(2)).toBe("12.30");
    expect(dec(1.4).toFixed()).toBe("1.4");
    expect(dec(dec("5")).toFixed()).toBe("5");
    expect(dec("-.5").toFixed()).toBe("-0.5");
  });

  it.each(["", "abc", "1,5", "0x10", "NaN", "Infinity", "1e5"])("refuses %j", (x) => {
    expect(() => dec(x)).toThrow(RangeError);
  });

  it("refuses non-finite numbers", () => {
    expect(() => dec(Number.NaN)).toThrow(RangeError);
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("division by zero throws", () => {
    expect(() => div("1", "0")).toThrow(RangeError);
  });

  it("add and mul of nothing are 0 and 1", () => {
    expect(add().toFixed()).toBe("0");
    expect(mul().toFixed()).toBe("1");
  });
});

describe("cents and strings", () => {
  it("fromCents writes 2 decimals", () => {
    expect(fromCents(1230)).toBe("12.30");
    expect(fromCents(-5)).toBe("-0.05");
    expect(fromCents(0)).toBe("0.00");
    expect(fromCents(123456789012345n)).toBe("1234567890123.45");
  });

  it("toCents refuses what a number cannot hold exactly", () => {
    expect(() => toCents("100000000000000000")).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it("toDecimalString pads a string that needs no rounding, and rounds the others through decimal.js", () => {
    // Digits kept, zeros added: no rounding.
    expect(toDecimalString("1234.5", 2)).toBe("1234.50");
    expect(toDecimalString("-12.34", 2)).toBe("-12.34");
    expect(toDecimalString("45.", 2)).toBe("45.00");
    expect(toDecimalString("7", 0)).toBe("7");
    expect(toDecimalString("-0.00", 2)).toBe("0.00");
    expect(toDecimalString("-0", 0)).toBe("0");
    expect(toDecimalString("-0.5", 1)).toBe("-0.5");
    // More decimals than asked, a leading zero, a sign "+", spaces: rounded or read by decimal.js.
    expect(toDecimalString("1.005", 2)).toBe("1.01");
    expect(toDecimalString("-1.005", 2)).toBe("-1.01");
    expect(toDecimalString("007.5", 2)).toBe("7.50");
    expect(toDecimalString("+3", 1)).toBe("3.0");
    expect(toDecimalString(" 2.5 ", 2)).toBe("2.50");
    expect(() => toDecimalString("1,5", 2)).toThrow('Not a decimal: "1,5"');
  });

  it("toDecimalString never writes -0", () => {
    expect(toDecimalString("-0.001", 2)).toBe("0.00");
    expect(toDecimalString("-0.005", 2)).toBe("-0.01");
    expect(toDecimalString("0.0000001", 3)).toBe("0.000");
    expect(toDecimalString("123456789012345678901234567890", 0)).toBe("123456789012345678901234567890");
  });
});

describe("isDecimal and decimalesPropres (the CSV and the list columns)", () => {
  it("isDecimal: a Decimal of any constructor, nothing that only looks like one", () => {
    expect(
      [dec("1.5"), new DecimalJs(2), { toFixed: () => "1", isFinite: () => true }, "1.5", null].map(
        isDecimal,
      ),
    ).toEqual([true, true, false, false, false]);
  });

  it("decimalesPropres: a string's decimals as written, a number's or a Decimal's significant ones", () => {
    expect(["12.30", " 1.50 ", "12", 2.5, dec("1.080")].map(decimalesPropres)).toEqual([2, 2, 0, 1, 2]);
  });
});

describe("parseDecimalFr", () => {
  it.each([
    ["1 234,56", "1234.56"],
    ["1234.56", "1234.56"],
    ["12,3", "12.3"],
    [" 7 ", "7"],
    ["1\u00a0234,5", "1234.5"],
    ["1\u202f234\u202f567,89", "1234567.89"],
    ["-1 234,56", "-1234.56"],
    ["\u22125", "-5"],
    [",5", "0.5"],
    ["0", "0"],
  ])("%j -> %s", (text, expected) => {
    expect(parseDecimalFr(text)?.toFixed()).toBe(expected);
  });

  it.each(["12,3,4", "abc", "", "   ", "1.234,56", "12 34", "1234 567", "-", "12,", "1e5", "12 €"])(
    "%j -> null",
    (text) => {
      expect(parseDecimalFr(text)).toBeNull();
    },
  );

  it("null and undefined -> null", () => {
    expect(parseDecimalFr(null)).toBeNull();
    expect(parseDecimalFr(undefined)).toBeNull();
  });
});

describe("comparisons", () => {
  it("compare by value, not by text", () => {
    expect(cmp("12.30", "12.3")).toBe(0);
    expect(eq("12.30", "12.3")).toBe(true);
    expect(cmp("9", "10")).toBe(-1);
    expect(gt("10", "9")).toBe(true);
    expect(gte("10", "10.00")).toBe(true);
    expect(lt("-1", "0")).toBe(true);
    expect(lte("1", "0.999")).toBe(false);
    expect(isZero("0.00")).toBe(true);
    expect(isZero("-0")).toBe(true);
    expect(isZero("0.01")).toBe(false);
  });
});

describe("each refusal says what it refused (the message, not only RangeError)", () => {
  it.each([
    ["a text that is not a decimal", () => dec("abc"), 'Not a decimal: "abc"'],
    ["an exponent", () => dec("1e5"), 'Not a decimal: "1e5"'],
    ["NaN", () => dec(Number.NaN), "Not a finite number: NaN"],
    ["Infinity", () => dec(Number.POSITIVE_INFINITY), "Not a finite number: Infinity"],
    // A Decimal built elsewhere can be infinite: the last check refuses it.
    [
      "an infinite Decimal",
      () => dec(new DecimalJs(Number.POSITIVE_INFINITY)),
      "Not a finite decimal: Infinity",
    ],
    ["a division by zero", () => div("1", "0.00"), "Division by zero"],
    ["a zero step", () => roundUpTo("1", 0), "roundUpTo: step must be positive"],
    ["a negative step", () => roundUpTo("1", "-10"), "roundUpTo: step must be positive"],
    // 10^17 euros = 10^19 cents, beyond 2^53 ≈ 9.007 × 10^15.
    [
      "too many cents",
      () => toCents("100000000000000000"),
      "Integer out of safe range: 10000000000000000000",
    ],
    ["cents with a fraction", () => fromCents(1.5), "Cents must be a safe integer: 1.5"],
    [
      "an integer beyond 2^53",
      () => roundHalfUpInt("10000000000000000000"),
      "Integer out of safe range: 10000000000000000000",
    ],
  ])("%s", (_, f, message) => {
    expect(f).toThrow(new RangeError(message));
  });
});

describe("dec: the accepted forms", () => {
  it.each([
    ["+1.5", "1.5"],
    ["5.", "5"],
    [".25", "0.25"],
    ["-0.5", "-0.5"],
    ["\t12\n", "12"],
  ])("%j -> %s", (x, expected) => {
    expect(dec(x).toFixed()).toBe(expected);
  });

  it.each(["1.2.3", "--1", "+-1", ".", "1 2", "a12", "12a"])("refuses %j", (x) => {
    expect(() => dec(x)).toThrow(new RangeError(`Not a decimal: "${x}"`));
  });

  it("keeps 40 significant digits and writes small values without exponent", () => {
    // 2/3 at 40 digits, the last one rounded half-up: 0.666…6667 (40 sixes would be 20 with the default).
    expect(div("2", "3").toString()).toBe("0.6666666666666666666666666666666666666667");
    expect(dec("0.0000001").toString()).toBe("0.0000001");
    expect(mul("12345678901234567890", "10").toString()).toBe("123456789012345678900");
  });
});

/**
 * Equivalent mutants left in parseDecimalFr: `s === ""` and `m[1] === undefined && m[3] === undefined`
 * each refuse the same text (GROUPED matches "" with both groups empty, and only ""), so either made
 * false (or `s` compared with another text) changes nothing; `m[1] ?? "0"` given "" reads ",5" as ".5",
 * which dec() accepts as the same 0.5.
 */
describe("parseDecimalFr: signs and separators", () => {
  it.each([
    ["+5", "5"],
    ["+1 234,5", "1234.5"],
    ["-,5", "-0.5"],
    ["1 234 567", "1234567"],
    ["12.30", "12.3"],
    // Groups led by 2 and 3 digits.
    ["12 345,6", "12345.6"],
    ["123 456", "123456"],
  ])("%j -> %s", (text, expected) => {
    expect(parseDecimalFr(text)?.toFixed()).toBe(expected);
  });

  it.each(["+", "--5", "+-5", "1 23", "12345 678", "1,2.3", " , "])("%j -> null", (text) => {
    expect(parseDecimalFr(text)).toBeNull();
  });
});

describe("comparisons on each side of equality", () => {
  // [a, b, cmp, eq, gt, gte, lt, lte]
  it.each([
    ["1", "1.00", 0, true, false, true, false, true],
    ["2", "1", 1, false, true, true, false, false],
    ["1", "2", -1, false, false, false, true, true],
    ["-0.01", "0", -1, false, false, false, true, true],
  ] as const)("%s vs %s", (a, b, c, e, g, ge, l, le) => {
    expect([cmp(a, b), eq(a, b), gt(a, b), gte(a, b), lt(a, b), lte(a, b)]).toEqual([c, e, g, ge, l, le]);
  });
});
