import { compacter } from "./entreprise.ts";

/**
 * Bank details: the IBAN (ISO 13616: country, 2 check digits, up to 30 letters and digits; the number
 * moved 4 characters and read with A=10 … Z=35 is 1 modulo 97) and the BIC (ISO 9362: 8 or 11).
 */

/** The IBAN as stored: without spaces, upper-case. */
export const normaliserIban = compacter;

export type ErreurIban = "format" | "cle";

/** Why a compact IBAN is wrong, or null when its check digits are right. */
export function erreurIban(iban: string): ErreurIban | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return "format";
  const tourne = iban.slice(4) + iban.slice(0, 4);
  let reste = 0;
  for (const ch of tourne) {
    const v = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    reste = (reste * (v >= 10 ? 100 : 10) + v) % 97;
  }
  return reste === 1 ? null : "cle";
}

/** 4 letters (bank), 2 letters (country), 2 letters or digits (place), optionally 3 (branch). */
export function bicValide(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic);
}

export interface Rib {
  codeBanque: string;
  codeGuichet: string;
  numCompte: string;
  cleRib: string;
}

/** The French RIB inside a French IBAN (FRkk BBBBB GGGGG CCCCCCCCCCC RR), or null for another country. */
export function ribDepuisIban(iban: string): Rib | null {
  const m = /^FR\d{2}(\d{5})(\d{5})([A-Z0-9]{11})(\d{2})$/.exec(iban);
  if (!m) return null;
  const [, codeBanque, codeGuichet, numCompte, cleRib] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { codeBanque, codeGuichet, numCompte, cleRib };
}

/** The IBAN in groups of 4, as printed. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}
