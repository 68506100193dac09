import { describe, expect, it } from "vitest";
import { formatTaille, gainCompression, isTailleMiniature } from "./compression.ts";

describe("gainCompression (percent saved, half up)", () => {
  it.each([
    [4_000_000, 800_000, 80],
    [3_000_000, 1_000_000, 67],
    [1000, 995, 1], // 0.5 -> 1
    [1000, 996, 0],
    [500_000, 500_000, 0],
    [100_000, 120_000, 0],
    [0, 0, 0],
  ])("%i -> %i bytes: %i %%", (origine, compressee, attendu) => {
    expect(gainCompression(origine, compressee)).toBe(attendu);
  });
});

describe("formatTaille", () => {
  it.each([
    [0, "0\u00a0o"],
    [999, "999\u00a0o"],
    [1000, "1\u00a0Ko"],
    [12_345, "12,3\u00a0Ko"],
    [999_949, "999,9\u00a0Ko"],
    [1_000_000, "1\u00a0Mo"],
    [4_250_000, "4,3\u00a0Mo"],
  ])("%i -> %s", (octets, attendu) => {
    expect(formatTaille(octets)).toBe(attendu);
  });
});

describe("thumbnail sizes (spec 01 section 9)", () => {
  it.each([
    [60, true],
    [100, true],
    [150, true],
    [77, false],
    [0, false],
  ])("%i -> %s", (n, ok) => {
    expect(isTailleMiniature(n)).toBe(ok);
  });
});
