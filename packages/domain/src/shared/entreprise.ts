/**
 * French company identifiers: the SIREN (9 digits, Luhn key) and the intra-community VAT number built
 * on it (FR + 2-digit key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97).
 */

/** True when `s` is 9 digits whose Luhn sum is a multiple of 10. */
export function sirenValide(s: string): boolean {
  if (!/^\d{9}$/.test(s)) return false;
  let total = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(s[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

/** The 2-digit key of the French VAT number of a SIREN. */
export function cleTvaFr(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

/** The French VAT number of a SIREN: "FR" + key + SIREN. */
export function numeroTvaFr(siren: string): string {
  return `FR${cleTvaFr(siren)}${siren}`;
}

/** Spaces and dots are allowed on entry; stored compact, upper-case. */
export function compacter(s: string): string {
  return s.replace(/[\s.]/g, "").toUpperCase();
}

export type ErreurTva = "format" | "siren" | "cle";

/** Why a (compact) French VAT number is wrong, or null when it is right. */
export function erreurTvaFr(tva: string): ErreurTva | null {
  const m = /^FR(\d{2})(\d{9})$/.exec(tva);
  if (!m) return "format";
  const [, cle, siren] = m as unknown as [string, string, string];
  if (!sirenValide(siren)) return "siren";
  return cleTvaFr(siren) === cle ? null : "cle";
}
