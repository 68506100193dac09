import { z } from "zod";
import { MSG_DATE_LIVRAISON_INVALIDE, STATUT } from "../noyau-of/index.ts";
import { prixRetenuSelonStade } from "../produits/index.ts";
import type { Refus } from "../shared/index.ts";
import { dateOptionnelle, drapeau, idRequis, texteOptionnel } from "./edit-fields.ts";

/**
 * /of/edit (spec 01 sections 2, 4, 9): the list of OFs and its edit panel, the price colour by stade,
 * the search that selects an OF, and the only deletion of an OF the house allows.
 */

export const MSG_STADE_OBLIGATOIRE = "Le stade est obligatoire.";
export const MSG_TRANSPORT_OBLIGATOIRE = "Le type de transport est obligatoire.";
export const MSG_METAL_OBLIGATOIRE = "Le métal est obligatoire.";
export const MSG_DIM_TROP_LONGUE = "Taille ou longueur : 30 caractères au plus.";
export const MSG_REF_CLT_TROP_LONGUE = "Référence client : 100 caractères au plus.";
export const MSG_NOTES_TROP_LONGUES = "Texte trop long : 4000 caractères au plus.";
export const MSG_OF_ENREGISTRE = "OF enregistré";
export const MSG_OF_SUPPRIME = "OF supprimé n° {n}";
export const MSG_SUPPRESSION_OF_STATUT =
  "Suppression impossible : seul un OF au statut Créé (50) peut être supprimé.";
export const MSG_SUPPRESSION_OF_LIGNES =
  "Suppression impossible : l'OF a déjà des lignes d'atelier, de serti ou de pierres.";
export const MSG_SUPPRESSION_OF_LIEE =
  "Suppression impossible : l'OF est lié à une facture, au stock ou à une réservation.";
export const MSG_REFERENCE_INCONNUE = "Valeur inconnue : rechargez la page.";

/** Longest free texts accepted in the OF's text columns (notes, information). */
export const NOTES_MAX = 4000;

/** The fields of the edit panel of /of/edit (PUT /api/of/:n/edition). */
export const editionOfSchema = z.object({
  dateLivr: dateOptionnelle(MSG_DATE_LIVRAISON_INVALIDE),
  dateLImp: drapeau,
  idStade: idRequis(MSG_STADE_OBLIGATOIRE),
  typTransp: idRequis(MSG_TRANSPORT_OBLIGATOIRE),
  typeMetal: idRequis(MSG_METAL_OBLIGATOIRE),
  dim: texteOptionnel(30, MSG_DIM_TROP_LONGUE),
  refClt: texteOptionnel(100, MSG_REF_CLT_TROP_LONGUE),
  notes: texteOptionnel(NOTES_MAX, MSG_NOTES_TROP_LONGUES),
});
export type EditionOfInput = z.input<typeof editionOfSchema>;
export type EditionOfData = z.output<typeof editionOfSchema>;

/** Spec 01 section 4: the price is coloured by stade group; a stade outside the groups is not. */
export const GROUPES_COULEUR_PRIX = {
  piece: [2, 4, 8, 11],
  centreVide: [3, 7, 9],
  mfs: [1, 6, 10],
} as const;
export type GroupeCouleurPrix = keyof typeof GROUPES_COULEUR_PRIX;

export function groupeCouleurPrix(idStade: number | null | undefined): GroupeCouleurPrix | null {
  for (const [groupe, stades] of Object.entries(GROUPES_COULEUR_PRIX)) {
    if ((stades as readonly number[]).includes(idStade ?? Number.NaN)) return groupe as GroupeCouleurPrix;
  }
  return null;
}

/**
 * The search of /of/edit selects an OF when the text is exactly an OF number (digits only, no
 * leading zero); the number to open, else null.
 */
export function numeroExact(recherche: string): number | null {
  const s = recherche.trim();
  return /^[1-9]\d{0,8}$/.test(s) ? Number(s) : null;
}

export interface LiensOf {
  /** Workshop (ouvrier), setting (serti) and stone feeding (op_stock) lines. */
  lignesAtelier: number;
  /** Invoice lines, stock rows, reservations pointing at it. */
  autresLiens: number;
}

export type RefusSuppressionOf = Refus<
  "OF_SUPPRESSION_STATUT" | "OF_SUPPRESSION_LIGNES" | "OF_SUPPRESSION_LIEE"
>;

/**
 * Deleting an OF (spec 01 section 5 left it unimplemented): only a just-created OF (status 50) that
 * nothing has used yet. Returns the refusal, or null when it may go. An invoiced OF never reaches
 * here: the OF lock refuses it first.
 */
export function refusSuppressionOf(statut: number, liens: LiensOf): RefusSuppressionOf | null {
  if (statut !== STATUT.cree) return { code: "OF_SUPPRESSION_STATUT", message: MSG_SUPPRESSION_OF_STATUT };
  if (liens.lignesAtelier > 0) return { code: "OF_SUPPRESSION_LIGNES", message: MSG_SUPPRESSION_OF_LIGNES };
  if (liens.autresLiens > 0) return { code: "OF_SUPPRESSION_LIEE", message: MSG_SUPPRESSION_OF_LIEE };
  return null;
}

/** A row of the /of/edit list (GET /api/of). */
export interface OfListeLigne {
  numSachet: number;
  /** Thumbnail: the OF's photo, else the product's image. */
  image: string | null;
  client: string;
  ref: string | null;
  description: string | null;
  idStade: number;
  stade: string;
  transport: string;
  metal: string;
  dim: string | null;
  statut: number;
  descStatut: string;
  /** The catalogue price of the product at the OF's stade (spec 01 section 4), null if unpriced. */
  prix: string | null;
}

/** The whole OF, for the edit panel and the Trace OF form (GET /api/of/:n). */
export interface OfDetail {
  numSachet: number;
  idp: number;
  ref: string | null;
  description: string | null;
  client: string;
  statut: number;
  descStatut: string;
  idStade: number;
  typTransp: number;
  typeMetal: number;
  dateCrea: string;
  dateLivr: string | null;
  dateLImp: boolean;
  tournee: boolean;
  devis: boolean;
  facon: boolean;
  pierresClt: boolean;
  signe: boolean;
  grave: boolean;
  labo: boolean;
  dim: string | null;
  /** Grams. */
  poids: string | null;
  notes: string | null;
  information: string | null;
  refClt: string | null;
  /** Product line (copied from the centre vide; the alternate channel's line invoices there). */
  nomLigne: string | null;
  /** SAV comment. */
  ref1: string | null;
  prixFact: string | null;
  prixR: string | null;
  reaco: string;
  remise: string;
  echeance: number;
  /** The row of the VAT rates list matching the OF's rate and category; null: the default rate. */
  idTva: number | null;
  photoOf: string | null;
  image: string | null;
  /** The product's catalogue prices, so a change of stade shows its price at once. */
  prixProduit: { total3: string; totalcv: string; totalMfs: string } | null;
}

/** The catalogue price shown for an OF at a stade (spec 01 section 4: 1 mfs, 3 centre vide, other piece). */
export function prixAfficheOf(prix: OfDetail["prixProduit"], idStade: number | null): string | null {
  if (prix === null || idStade === null) return null;
  const retenu = prixRetenuSelonStade(idStade);
  return retenu === "mfs" ? prix.totalMfs : retenu === "centreVide" ? prix.totalcv : prix.total3;
}
