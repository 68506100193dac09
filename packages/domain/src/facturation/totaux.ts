import { type DecimalInput, dec, mul, roundHalfUp, roundUp, sub, sum, toFixed2 } from "../shared/index.ts";
import { type CategorieTva, categorieDuTaux, categorieTaxee } from "./tva.ts";

/** Spec 01 section 9: (price + reaco) x (1 - discount/100), rounded UP to the cent. */
export function totalLigne(prix: DecimalInput, reaco: DecimalInput, remisePct: DecimalInput): string {
  return toFixed2(roundUp(mul(dec(prix).plus(reaco), dec(100).minus(remisePct).div(100)), 2));
}

/**
 * Spec 01 sections 4 and 9: the alternate channel's unit price = price minus 90 % of (price - cost),
 * rounded up to the cent.
 */
export function prixCanalAlternatif(prix: DecimalInput, revient: DecimalInput): string {
  return toFixed2(roundUp(sub(prix, mul("0.9", sub(prix, revient))), 2));
}

/** Spec 01 section 9: port 23 € under a 1000 € group total, else 0 (the user may still change it). */
export function portParDefaut(totalHt: DecimalInput): string {
  return dec(totalHt).lt(1000) ? "23.00" : "0.00";
}

interface TotauxDocument {
  /** Sum of the lines, before port. */
  totalLignes: string;
  port: string;
  /** Taxable base: lines + port. */
  totalHt: string;
  tauxTva: string;
  categorieTva: CategorieTva;
  /** VAT on the base, rounded half up to the cent (one rate per invoice); none unless standard (S). */
  tva: string;
  totalTtc: string;
}

/**
 * Totals of an invoice or a credit note: HT, VAT at its one rate and category, TTC. Exact decimals,
 * strings out. A reverse-charge (AE), exempt or zero-rated document adds no VAT.
 */
export function totauxDocument(
  lignes: readonly DecimalInput[],
  port: DecimalInput,
  tauxTva: DecimalInput,
  categorie: CategorieTva = categorieDuTaux(toFixed2(tauxTva)),
): TotauxDocument {
  const totalLignes = sum(lignes);
  const totalHt = totalLignes.plus(port);
  const tva = categorieTaxee(categorie) ? roundHalfUp(mul(totalHt, dec(tauxTva).div(100)), 2) : dec(0);
  return {
    totalLignes: toFixed2(totalLignes),
    port: toFixed2(port),
    totalHt: toFixed2(totalHt),
    tauxTva: toFixed2(tauxTva),
    categorieTva: categorie,
    tva: toFixed2(tva),
    totalTtc: toFixed2(totalHt.plus(tva)),
  };
}
