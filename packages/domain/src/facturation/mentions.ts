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

/** The client's identifiers, printed under its address on the invoice and on the credit note alike. */
export function mentionsClient(c: { siren: string | null; numTva: string | null }): string[] {
  return [
    ...(c.siren ? [`SIREN : ${c.siren}`] : []),
    ...(c.numTva ? [`N° TVA intracommunautaire : ${c.numTva}`] : []),
  ];
}

/**
 * The operation category (décret 2022-1299, mandatory on invoices from the 2026 reform): goods,
 * services or both. It gives the billing mode of the Factur-X (BT-23): B1, S1, M1 (1: an invoice to be
 * paid, nothing prepaid).
 */
export type CategorieOperation = "biens" | "services" | "mixte";
export const MODE_FACTURATION: Record<CategorieOperation, "B1" | "S1" | "M1"> = {
  biens: "B1",
  services: "S1",
  mixte: "M1",
};
const LIBELLE_CATEGORIE_OPERATION: Record<CategorieOperation, string> = {
  biens: "livraison de biens",
  services: "prestation de services",
  mixte: "livraison de biens et prestation de services",
};
export const mentionCategorieOperation = (c: CategorieOperation) =>
  `Catégorie de l'opération : ${LIBELLE_CATEGORIE_OPERATION[c]}`;

/** Goods when every line is goods, services when none is, else mixed. Écrin's pieces are goods. */
export function categorieOperation(lignes: readonly { service: boolean }[]): CategorieOperation {
  const services = lignes.filter((l) => l.service).length;
  if (services === 0) return "biens";
  return services === lignes.length ? "services" : "mixte";
}

interface Adresse {
  adresse: string | null;
  cp: string | null;
  ville: string | null;
}

/**
 * The delivery address to print (décret 2022-1299): only when it differs from the billing address
 * (compared without case or spacing), else null.
 */
export function livraisonDistincte<L extends Adresse>(facturation: Adresse, livraison: L | null): L | null {
  if (!livraison) return null;
  const cle = (a: Adresse) =>
    [a.adresse, a.cp, a.ville].map((x) => (x ?? "").replace(/\s+/g, " ").trim().toLowerCase()).join("|");
  return cle(facturation) === cle(livraison) ? null : livraison;
}
