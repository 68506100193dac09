import { z } from "zod";
import { formatDuNom, IMAGE_FORMATS } from "../images/index.ts";
import { isOfVerrouille, STATUT } from "../noyau-of/index.ts";
import {
  MSG_DIM_TROP_LONGUE,
  MSG_NOTES_TROP_LONGUES,
  MSG_REF_CLT_TROP_LONGUE,
  MSG_STADE_OBLIGATOIRE,
  MSG_TRANSPORT_OBLIGATOIRE,
  NOTES_MAX,
} from "./edit.ts";
import { decimalSaisi, drapeau, idRequis, texteOptionnel } from "./edit-fields.ts";

/** Spec 01 sections 2, 4, 5, 8: the Trace OF form. */

/** Spec 01 section 4, word for word (the spec's spelling). */
export const MSG_QUESTION_MODIFICATIONS = "Voulez vous enregister les modifications ?";
export const MSG_STATUT_OBLIGATOIRE = "Le statut est obligatoire.";
export const MSG_POIDS_OBLIGATOIRE = "Le poids est obligatoire.";
export const MSG_POIDS_INVALIDE = "Poids invalide : un nombre positif, 3 décimales au plus.";
const MSG_PRIX_INVALIDE = "Prix invalide : un nombre positif, 2 décimales au plus.";
export const MSG_REMISE_INVALIDE = "Remise invalide : un pourcentage entre 0 et 100.";
export const MSG_ECHEANCE_INVALIDE = "Échéance invalide : un nombre entier de jours.";
export const MSG_STATUT_FACTURE_INTERDIT = "Le statut Facturé (600) est posé par la facturation.";
export const MSG_PHOTO_ENREGISTREE = "Photo de l'OF enregistrée";
export const MSG_PHOTO_RETIREE = "Photo de l'OF retirée";
export const MSG_NOM_LIGNE_TROP_LONG = "Nom de la ligne : 100 caractères au plus.";
export const MSG_REF1_TROP_LONGUE = "Commentaire SAV : 100 caractères au plus.";
export const MSG_TVA_OF_INVALIDE = "Taux de TVA invalide : choisissez un taux de la liste.";

/** A text the form may leave out: absent keeps the stored value, blank clears it (NULL). */
const texteSiDonne = (max: number, message: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => {
      if (v === undefined) return undefined;
      const s = (v ?? "").trim();
      return s === "" ? null : s;
    })
    .pipe(z.string().max(max, message).nullable().optional());

const prix = (blank: string | null) => decimalSaisi({ places: 2, invalid: MSG_PRIX_INVALIDE, blank });

/** PUT /api/of/:n/trace. Weight, stade, status and transport are required (spec 01 section 5). */
export const traceOfSchema = z.object({
  statut: idRequis(MSG_STATUT_OBLIGATOIRE).refine((s) => !isOfVerrouille(s), MSG_STATUT_FACTURE_INTERDIT),
  poids: decimalSaisi({
    places: 3,
    invalid: MSG_POIDS_INVALIDE,
    required: MSG_POIDS_OBLIGATOIRE,
    blank: null,
  }).pipe(z.string()),
  idStade: idRequis(MSG_STADE_OBLIGATOIRE),
  typTransp: idRequis(MSG_TRANSPORT_OBLIGATOIRE),
  dim: texteOptionnel(30, MSG_DIM_TROP_LONGUE),
  prixFact: prix(null),
  prixR: prix(null),
  reaco: prix("0").pipe(z.string()),
  refClt: texteOptionnel(100, MSG_REF_CLT_TROP_LONGUE),
  nomLigne: texteSiDonne(100, MSG_NOM_LIGNE_TROP_LONG),
  ref1: texteSiDonne(100, MSG_REF1_TROP_LONGUE),
  remise: decimalSaisi({ places: 2, invalid: MSG_REMISE_INVALIDE, blank: "0", max: 3 })
    .pipe(z.string())
    .refine((r) => Number(r) <= 100, MSG_REMISE_INVALIDE),
  /**
   * The VAT rate picked in the rates list (its category with it: "Autoliquidation" is 0 % AE);
   * "" or null: the default rate at invoicing; absent: kept as stored.
   */
  idTva: z
    .union([z.number().int().positive(MSG_TVA_OF_INVALIDE), z.literal(""), z.null()], {
      error: MSG_TVA_OF_INVALIDE,
    })
    .optional()
    .transform((v) => (v === "" ? null : v)),
  echeance: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => String(v ?? "").trim())
    .pipe(z.string().regex(/^\d{0,5}$/, MSG_ECHEANCE_INVALIDE))
    // Blank is 0 days: Number("") is 0.
    .transform(Number),
  dateLImp: drapeau,
  tournee: drapeau,
  devis: drapeau,
  facon: drapeau,
  pierresClt: drapeau,
  signe: drapeau,
  grave: drapeau,
  labo: drapeau,
  notes: texteOptionnel(NOTES_MAX, MSG_NOTES_TROP_LONGUES),
  information: texteOptionnel(NOTES_MAX, MSG_NOTES_TROP_LONGUES),
});
export type TraceOfInput = z.input<typeof traceOfSchema>;
export type TraceOfData = z.output<typeof traceOfSchema>;

/**
 * Spec 01 section 4: the question "Voulez vous enregister les modifications ?" is asked on changing
 * OF, closing or leaving, only when there are unsaved changes and the OF is still editable (< 600).
 */
export function doitDemanderEnregistrement(statut: number | null | undefined, modifie: boolean): boolean {
  return modifie && statut != null && statut < STATUT.facture;
}

/** Unsaved changes: a field differs from what was loaded (values compared as the form holds them). */
export function isModifie<T extends object>(charge: T, courant: T): boolean {
  return (Object.keys(charge) as Array<keyof T>).some((k) => !Object.is(charge[k], courant[k]));
}

/**
 * Spec 01 section 5: an uploaded OF photo is named after the OF number with the file's extension
 * ("123456.jpg"); a later photo of the same OF gets "-2", "-3"... since stored names are unique.
 */
export function nomPhotoOf(numSachet: number, fichier: string, essai = 1): string {
  const ext = IMAGE_FORMATS[formatDuNom(fichier) ?? "jpeg"][0];
  return essai <= 1 ? `${numSachet}${ext}` : `${numSachet}-${essai}${ext}`;
}
