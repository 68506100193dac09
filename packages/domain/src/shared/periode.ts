import type { z } from "zod";
import { dateIso } from "./champs.ts";

/**
 * A period of days, both ends included, as every dated screen filters it (supplier analysis, metal
 * loss, accounting, needs, the OF lists, the planning print): two ISO dates, the start not after the
 * end. Written once here; a screen whose wording differs passes its own messages.
 */

export const MSG_DATE_DEBUT_INVALIDE = "La date de début est invalide.";
export const MSG_DATE_FIN_INVALIDE = "La date de fin est invalide.";
export const MSG_PERIODE_INVERSEE = "La date de début doit précéder la date de fin.";

export interface Periode {
  debut: string;
  fin: string;
}

export interface MessagesPeriode {
  debutInvalide: string;
  finInvalide: string;
  inversee: string;
}

export const MESSAGES_PERIODE: MessagesPeriode = {
  debutInvalide: MSG_DATE_DEBUT_INVALIDE,
  finInvalide: MSG_DATE_FIN_INVALIDE,
  inversee: MSG_PERIODE_INVERSEE,
};

type PeriodePartielle = { debut?: string | undefined; fin?: string | undefined };

/**
 * The start is not after the end (ISO dates compare as text). A missing end leaves nothing to compare:
 * the screen's default fills it in, and the filled-in period is checked again.
 */
export function isDebutAvantFin(p: PeriodePartielle): boolean {
  return p.debut === undefined || p.fin === undefined || p.debut <= p.fin;
}

/** The dates given, the screen's default period for the missing ones. */
export function completerPeriode(p: PeriodePartielle, defaut: Periode): Periode {
  return { debut: p.debut ?? defaut.debut, fin: p.fin ?? defaut.fin };
}

/** The two dates, required, as fields to spread into an object or a list schema. */
export function periodeShape(messages: MessagesPeriode = MESSAGES_PERIODE) {
  return { debut: dateIso(messages.debutInvalide), fin: dateIso(messages.finInvalide) };
}

/** The two dates, either left out (the screen's default period then). */
export function periodeOptionnelleShape(messages: MessagesPeriode = MESSAGES_PERIODE) {
  return {
    debut: dateIso(messages.debutInvalide).optional(),
    fin: dateIso(messages.finInvalide).optional(),
  };
}

/** A schema holding a period, refused on `fin` when the start is after the end. */
export function avecPeriodeOrdonnee<S extends z.ZodType<PeriodePartielle>>(
  schema: S,
  message: string = MSG_PERIODE_INVERSEE,
): S {
  return schema.refine(isDebutAvantFin, { message, path: ["fin"] });
}
