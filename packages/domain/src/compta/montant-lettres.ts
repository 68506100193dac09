import { type DecimalInput, toCents } from "../shared/index.ts";

/**
 * An amount in euros written in French words, as a bill of exchange may carry it beside the figures:
 * "1234.56" -> "mille deux cent trente-quatre euros et cinquante-six centimes". Traditional spelling
 * (hyphens under one hundred only, "et" in 21 to 71, "quatre-vingts" and "cents" plural when final,
 * "mille" invariable, "un million d'euros").
 */

const UNITES = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
];
const DIZAINES = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"];

/** 0 < n < 100; `final`: nothing follows (quatre-vingts takes its s only then). */
function moinsDeCent(n: number, final: boolean): string {
  if (n < 20) return UNITES[n]!;
  const d = Math.floor(n / 10);
  const u = n % 10;
  if (d === 7 || d === 9) {
    const base = d === 7 ? "soixante" : "quatre-vingt";
    const reste = 10 + u;
    if (d === 7 && u === 1) return "soixante et onze";
    return `${base}-${UNITES[reste]}`;
  }
  if (d === 8) return u === 0 ? (final ? "quatre-vingts" : "quatre-vingt") : `quatre-vingt-${UNITES[u]}`;
  if (u === 0) return DIZAINES[d]!;
  if (u === 1) return `${DIZAINES[d]} et un`;
  return `${DIZAINES[d]}-${UNITES[u]}`;
}

/** 0 < n < 1000. */
function moinsDeMille(n: number, final: boolean): string {
  const c = Math.floor(n / 100);
  const r = n % 100;
  const reste = r === 0 ? "" : moinsDeCent(r, final);
  if (c === 0) return reste;
  const cent = c === 1 ? "cent" : `${UNITES[c]} cent${r === 0 && final ? "s" : ""}`;
  return reste === "" ? cent : `${cent} ${reste}`;
}

const GRANDS = [
  { valeur: 1_000_000_000, un: "un milliard", plusieurs: "milliards" },
  { valeur: 1_000_000, un: "un million", plusieurs: "millions" },
] as const;

/** A whole number in words (0 <= n < 10^12). */
export function entierEnLettres(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Hors limites : ${n}`);
  if (n === 0) return UNITES[0]!;
  const mots: string[] = [];
  let reste = n;
  for (const g of GRANDS) {
    const q = Math.floor(reste / g.valeur);
    reste %= g.valeur;
    if (q === 0) continue;
    // Million and milliard are nouns: "deux cents millions", "quatre-vingts millions".
    mots.push(q === 1 ? g.un : `${moinsDeMille(q, true)} ${g.plusieurs}`);
  }
  const milliers = Math.floor(reste / 1000);
  reste %= 1000;
  if (milliers > 0) mots.push(milliers === 1 ? "mille" : `${moinsDeMille(milliers, false)} mille`);
  if (reste > 0) mots.push(moinsDeMille(reste, true));
  return mots.join(" ");
}

export function montantEnLettres(montant: DecimalInput): string {
  const cents = toCents(montant);
  if (cents < 0) throw new RangeError("Montant négatif");
  const euros = Math.floor(cents / 100);
  const centimes = cents % 100;
  const enEuros = entierEnLettres(euros);
  // "un million d'euros": the noun follows a round million or billion with "de".
  const de = euros > 0 && euros % 1_000_000 === 0 ? "d'euros" : euros > 1 ? "euros" : "euro";
  const partieEuros = `${enEuros} ${de}`;
  if (centimes === 0) return partieEuros;
  const partieCentimes = `${entierEnLettres(centimes)} centime${centimes > 1 ? "s" : ""}`;
  return euros === 0 ? partieCentimes : `${partieEuros} et ${partieCentimes}`;
}
