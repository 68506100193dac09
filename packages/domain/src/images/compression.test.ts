import { describe, expect, it } from "vitest";
import {
  COULEURS_PALETTE_PNG,
  formatTaille,
  gainCompression,
  IMAGE_COTE_MAX_PX,
  IMAGE_ENVOI_MAX_OCTETS,
  IMAGE_TAILLE_MAX_OCTETS,
  isTailleMiniature,
  QUALITES_COMPRESSION,
  TAILLES_MINIATURE,
} from "./compression.ts";

describe("the limits (spec 02 sections 5 and 9: at most 1 MB and 1000 px)", () => {
  it("stores at most 1 000 000 bytes and 1000 px on the longest side", () => {
    expect(IMAGE_TAILLE_MAX_OCTETS).toBe(1_000_000);
    expect(IMAGE_COTE_MAX_PX).toBe(1000);
  });

  it('accepts 40 MiB before compression (the message\'s "40 Mo maximum")', () => {
    expect(IMAGE_ENVOI_MAX_OCTETS).toBe(41_943_040); // 40 x 1024 x 1024
  });

  it("tries the quality steps, then the PNG palettes, in this order", () => {
    expect(QUALITES_COMPRESSION).toEqual([85, 75, 65, 55, 45, 35, 25]);
    expect(COULEURS_PALETTE_PNG).toEqual([256, 16]);
    expect(TAILLES_MINIATURE).toEqual([60, 100, 150]);
  });
});

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
// Equivalent mutants (Stryker): formatTaille's /,0$/ without "$": toFixed(1) leaves one digit after the
// comma, so a ",0" can only be at the end.
