import { z } from "zod";

/**
 * A decimal typed by a person: accepts a French comma, trims, and yields a canonical string
 * ("12,30" -> "12.30"). Never goes through a binary float.
 */
export function decimalString(msgs: { required: string; invalid: string }) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().replace(",", "."))
    .pipe(
      z
        .string()
        .min(1, msgs.required)
        .regex(/^-?\d{1,12}(\.\d{1,6})?$/, msgs.invalid),
    );
}
