/**
 * Accounting files are read by packages that expect plain ASCII (Quadra) or one of ASCII/ISO 8859-15
 * (FEC, art. A47 A-1 LPF III 1°): French text is folded to ASCII, letters keep their base letter.
 */

/** Letters and signs that do not decompose into a base letter + accent. */
const REMPLACEMENTS: Readonly<Record<string, string>> = {
  œ: "oe",
  Œ: "OE",
  æ: "ae",
  Æ: "AE",
  ß: "ss",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ł: "l",
  Ł: "L",
  "’": "'",
  "‘": "'",
  "“": '"',
  "”": '"',
  "«": '"',
  "»": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "€": "EUR",
  "°": "o",
};

/**
 * "Bijouterie Hélène – Noël" -> "Bijouterie Helene - Noel". Accents dropped, ligatures spelt out,
 * control characters (tab, line breaks) become spaces, anything else outside printable ASCII is removed.
 */
export function texteAscii(texte: string): string {
  let out = "";
  for (const ch of texte.normalize("NFD")) {
    const code = ch.charCodeAt(0);
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (REMPLACEMENTS[ch] !== undefined) out += REMPLACEMENTS[ch];
    else if (code < 0x20 || ch === "\u00a0" || ch === "\u202f" || ch === "\u2028") out += " ";
    // Combining accents (U+0300..U+036F) and the rest are dropped.
  }
  return out;
}

/** Left-aligned in `longueur` characters: cut when longer, padded with spaces when shorter. */
export function alphaFixe(texte: string, longueur: number): string {
  return texte.slice(0, longueur).padEnd(longueur, " ");
}

/** Digits right-aligned on `longueur` characters, zeros on the left; refuses what does not fit. */
export function numeriqueFixe(n: number, longueur: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a natural number: ${n}`);
  const s = String(n);
  if (s.length > longueur) throw new RangeError(`${n} does not fit in ${longueur} digits`);
  return s.padStart(longueur, "0");
}

/** "2025-03-07" -> "070325" (JJMMAA of the Quadra records). */
export function dateJJMMAA(iso: string): string {
  const m = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Invalid ISO date: "${iso}"`);
  return `${m[3]}${m[2]}${m[1]}`;
}

/** "2025-03-07" -> "20250307" (AAAAMMJJ of the FEC). */
export function dateAAAAMMJJ(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Invalid ISO date: "${iso}"`);
  return iso.replaceAll("-", "");
}
