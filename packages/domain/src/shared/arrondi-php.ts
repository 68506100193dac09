import { dec } from "./decimal.ts";

/** Significant digits PHP 5.3+ keeps before rounding a float (its "pre-rounding", precision 15). */
const PRECISION_PHP = 15;

/**
 * The old system's rounding of a FLOAT/DOUBLE read from MySQL (PHP's round(value, scale)): the value at
 * full precision (e.g. "12345.669921875", the binary float written out) is first rounded to 15
 * significant digits, then to `scale` decimals, half away from zero. Returns the exact decimal text at
 * `scale` digits ("12345.67"). `texte` is a plain decimal ("1e-7" forms are accepted too).
 */
export function arrondiPhp(texte: string, scale: number): string {
  const d = dec(Number(texte) === 0 ? "0" : plain(texte));
  // decimal.js's ROUND_HALF_UP rounds half away from zero (as PHP_ROUND_HALF_UP).
  const out = d.toSignificantDigits(PRECISION_PHP, 4).toDecimalPlaces(scale, 4);
  return out.isZero() ? (0).toFixed(scale) : out.toFixed(scale);
}

/**
 * A number's text without exponent ("1.5e-7" → "0.00000015"), exact. Blanks around it are left to dec()
 * and Number(), which both ignore them.
 */
function plain(texte: string): string {
  // split always gives the mantissa; the exponent only when there is an "e".
  const [m, e] = texte.toLowerCase().split("e") as [string, string?];
  return e === undefined
    ? m
    : dec(m)
        .mul(dec(10).pow(Number(e)))
        .toFixed();
}
