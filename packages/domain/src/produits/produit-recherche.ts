import { z } from "zod";
import { texte as champTexte } from "../shared/index.ts";

/**
 * Spec 01 section 5: the product search starts at 3 characters, or the special word "sav", which has 3
 * characters: the length alone lets it through.
 */
const RECHERCHE_PRODUIT_MIN = 3;
/** Spec 01 section 5: the first match is selected by itself at 4 characters; the ref matches on 4. */
const RECHERCHE_PRODUIT_AUTO = 4;
/** Results sent for one search (the list is 300 px high, spec 01 section 9). */
export const RECHERCHE_PRODUIT_LIMITE = 30;

export const MSG_RECHERCHE_PRODUIT_COURTE = "Saisissez au moins 3 caractères (ou « sav »).";
export const MSG_PRIX_PRODUIT_INTROUVABLE = "Produit introuvable.";

/** True when the typed text starts a search: 3 characters or more (the word sav included). */
export function rechercheProduitActive(texte: string): boolean {
  return texte.trim().length >= RECHERCHE_PRODUIT_MIN;
}

/** The case-insensitive prefix the reference must start with: the first 4 characters typed. */
export function prefixeRechercheProduit(texte: string): string {
  return texte.trim().slice(0, RECHERCHE_PRODUIT_AUTO).toLowerCase();
}

/** True when the typed text has just reached the length at which the first match is selected. */
export function autoSelectionneAQuatre(texte: string): boolean {
  return texte.trim().length === RECHERCHE_PRODUIT_AUTO;
}

/** The match to select by itself for the typed text, if any. */
export function produitAutoSelectionne<T>(texte: string, resultats: readonly T[]): T | undefined {
  return autoSelectionneAQuatre(texte) ? resultats[0] : undefined;
}

export const rechercheProduitQuerySchema = z.object({
  q: champTexte()
    .max(100, MSG_RECHERCHE_PRODUIT_COURTE)
    .refine(rechercheProduitActive, MSG_RECHERCHE_PRODUIT_COURTE),
});

/** One match of the product search. */
export interface ProduitTrouve {
  idCentre: number;
  ref: string;
  description: string;
  refCv: string | null;
  imgCentre: string | null;
}

/** Spec 01 section 9: the thumbnails are 60, 100 or 150 px; served by the images area. */
export function urlVignette(nom: string, taille: 60 | 100 | 150 = 100): string {
  return `/api/images/thumb/${encodeURIComponent(nom)}?size=${taille}`;
}
