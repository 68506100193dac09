import type { Canal } from "./canal.ts";

/**
 * One printed identifier per issued document (issue 25 point 10), the same in the Factur-X XML (BT-1,
 * BT-25), on the PDF, in the FEC and Quadra piece reference, in the CSV and on the screens. Derived from
 * the stored number and its series, never stored: issued documents keep their numbers. Each series has
 * its prefix, so that the two invoice series, which number independently, never share an identifier:
 * F (standard invoices), FX (the alternate channel's), AV (credit notes). Letters and digits only,
 * 35 characters at most (BR-FR-01/02), 8 at most up to number 999999 (Quadra's piece field).
 */
export const PREFIXE_SERIE = { standard: "F", alternatif: "FX", avoir: "AV" } as const;

/** "F185", "FX185". */
export function identifiantFacture(canal: Canal, numero: number): string {
  return `${PREFIXE_SERIE[canal]}${numero}`;
}

/** "AV54". */
export function identifiantAvoir(numero: number): string {
  return `${PREFIXE_SERIE.avoir}${numero}`;
}
