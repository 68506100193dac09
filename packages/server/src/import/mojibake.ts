/**
 * Text stored as UTF-8 bytes in a latin1 column and read back as latin1 (or Windows-1252) characters,
 * "FranÃ§oise" for "Françoise" (issue 26.7): each character back to its byte, the bytes read as UTF-8.
 */

/**
 * The Windows-1252 characters of bytes 0x80-0x9F (€, ’, œ...), in byte order (U+FFFD: a byte it leaves
 * undefined). Node's TextDecoder reads "windows-1252" as ISO-8859-1, so the table is written here.
 */
const CP1252_80_9F = "€�‚ƒ„…†‡ˆ‰Š‹Œ�Ž��‘’“”•–—˜™š›œ�žŸ";
const CP1252 = new Map(
  [...CP1252_80_9F].map((ch, i) => [ch, 0x80 + i] as const).filter(([ch]) => ch !== "\ufffd"),
);

/** A lead byte of a 2-4 byte UTF-8 sequence read as latin1 (Ã, Â, â, ð...) followed by a continuation byte. */
const SUSPECT =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]/;

/** The repaired text, or null when the text is not such mojibake (it must decode as valid UTF-8). */
export function reparerMojibake(s: string): string | null {
  if (!SUSPECT.test(s)) return null;
  const bytes: number[] = [];
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    const b = code < 0x100 ? code : CP1252.get(ch);
    if (b === undefined) return null;
    bytes.push(b);
  }
  try {
    const out = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bytes));
    return out === s ? null : out;
  } catch {
    return null;
  }
}
