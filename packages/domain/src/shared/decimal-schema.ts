import { z } from "zod";
import { lireSaisieDecimale } from "./saisie-decimale.ts";

/**
 * The format check of a decimal written as text. It aborts: zod 4 runs the later refinements of a
 * schema (and those of its object) after a failed regex unless told otherwise, and a refinement that
 * reads the value with decimal.js would then throw "Not a decimal" (a 500) instead of a 400. Every
 * decimal schema checks its format through here, so whatever follows only ever sees a decimal.
 */
export function formatDecimal(pattern: RegExp, message: string) {
  return z.string().regex(pattern, { message, abort: true });
}

/** Blank text is a missing value: refused with its own message, and never parsed. */
const nonVide = (message: string) => z.string().min(1, { message, abort: true });

/**
 * A decimal typed by a person: accepts a French comma, trims, and yields a canonical string
 * ("12,30" -> "12.30"). Never goes through a binary float.
 */
export function decimalString(msgs: { required: string; invalid: string }) {
  return z
    .union([z.string(), z.number()])
    .transform(lireSaisieDecimale)
    .pipe(nonVide(msgs.required))
    .pipe(formatDecimal(/^-?\d{1,12}(\.\d{1,6})?$/, msgs.invalid));
}
