import { type Canal, identifiantFacture } from "../facturation/index.ts";
import type { RefusCompta } from "./refus.ts";

/**
 * The invoices a customer bill settles (issue 25 point 8): given when the bill is created, each an
 * invoice of the bill's client, settled by no other bill. Their client is credited by the bill's
 * remittance; their payment date is then the bill collected, never a second credit (`reglements.ts`).
 */

/** An invoice at most per bill's list; a bill settles a few invoices (a month's, a quarter's). */
export const FACTURES_TRAITE_MAX = 100;
export const MSG_TRAITE_FACTURE_INVALIDE = "Facture réglée invalide.";
export const MSG_TRAITE_TROP_DE_FACTURES = `Une traite règle ${FACTURES_TRAITE_MAX} factures au plus.`;
export const msgTraiteFactureIntrouvable = (canal: Canal, n: number) =>
  `Facture n° ${identifiantFacture(canal, n)} introuvable.`;
export const msgTraiteFactureAutreClient = (canal: Canal, n: number) =>
  `La facture n° ${identifiantFacture(canal, n)} n'est pas une facture du client de la traite.`;
export const msgTraiteFactureDejaReglee = (canal: Canal, n: number, numEffet: number) =>
  `La facture n° ${identifiantFacture(canal, n)} est déjà réglée par l'effet n° ${numEffet}.`;

export interface FactureReglee {
  canal: Canal;
  idFact: number;
}

/** What the database says of a cited invoice: its client, and the bill that already settles it. */
export interface FactureAReglee extends FactureReglee {
  idBijouterie: number;
  /** N° Effet of the bill that already settles it, or null. */
  numEffet: number | null;
}

/** The first reason the bill may not settle these invoices, or null. */
export function refusFacturesTraite(
  idBijouterie: number,
  factures: readonly FactureReglee[],
  trouvees: readonly FactureAReglee[],
): RefusCompta | null {
  for (const f of factures) {
    const t = trouvees.find((x) => x.canal === f.canal && x.idFact === f.idFact);
    if (!t)
      return { code: "TRAITE_FACTURE_INTROUVABLE", message: msgTraiteFactureIntrouvable(f.canal, f.idFact) };
    if (t.idBijouterie !== idBijouterie)
      return { code: "TRAITE_FACTURE_AUTRE_CLIENT", message: msgTraiteFactureAutreClient(f.canal, f.idFact) };
    if (t.numEffet !== null)
      return {
        code: "TRAITE_FACTURE_DEJA_REGLEE",
        message: msgTraiteFactureDejaReglee(f.canal, f.idFact, t.numEffet),
      };
  }
  return null;
}
