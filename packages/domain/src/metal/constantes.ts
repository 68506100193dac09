/** Metal and ledger constants (spec 03 section 9, issue 15). Decimals as text: never binary floats. */

/** 750 to fine gold: Sortie Or Fin = 0.75 x Sortie Or 750 for gold. */
export const FACTEUR_OR_FIN = "0.75";

/**
 * Grams in a troy ounce, the unit gold is priced in. The old screens divided by 28.3495 (the
 * avoirdupois ounce); using the troy ounce is a deliberate correction (README).
 */
export const GRAMMES_PAR_ONCE_TROY = "31.1034768";

/** Suivi Métal: the 752/1000 column is weight x 0.92 / 0.753. */
export const SUIVI_FACTEUR = "0.92";
export const SUIVI_DIVISEUR = "0.753";

/** Analyse Métal: fine gold = weight / 0.75; vault factor 0.997 (3 per mille loss). */
export const ANALYSE_DIVISEUR_FIN = "0.75";
export const FACTEUR_COFFRE = "0.997";

/** Loss percent bounds and the designation's minimum length. */
export const PERTE_MIN = 0;
export const PERTE_MAX = 100;
export const DESIGNATION_MIN = 2;
export const DESIGNATION_MAX = 200;

/** The ledger's page sizes (CLAL: 25 by default, 10/25/50/100). */
export const PAGE_SIZE_GRAND_LIVRE = 25;
export const PAGE_SIZE_GRAND_LIVRE_OPTIONS = [10, 25, 50, 100] as const;

/** The three tabs of /mouvements_or. */
export const ONGLETS = ["clal", "fournisseurs", "clients"] as const;
export type Onglet = (typeof ONGLETS)[number];

export const LIBELLES_ONGLETS: Record<Onglet, string> = {
  clal: "CLAL",
  fournisseurs: "FOURNISSEURS",
  clients: "CLIENTS",
};
