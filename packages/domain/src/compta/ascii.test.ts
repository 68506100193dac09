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
    expect(() => numeriqueFixe(123456, 5)).toThrow(RangeError);
    expect(() => numeriqueFixe(-1, 5)).toThrow(RangeError);
  });

  it("writes dates JJMMAA and AAAAMMJJ", () => {
    expect(dateJJMMAA("2025-03-07")).toBe("070325");
    expect(dateAAAAMMJJ("2025-03-07")).toBe("20250307");
    expect(() => dateJJMMAA("07/03/2025")).toThrow(RangeError);
  });
});
