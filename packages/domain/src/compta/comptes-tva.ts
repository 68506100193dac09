import { dec } from "../shared/index.ts";

/**
 * The VAT account of each rate (issue 25 point 7), as the setting comptesTvaParTaux writes it:
 * "20=44571200;10=44571100;5,5=44571050" (rate with a comma or a point, then the account). A rate the
 * list does not name goes to the default VAT account (compteTvaCollectee).
 */
export type ComptesTvaParTaux = ReadonlyMap<string, string>;

/** "5,5" and "5.50" are the same rate: "5.50". */
const cleTaux = (taux: string) => dec(taux.replace(",", ".")).toFixed(2);

/** The list of the setting, or null when it cannot be read (a part without "=", a rate that is no number, a rate twice). */
export function lireComptesTvaParTaux(texte: string): ComptesTvaParTaux | null {
  const out = new Map<string, string>();
  for (const part of texte.split(";").map((p) => p.trim())) {
    if (part === "") continue;
    const m = /^(\d{1,2}(?:[.,]\d{1,2})?)\s*=\s*(\S+)$/.exec(part);
    if (m === null) return null;
    const cle = cleTaux(m[1]!);
    if (out.has(cle)) return null;
    out.set(cle, m[2]!);
  }
  return out;
}

/** The VAT account of a rate ("20.00"): the one the list names, else the default. */
export function compteTvaDuTaux(comptes: ComptesTvaParTaux, taux: string, defaut: string): string {
  return comptes.get(cleTaux(taux)) ?? defaut;
}
