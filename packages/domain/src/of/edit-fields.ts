import { z } from "zod";
import { dateIso, identifiant, lireEntier, lireSaisieDecimale, texte } from "../shared/index.ts";

/**
 * Field builders shared by the OF edit panel and the Trace OF form: values as a form holds them
 * (select ids as numbers or "", numbers typed with a French comma, 0/1 flags as booleans), parsed
 * into what the columns store.
 */

/** A reference id chosen in a list; blank or absent gives the field's message. */
export function idRequis(message: string) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform(lireEntier)
    .pipe(identifiant(message));
}

/** Optional free text: trimmed, blank stored as NULL. */
export function texteOptionnel(max: number, message: string) {
  return z
    .union([texte(), z.null()])
    .optional()
    .transform((v) => {
      const s = (v ?? "").trim();
      return s === "" ? null : s;
    })
    .pipe(z.string().max(max, message).nullable());
}

/**
 * A non-negative decimal with at most `places` decimals, as a canonical string ("12,5" -> "12.5").
 * `blank` says what an empty field means: null (no value) or a default such as "0". A refused value
 * never reaches the transform (a transform is a pipe, which stops at the first issue).
 */
export function decimalSaisi(opts: {
  places: number;
  invalid: string;
  blank: string | null;
  required?: string;
  max?: number;
}) {
  const pattern = new RegExp(`^\\d{1,${opts.max ?? 9}}(\\.\\d{1,${opts.places}})?$`);
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .superRefine((v, ctx) => {
      const s = lireSaisieDecimale(v);
      if (s === "") {
        if (opts.required) ctx.addIssue({ code: "custom", message: opts.required });
        return;
      }
      if (!pattern.test(s)) ctx.addIssue({ code: "custom", message: opts.invalid });
    })
    .transform((v) => {
      const s = lireSaisieDecimale(v);
      return s === "" ? opts.blank : s;
    });
}

/** A 0/1 flag of the OF table, sent as a boolean. */
export const drapeau = z.boolean().default(false);

/** An ISO date (yyyy-mm-dd) or none. */
export function dateOptionnelle(message: string) {
  return z
    .union([texte(), z.null()])
    .optional()
    .transform((v) => {
      const s = (v ?? "").trim();
      return s === "" ? null : s;
    })
    .pipe(dateIso(message).nullable());
}
