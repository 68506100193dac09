import { z } from "zod";
import { isValidIsoDate } from "./dates.ts";

/**
 * The building blocks of every schema that takes text, ids or dates from outside (a form, a JSON body,
 * a URL). Each refuses what would otherwise reach PostgreSQL and fail there (a 500): the NUL
 * character, an id beyond its integer column, a date that is not one. A format check here aborts, so no
 * later refinement (of the field or of its object) ever reads a malformed value.
 */

/** The largest id a PostgreSQL integer column holds. */
export const ID_MAX = 2_147_483_647;

export const MSG_CARACTERE_NUL = "Le texte contient un caractère nul, refusé.";
export const MSG_IDENTIFIANT_INVALIDE = "Identifiant invalide.";

/** PostgreSQL refuses the NUL character (U+0000) in text. */
function sansCaractereNul(s: string): boolean {
  return !s.includes("\u0000");
}

/**
 * Text, as a column takes it: a string (a number, a boolean or null is refused, never turned into
 * text), without NUL. `message` words a value that is not text (zod's French message without it: an
 * undefined `error` is no error). Chain trim, min, max as on z.string().
 */
export function texte(message?: string) {
  return z.string({ error: message }).refine(sansCaractereNul, { message: MSG_CARACTERE_NUL, abort: true });
}

/** An integer in a JSON body, between min and max; true, "1" or 1.5 are refused. */
export function entier(min: number, max: number, message?: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

const CHIFFRES = /^\d{1,15}$/;

/**
 * An integer that may come as text: a URL path or query parameter, a form's text field. Digits only
 * ("12", "007"), or a number; a boolean, null, "", " 12", "-1", "1e3", "0x10" or "1.0" are refused.
 */
export function entierTexte(min: number, max: number, message?: string) {
  return z.preprocess(lireEntier, entier(min, max, message));
}

/** Digits read as their number; anything else is left for the number schema to refuse. */
export function lireEntier(v: unknown): unknown {
  return typeof v === "string" && CHIFFRES.test(v) ? Number(v) : v;
}

/** An id in a JSON body: a positive integer an integer column holds; true, "1", 1.5 or 1e10 are refused. */
export function identifiant(message = MSG_IDENTIFIANT_INVALIDE) {
  return entier(1, ID_MAX, message);
}

/** An id that may come as text (URL, query string, a form's text field): see entierTexte. */
export function identifiantTexte(message = MSG_IDENTIFIANT_INVALIDE) {
  return entierTexte(1, ID_MAX, message);
}

/** A calendar date "yyyy-mm-dd" that exists, trimmed; anything else is refused with `message`. */
export function dateIso(message: string) {
  return texte(message).trim().refine(isValidIsoDate, { message, abort: true });
}
