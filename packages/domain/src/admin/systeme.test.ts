import { describe, expect, it } from "vitest";
import { formatDuree, formatOctets, niveauDisque, niveauSauvegarde } from "./systeme.ts";

describe("system page rules", () => {
  it.each([
    [null, "attention"],
    [0.5, "ok"],
    [24, "ok"],
    [24.1, "attention"],
    [72, "attention"],
  ] as const)("a backup %s h old is %s", (age, niveau) => {
    expect(niveauSauvegarde(age)).toBe(niveau);
  });

  it.each([
    [0, "erreur"],
    [500 * 1024 ** 2, "attention"],
    [1024 ** 3 - 1, "attention"],
    [1024 ** 3, "ok"],
    [5 * 1024 ** 3, "ok"],
  ] as const)("%s bytes free is %s", (libre, niveau) => {
    expect(niveauDisque(libre)).toBe(niveau);
  });

  it("writes sizes and durations in French", () => {
    expect(formatOctets(512)).toBe("512 o");
    expect(formatOctets(1536)).toBe("1,5 Kio");
    expect(formatOctets(1023)).toBe("1\u202f023 o");
    expect(formatOctets(1024)).toBe("1,0 Kio");
    expect(formatOctets(5 * 1024 ** 2)).toBe("5,0 Mio");
    expect(formatOctets(3 * 1024 ** 3)).toBe("3,0 Gio");
    expect(formatOctets(2 * 1024 ** 4)).toBe("2,0 Tio");
    // Tio is the largest unit: 3 Pio = 3 × 1024 Tio.
    expect(formatOctets(3 * 1024 ** 5)).toBe("3\u202f072,0 Tio");
    expect(formatDuree(59)).toBe("0 min");
    expect(formatDuree(3 * 3600 + 300)).toBe("3 h 5 min");
    expect(formatDuree(2 * 86_400 + 60)).toBe("2 j 0 h 1 min");
  });
});
