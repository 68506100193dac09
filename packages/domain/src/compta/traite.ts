import { addDays, fromCents, isValidIsoDate, toCents } from "../shared/index.ts";

/**
 * Bills of exchange (traites, spec 02 sections 2.18, 7 and 9; spec 03 sections 5 and 8): the customer
 * bill (/traite) and the supplier bill (/traite_fournisseur), printed as the French "lettre de change
 * relevé" (LCR), one form per instalment.
 */

/** Spec 02 section 9: due date 30 days after creation, effect number 1500, number of cuts 1. */
export const ECHEANCE_TRAITE_JOURS = 30;
export const NUM_EFFET_DEFAUT = 1500;
export const NB_DECOUPE_DEFAUT = 1;
/** Monthly instalments over a year at most (a choice: the spec gives no limit). */
export const NB_DECOUPE_MAX = 12;

/** Spec 03 sections 5 and 8, word for word: the old screens had the alert but never showed it. */
export const MSG_VARIABLES_MANQUANTES = "Il manque les variables suivantes : ";
export const msgVariablesManquantes = (champs: readonly string[]) =>
  `${MSG_VARIABLES_MANQUANTES}${champs.join(", ")}`;

export const MSG_TRAITE_DATE_CREATION_INVALIDE = "Date de création invalide.";
export const MSG_TRAITE_ECHEANCE_INVALIDE = "Échéance invalide.";
export const MSG_TRAITE_ECHEANCE_AVANT_CREATION = "L'échéance ne peut pas précéder la date de création.";
export const MSG_TRAITE_MONTANT_INVALIDE = "Le total TTC doit être un montant positif (2 décimales au plus).";
export const MSG_TRAITE_NUM_EFFET_INVALIDE = "Le N° d'effet doit être un nombre entier positif.";
export const MSG_TRAITE_NB_DECOUPE_INVALIDE = `Le nombre de découpes doit être un entier de 1 à ${NB_DECOUPE_MAX}.`;
export const MSG_TRAITE_MONTANT_TROP_FAIBLE = "Le total TTC est trop faible pour autant d'échéances.";
export const MSG_TRAITE_CLIENT_INCONNU = "Client introuvable.";
export const MSG_TRAITE_INTROUVABLE = "Traite introuvable.";
export const MSG_TRAITE_BANQUE_INCONNUE = "Banque introuvable.";
export const MSG_TRAITE_FOURNISSEUR_INCONNU = "Fournisseur introuvable.";
export const MSG_CODE_BANQUE_INVALIDE = "Le code banque comporte 5 chiffres.";
export const MSG_CODE_GUICHET_INVALIDE = "Le code guichet comporte 5 chiffres.";
export const MSG_NUM_COMPTE_INVALIDE = "Le numéro de compte comporte 11 chiffres ou lettres au plus.";
export const MSG_CLE_RIB_INVALIDE = "La clé RIB comporte 2 chiffres.";
export const msgNumEffetUtilise = (n: number) => `Le N° d'effet ${n} est déjà utilisé.`;
export const msgTraiteCreee = (numEffet: number | string) => `Traite créée : effet n° ${numEffet}`;
/** The bill is saved but its PDF could not be opened: its message, then why (reprinted from the list). */
export const msgTraiteImpressionImpossible = (traiteCreee: string, raison: string) =>
  `${traiteCreee} — impression impossible : ${raison}`;

/** Spec 02 section 9: the due date 30 days after the creation date. */
export function echeanceParDefaut(dateCreation: string): string {
  return addDays(dateCreation, ECHEANCE_TRAITE_JOURS);
}

/** The Echeance a form shows: the one typed, else creation + 30 days (it follows the creation date until edited). */
export function echeanceAffichee(dateCreation: string, saisie: string | null): string {
  if (saisie !== null) return saisie;
  return isValidIsoDate(dateCreation) ? echeanceParDefaut(dateCreation) : "";
}

/**
 * The N° Effet offered for a new customer bill: the one after the last stored, so that bills keep
 * distinct, increasing numbers; 1500 (spec 02 section 9) when none was ever stored.
 */
export function prochainNumEffet(dernier: number | null): number {
  return dernier === null ? NUM_EFFET_DEFAUT : dernier + 1;
}

/** The same day `n` months later, moved back to the month's last day when it has no such day. */
export function ajouterMois(iso: string, n: number): string {
  if (!isValidIsoDate(iso)) throw new RangeError(`Invalid ISO date: "${iso}"`);
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const annee = Math.floor(index / 12);
  const mois = (index % 12) + 1;
  // Day 0 of the next month is the last day of this one (setUTCFullYear keeps years below 100 as given).
  const fin = new Date(0);
  fin.setUTCFullYear(annee, mois, 0);
  const jour = Math.min(d, fin.getUTCDate());
  return `${String(annee).padStart(4, "0")}-${String(mois).padStart(2, "0")}-${String(jour).padStart(2, "0")}`;
}

export interface EcheanceTraite {
  /** 1-based. */
  rang: number;
  montant: string;
  echeance: string;
}

/**
 * Nb Decoupe: the bill cut into equal instalments, in exact cents; the cents that do not divide go to
 * the last one (100,00 in 3: 33,33 + 33,33 + 33,34). Reading of "Echeance": the FIRST instalment falls
 * on it, each next one a month later (same day, or the month's last day).
 */
export function decouperTraite(totalTtc: string, nbDecoupe: number, echeance: string): EcheanceTraite[] {
  if (!Number.isInteger(nbDecoupe) || nbDecoupe < 1) throw new RangeError("nbDecoupe >= 1");
  const cents = toCents(totalTtc);
  const part = Math.floor(cents / nbDecoupe);
  return Array.from({ length: nbDecoupe }, (_, i) => ({
    rang: i + 1,
    montant: fromCents(i === nbDecoupe - 1 ? cents - part * (nbDecoupe - 1) : part),
    echeance: ajouterMois(echeance, i),
  }));
}

/** The number printed in the N° effet box of one instalment: "1500", or "1500-2" for the 2nd of 3. */
export function numeroEffetEcheance(numEffet: number | string, rang: number, nbDecoupe: number): string {
  return nbDecoupe > 1 ? `${numEffet}-${rang}` : String(numEffet);
}

/** What a creation answers: the new row, its effect number and the message to show. */
export interface TraiteCreee {
  idTraite: number;
  numEffet: string;
  message: string;
}

/** A preset bank of the supplier bill screen. */
export interface Banque {
  idBanque: number;
  nom: string;
  codeBanque: string | null;
  codeGuichet: string | null;
  numCompte: string | null;
  cleRib: string | null;
  ville: string | null;
}

/** A supplier offered on the supplier bill, with the account last printed for it (prefills the form). */
export interface FournisseurTraite {
  fourId: number;
  raisonSoc: string;
  compte: string | null;
}
