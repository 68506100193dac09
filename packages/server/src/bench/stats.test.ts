import { describe, expect, it } from "vitest";
import { percentile, ratio, summarize } from "./stats.ts";

describe("percentile", () => {
  it.each([
    { samples: [5], p: 50, expected: 5 },
    { samples: [5], p: 95, expected: 5 },
    { samples: [1, 2, 3, 4], p: 50, expected: 2.5 },
    { samples: [4, 1, 3, 2], p: 50, expected: 2.5 },
    { samples: [1, 2, 3, 4, 5], p: 50, expected: 3 },
    { samples: [1, 2, 3, 4, 5], p: 0, expected: 1 },
    { samples: [1, 2, 3, 4, 5], p: 100, expected: 5 },
    { samples: [1, 2, 3, 4, 5], p: 25, expected: 2 },
    // 21 samples 0..20: rank 0.95 * 20 = 19 exactly.
    { samples: Array.from({ length: 21 }, (_, i) => i), p: 95, expected: 19 },
    // 11 samples 0..10: rank 9.5, halfway between 9 and 10.
    { samples: Array.from({ length: 11 }, (_, i) => 10 - i), p: 95, expected: 9.5 },
  ])("p$p of $samples is $expected", ({ samples, p, expected }) => {
    expect(percentile(samples, p)).toBeCloseTo(expected, 10);
  });

  it("does not reorder the caller's array", () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });

  it.each([
    [[], 50],
    [[1], -1],
    [[1], 101],
    [[1], Number.NaN],
  ])("refuses %j at p%d", (samples, p) => {
    expect(() => percentile(samples, p)).toThrow();
  });
});

describe("summarize", () => {
  it("gives min, p50, p95, max and mean of one series", () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(samples)).toEqual({
      n: 100,
      min: 1,
      p50: 50.5,
      p95: expect.closeTo(95.05, 10),
      max: 100,
      mean: 50.5,
    });
  });
});

describe("ratio", () => {
  it.each([
    { api: 3, sql: 1, expected: 3 },
    { api: 1, sql: 4, expected: 0.25 },
    { api: 1, sql: 0, expected: null },
  ])("$api / $sql is $expected", ({ api, sql, expected }) => {
    expect(ratio(api, sql)).toBe(expected);
  });
});
