import { z } from "zod";
import { texte } from "../shared/index.ts";
import { decimalPositif, grammesVersMg, idOptionnel } from "./catalogue-fields.ts";
import { MSG_REF_OBLIGATOIRE } from "./catalogue-messages.ts";

/**
 * Spec 02 section 2.15, the centre vide (mounting) catalogue. The ref is unique, compared without
 * regard to case or surrounding spaces ("bg1001 " is BG1001): 'Ref deja Existante'.
 */

const ref = texte().trim().min(1, MSG_REF_OBLIGATOIRE).max(50);

/** What the API stores: weights in milligrams, Facon in minutes, Serti in euros, wordpress 0/1. */
export const centreVideInputSchema = z.object({
  ref,
  facon: decimalPositif(),
  faconFonteMg: decimalPositif(),
  poidsMetalMg: decimalPositif(),
  sertiMin: decimalPositif(),
  prenomLigne: texte().trim().max(100).default(""),
  /** The product line, copied onto the OFs created from it (the alternate channel's line). */
  nomLigne: texte().trim().max(100).default(""),
  typeProd: idOptionnel,
  wordpress: z.boolean().default(false),
});
export type CentreVideData = z.output<typeof centreVideInputSchema>;

/**
 * The form as typed: Poids and Facon sur Fonte in grams (faconFonteG, poidsMetalG); parsing gives the
 * API input, in milligrams.
 */
export const centreVideFormSchema = centreVideInputSchema
  .omit({ faconFonteMg: true, poidsMetalMg: true })
  .extend({ faconFonteG: grammesVersMg(), poidsMetalG: grammesVersMg() })
  .transform(
    ({ faconFonteG, poidsMetalG, ...v }): CentreVideData => ({
      ...v,
      faconFonteMg: faconFonteG,
      poidsMetalMg: poidsMetalG,
    }),
  );

/** A row of the centre vide list. */
export interface CentreVide {
  idCv: number;
  ref: string;
  facon: string;
  faconFonteMg: string;
  poidsMetalMg: string;
  sertiMin: string;
  prenomLigne: string | null;
  nomLigne: string | null;
  typeProd: number | null;
  type: string | null;
  wordpress: boolean;
  image: string | null;
}

/** The answer of the live ref check: the centre vide holding that ref, if any. */
export interface RefCentreVide {
  existe: boolean;
  idCv: number | null;
}

/** The key two refs are compared on: 'Ref deja Existante' ignores case and surrounding spaces. */
export function cleRef(ref: string): string {
  return ref.trim().toLowerCase();
}

/**
 * Ajouter is refused when the typed ref is already a centre vide's; Enregistrer is refused when it is
 * another centre vide's than the one being saved.
 */
export function refEnConflit(existant: RefCentreVide, idCvEnregistre: number | null): boolean {
  return existant.existe && existant.idCv !== idCvEnregistre;
}
