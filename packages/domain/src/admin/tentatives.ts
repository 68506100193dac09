import type { Refus } from "../shared/index.ts";
import type { NiveauControle } from "./systeme.ts";

/**
 * Password guessing is slowed down, never turned into a lockout of the account's owner. Failures are
 * counted per login and address (a pair), and summed per login and per address. An attempt from an
 * address that has not failed on this login (in the last hour) is always checked: its owner, from his
 * own machine, gets in with the right password whatever others are guessing. Otherwise the attempt
 * waits for the longest of three doubling delays (30 s, 60 s, 120 s... at most 15 minutes, counted
 * from the last failure of the counter):
 * - the pair's, after 5 failures (one machine guessing one password);
 * - the login's, after 20 failures from all addresses (many machines guessing one password: each
 *   machine that has failed on it waits);
 * - the address's, after 20 failures on all logins (one machine trying many accounts: it waits on
 *   each login it has failed on).
 * A failure is forgotten an hour after the last one of its pair; a success clears its pair.
 */
export const ECHECS_LIBRES_PAIRE = 5;
export const ECHECS_LIBRES_LOGIN = 20;
export const ECHECS_LIBRES_ADRESSE = 20;
export const DELAI_INITIAL_SECONDES = 30;
export const DELAI_MAX_SECONDES = 15 * 60;
export const OUBLI_SECONDES = 60 * 60;
/** How long the system page shows a login's failures. */
export const ALERTE_HEURES = 24;

export const MSG_MOT_DE_PASSE_TROP_TENTATIVES =
  "Trop d'essais du mot de passe actuel. Réessayez dans {s} secondes.";

/** Failures of one counter within the last hour, and when the last one was. */
export interface Compteur {
  echecs: number;
  dernier: Date | null;
}

export interface EtatTentatives {
  paire: Compteur;
  login: Compteur;
  adresse: Compteur;
}

/** The doubling delay after `echecs` failures of a counter that allows `libres`: 0 below it. */
export function delaiSecondes(echecs: number, libres: number): number {
  if (echecs < libres) return 0;
  const doublements = Math.min(echecs - libres, 10);
  return Math.min(DELAI_INITIAL_SECONDES * 2 ** doublements, DELAI_MAX_SECONDES);
}

/** Seconds this attempt must wait before its password is checked; 0 = check it now. */
export function attenteSecondes(etat: EtatTentatives, maintenant: Date): number {
  if (etat.paire.echecs === 0) return 0;
  let fin = 0;
  for (const [c, libres] of [
    [etat.paire, ECHECS_LIBRES_PAIRE],
    [etat.login, ECHECS_LIBRES_LOGIN],
    [etat.adresse, ECHECS_LIBRES_ADRESSE],
  ] as const) {
    const delai = delaiSecondes(c.echecs, libres);
    if (c.dernier && delai > 0) fin = Math.max(fin, c.dernier.getTime() + delai * 1000);
  }
  return Math.max(0, Math.ceil((fin - maintenant.getTime()) / 1000));
}

export type RefusTentative = Refus<"TROP_TENTATIVES"> & { attenteSecondes: number };

/**
 * The refusal of an attempt that must wait, worded by `message` ("... dans {s} secondes."), or null
 * when its password may be checked.
 */
export function refusTentative(
  etat: EtatTentatives,
  maintenant: Date,
  message: string,
): RefusTentative | null {
  const attente = attenteSecondes(etat, maintenant);
  if (attente === 0) return null;
  return {
    code: "TROP_TENTATIVES",
    message: message.replace("{s}", String(attente)),
    attenteSecondes: attente,
  };
}

/** The system page's alert: one line per login that failed in the last 24 hours. */
export interface AlerteConnexion {
  login: string;
  /** Failures not yet cleared by a success, from all addresses. */
  echecs: number;
  dernierEchec: string;
  /** The addresses that failed, the latest first (5 at most). */
  adresses: string[];
  /** Some address of this login must wait (a delay is running). */
  ralenti: boolean;
}

/** Some login being slowed down is a warning; failures without a delay are only listed. */
export function niveauConnexions(alertes: readonly AlerteConnexion[]): NiveauControle {
  return alertes.some((a) => a.ralenti) ? "attention" : "ok";
}
