import { addDays } from "../shared/index.ts";
import type { DevisResultat, DevisTarifCle } from "./devis.ts";

/**
 * The quote for the client (issue 12 point 13): description, stones, the chosen tier's price and a
 * validity date; never the costs, the cost price nor the coefficients (the internal quote has them).
 */

/** Which print of /devis: the internal one (costs, coefficients, every tier) or the client's. */
export const DEVIS_MODELES = ["interne", "client"] as const;
export type DevisModele = (typeof DEVIS_MODELES)[number];

export const MSG_DEVIS_TARIF_INCONNU = "Tarif inconnu.";

/** A stone of the client quote: what it is, how many, how heavy; no price of its own. */
export interface DevisClientPierre {
  description: string;
  qte: number;
  poids: string;
}

export interface DevisClient {
  /** The tier chosen and its price (euros HT, rounded up to the ten). */
  tarif: DevisTarifCle;
  libelleTarif: string;
  prix: string;
  pierres: DevisClientPierre[];
  /** ISO date until which the price holds. */
  valableJusquau: string;
}

/** The last day the quote holds: its date plus the validity in days (setting validiteDevisJours). */
export function dateValiditeDevis(dateIso: string, jours: number): string {
  return addDays(dateIso, jours);
}

/** What the client quote shows, from the computed quote and the chosen tier. */
export function devisClient(
  resultat: DevisResultat,
  tarif: DevisTarifCle,
  dateIso: string,
  validiteJours: number,
): DevisClient {
  const t = resultat.tarifs.find((x) => x.cle === tarif);
  if (!t) throw new RangeError(MSG_DEVIS_TARIF_INCONNU);
  return {
    tarif,
    libelleTarif: t.libelle,
    prix: t.prix,
    pierres: resultat.pierres.map(({ description, qte, poids }) => ({ description, qte, poids })),
    valableJusquau: dateValiditeDevis(dateIso, validiteJours),
  };
}
