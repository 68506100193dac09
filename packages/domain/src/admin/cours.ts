import { z } from "zod";
import { decimalString, texte } from "../shared/index.ts";

export const MSG_COURS_NOM_OBLIGATOIRE = "Le nom est obligatoire.";
const MSG_COURS_VALEUR_OBLIGATOIRE = "La valeur est obligatoire.";
export const MSG_COURS_VALEUR_NOMBRE = "La valeur doit être un nombre.";
export const MSG_COURS_UTILISE = "Ce cours est utilisé par les calculs : suppression impossible.";

/** Rates the rules read by id (spec 01 section 3, spec 03 sections 3 and 9). */
export const COURS = {
  euroDollar: 1,
  mainOeuvre: 2,
  metalGramme: 3,
  orCourant: 4,
  coefficient: 8,
  orFixe: 10,
  perteClient: 14,
  vieilOr: 15,
} as const;

const COURS_UTILISES: readonly number[] = Object.values(COURS);

/** Spec 01 section 5: name and value both non-empty; update when an id is present, create otherwise. */
export const coursInputSchema = z.object({
  description: texte().trim().min(1, MSG_COURS_NOM_OBLIGATOIRE).max(100),
  valeur: decimalString({ required: MSG_COURS_VALEUR_OBLIGATOIRE, invalid: MSG_COURS_VALEUR_NOMBRE }),
});
export type CoursInput = z.infer<typeof coursInputSchema>;

export interface Cours {
  idCours: number;
  description: string;
  valeur: string;
}

/** A rate the rules read by id cannot be deleted: pricing would silently fall back to nothing. */
export function isCoursProtege(idCours: number): boolean {
  return COURS_UTILISES.includes(idCours);
}
