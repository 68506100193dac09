import { z } from "zod";
import { texte } from "../shared/index.ts";
import { decimalPositif, grammesVersMg, idOptionnel } from "./catalogue-fields.ts";
import { MSG_CHAMPS_NECESSAIRES } from "./catalogue-messages.ts";

/**
 * Spec 02 section 2.16, the centre catalogue (the sellable pieces). Ref and description are required
 * ('Veuillez renseigner tous les champs necessaires'); the pair is unique, compared without regard to
 * case or surrounding spaces ('Combinaison ref et description deja existante').
 */

export const centreInputSchema = z.object({
  ref: texte().trim().min(1, MSG_CHAMPS_NECESSAIRES).max(50),
  description: texte().trim().min(1, MSG_CHAMPS_NECESSAIRES).max(255),
  /** Facon, minutes. */
  plusMo: decimalPositif(),
  /** Facon sur Fonte, milligrams. */
  plusFonteMg: decimalPositif(),
  /** Poids, milligrams. */
  plusPoidsMg: decimalPositif(),
  plusSerti: decimalPositif(),
  prixDivers: decimalPositif(),
  /** Type Tarif (produit.id_tarif_produit). */
  idTarifProduit: idOptionnel,
  /** The centre vide this centre completes. */
  idCv: idOptionnel,
});
export type CentreData = z.output<typeof centreInputSchema>;

/**
 * The form as typed: Poids and Facon sur Fonte in grams (plusFonteG, plusPoidsG); parsing gives the
 * API input, in milligrams.
 */
export const centreFormSchema = centreInputSchema
  .omit({ plusFonteMg: true, plusPoidsMg: true })
  .extend({ plusFonteG: grammesVersMg(), plusPoidsG: grammesVersMg() })
  .transform(
    ({ plusFonteG, plusPoidsG, ...v }): CentreData => ({
      ...v,
      plusFonteMg: plusFonteG,
      plusPoidsMg: plusPoidsG,
    }),
  );

/** A row of the centre list (a centre with its produit row and its centre vide). */
export interface Centre {
  idCentre: number;
  ref: string;
  description: string;
  plusMo: string;
  plusFonteMg: string;
  plusPoidsMg: string;
  plusSerti: string;
  prixDivers: string;
  idTarifProduit: number | null;
  tarif: string | null;
  idCv: number | null;
  refCv: string | null;
  /** Product type, from the centre vide. */
  type: string | null;
  imgCentre: string | null;
}

/** The key of the ref + description pair. */
export function clePaire(ref: string, description: string): string {
  return `${ref.trim().toLowerCase()}\u0000${description.trim().toLowerCase()}`;
}

/** A centre vide offered by the centre form's picker. */
export interface CentreVideOption {
  idCv: number;
  ref: string;
  type: string | null;
}
