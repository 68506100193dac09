/**
 * What a French B2B invoice must print beyond its lines (code de commerce L441-9 and D441-5): the
 * payment terms and due date, the early-payment discount, the late-payment penalties and the fixed
 * recovery indemnity.
 */

export const MENTION_ESCOMPTE = "Pas d'escompte pour paiement anticipé";
export const MENTION_INDEMNITE_RECOUVREMENT = "Indemnité forfaitaire pour frais de recouvrement : 40 €";

/** Setting penalitesRetard ("3 fois le taux d'intérêt légal"). */
export const mentionPenalitesRetard = (taux: string) => `Pénalités de retard : ${taux}`;

/**
 * Spec 01 section 9: the due date is the end of the month of (invoice date + term): "N jours fin de
 * mois" in the trade's words; a term of 0 is the end of the invoice's month.
 */
export function conditionsPaiement(echeanceJours: number): string {
  return echeanceJours === 0 ? "Paiement fin de mois" : `Paiement à ${echeanceJours} jours fin de mois`;
}
