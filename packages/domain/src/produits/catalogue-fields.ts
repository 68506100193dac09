import { z } from "zod";
import {
  dec,
  decimalSaisie,
  formatDecimal,
  identifiant,
  lireSaisieDecimale,
  mul,
  toDecimalString,
} from "../shared/index.ts";
import { MSG_NOMBRE_POSITIF } from "./catalogue-messages.ts";

/**
 * Fields shared by the catalogue forms. Numbers are typed by people (French comma allowed); a blank
 * number is 0, as the columns default. Product weights are typed in grams and stored in milligrams.
 */

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** A non-negative decimal as typed ("12,5", "", 3; absent) -> canonical string ("12.5", "0"). */
export function decimalPositif(message = MSG_NOMBRE_POSITIF) {
  return z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => {
      const s = lireSaisieDecimale(v);
      return s === "" ? "0" : s;
    })
    .pipe(formatDecimal(DECIMAL, message));
}

/** Grams (3 decimals shown, up to 6 typed) -> milligrams with 3 decimals, exactly: "3,45" -> "3450.000". */
export function grammesEnMg(grammes: string): string {
  return toDecimalString(mul(grammes, 1000), 3);
}

/** Milligrams -> grams as a person types them, trailing zeros dropped: "3450.000" -> "3,45". */
export function mgVersGrammesSaisie(mg: string | null | undefined): string {
  if (mg == null || mg === "") return "";
  return decimalSaisie(dec(mg).dividedBy(1000).toFixed());
}

/** Milligrams -> grams for display and CSV: "3450.000" -> "3.450". */
export function mgVersGrammes(mg: string | null | undefined): string | null {
  if (mg == null || mg === "") return null;
  return toDecimalString(dec(mg).dividedBy(1000), 3);
}

/** Weights typed in grams, validated, then given in milligrams. */
export function grammesVersMg(message = MSG_NOMBRE_POSITIF) {
  return decimalPositif(message).transform(grammesEnMg);
}

/** A reference id picked in a list, or none. */
export const idOptionnel = identifiant().nullable().default(null);
