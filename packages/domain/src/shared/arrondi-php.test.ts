import { describe, expect, it } from "vitest";
import { arrondiPhp } from "./arrondi-php.ts";

describe("arrondiPhp: PHP's round() of an old FLOAT/DOUBLE at full precision", () => {
  it.each([
    // FLOAT 12345.67 is 12345.669921875 in binary; its 6-digit text form is 12345.7.
    ["12345.669921875", 2, "12345.67"],
    ["123456.78125", 2, "123456.78"],
    // FLOAT 1.005 is 1.0049999952316284: below the half, as PHP rounds it.
    ["1.0049999952316284", 2, "1.00"],
    // DOUBLE 2.675 (2.67499999999999982236431605997495353221893310546875): PHP's pre-rounding gives 2.68.
    ["2.67499999999999982236431605997495353221893310546875", 2, "2.68"],
    ["2.675", 2, "2.68"],
    ["7.126", 2, "7.13"],
    // Half away from zero, negatives too.
    ["-2.675", 2, "-2.68"],
    ["-0.001", 2, "0.00"],
    ["0.0005", 3, "0.001"],
    ["3.2500001", 3, "3.250"],
    ["0", 2, "0.00"],
    ["1.5e-7", 4, "0.0000"],
    ["24512.3456", 4, "24512.3456"],
    // An upper-case exponent: 0.0025 → 0.003 (half away from zero); blanks around the text are ignored.
    ["2.5E-3", 3, "0.003"],
    [" 1.5e2 ", 0, "150"],
    [" 7.126 ", 2, "7.13"],
    // A zero in any form, and a blank text (Number("") is 0), is 0 at the scale.
    ["-0", 2, "0.00"],
    ["0e5", 1, "0.0"],
    ["", 2, "0.00"],
    // A negative value rounding to zero is not "-0.000".
    ["-0.0004", 3, "0.000"],
  ])("%s at %i decimals → %s", (texte, scale, attendu) => {
    expect(arrondiPhp(texte, scale)).toBe(attendu);
  });
});
