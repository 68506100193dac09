import { describe, expect, it } from "vitest";
import { alphaFixe, dateAAAAMMJJ, dateJJMMAA, numeriqueFixe, texteAscii } from "./ascii.ts";

describe("ASCII folding", () => {
  it.each([
    ["Bijouterie Hélène", "Bijouterie Helene"],
    ["Éric Çà Noël Où", "Eric Ca Noel Ou"],
    ["Cœur d’Œillet", "Coeur d'OEillet"],
    ["Prix 12 € – «net»", 'Prix 12 EUR - "net"'],
    ["ligne 1\r\nligne\t2", "ligne 1  ligne 2"],
    ["漢字abc", "abc"],
    ["æÆßøØđĐłŁ", "aeAEssoOdDlL"],
    ["‘a’ “b” c—d…", "'a' \"b\" c-d..."],
    ["n°\u00a01\u202f2\u20283", "no 1 2 3"],
    [" ~\u007f\u001f", " ~ "],
  ])("%j -> %j", (entree, sortie) => {
    const out = texteAscii(entree);
    expect(out).toBe(sortie);
    expect(out).toMatch(/^[\x20-\x7e]*$/);
  });
});

describe("fixed-width zones", () => {
  it("pads text on the right and cuts it", () => {
    expect(alphaFixe("VT", 3)).toBe("VT ");
    expect(alphaFixe("abcdef", 4)).toBe("abcd");
  });

  it("pads numbers with zeros on the left and refuses what does not fit", () => {
    expect(numeriqueFixe(42, 5)).toBe("00042");
    expect(numeriqueFixe(12345, 5)).toBe("12345");
    expect(numeriqueFixe(0, 2)).toBe("00");
    expect(() => numeriqueFixe(123456, 5)).toThrow(new RangeError("123456 does not fit in 5 digits"));
    expect(() => numeriqueFixe(-1, 5)).toThrow(new RangeError("Not a natural number: -1"));
    expect(() => numeriqueFixe(1.5, 5)).toThrow(new RangeError("Not a natural number: 1.5"));
  });

  it("writes dates JJMMAA and AAAAMMJJ", () => {
    expect(dateJJMMAA("2025-03-07")).toBe("070325");
    expect(dateAAAAMMJJ("2025-03-07")).toBe("20250307");
    expect(() => dateJJMMAA("07/03/2025")).toThrow(new RangeError('Invalid ISO date: "07/03/2025"'));
    expect(() => dateJJMMAA("x2025-03-07")).toThrow(new RangeError('Invalid ISO date: "x2025-03-07"'));
    expect(() => dateJJMMAA("2025-03-07x")).toThrow(new RangeError('Invalid ISO date: "2025-03-07x"'));
    expect(() => dateAAAAMMJJ("2025-3-07")).toThrow(new RangeError('Invalid ISO date: "2025-3-07"'));
    expect(() => dateAAAAMMJJ("x2025-03-07")).toThrow(new RangeError('Invalid ISO date: "x2025-03-07"'));
    expect(() => dateAAAAMMJJ("2025-03-07x")).toThrow(new RangeError('Invalid ISO date: "2025-03-07x"'));
  });
});
// Equivalent mutant: texteAscii's `code < 0x20` made `<= 0x20` (U+0020, the space, is kept by the first branch
// and would be a space anyway).
