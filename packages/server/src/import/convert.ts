import { arrondiPhp } from "@ecrin/domain";
import { reparerMojibake } from "./mojibake.ts";
import type { Conversion, Genre, Value } from "./types.ts";

export type Converted = { value: Value; adjusted?: string; kind?: Genre };

/** The digits after the point of a plain decimal text, trailing zeros aside. */
function decimals(text: string): number {
  return (text.split(".")[1] ?? "").replace(/0+$/, "").length;
}

/**
 * An old number to an exact decimal at `scale`, rounded as the old PHP did (arrondiPhp). `raw` is the
 * value at full precision (a FLOAT read as `col + 0e0`, not through its 6-digit text); `textForm` is what
 * MySQL shows (the text the old screens printed). Reported: a value carrying more digits than the
 * scale, and a value whose rounding differs from its text form's (12345.7 shown, 12345.67 exact).
 */
export function toDecimal(raw: unknown, scale: number, textForm?: unknown): Converted {
  if (raw === null || raw === undefined || raw === "") return { value: null };
  const full = String(raw).trim();
  if (!Number.isFinite(Number(full)))
    return { value: null, kind: "vide_obligatoire", adjusted: `nombre illisible « ${full} » → vide` };
  const value = arrondiPhp(full, scale);
  const text = textForm === null || textForm === undefined ? full : String(textForm).trim();
  if (text !== full && Number.isFinite(Number(text))) {
    const shown = arrondiPhp(text, scale);
    if (shown !== value)
      return {
        value,
        kind: "arrondi",
        adjusted: `affiché ${text} (soit ${shown}), valeur exacte ${full} → ${value}`,
      };
  }
  if (decimals(/e/i.test(text) ? full : text) > scale)
    return { value, kind: "arrondi", adjusted: `${text} → ${value}` };
  return { value };
}

/** A MySQL date (dateStrings) to `YYYY-MM-DD`, the zero date to NULL. */
export function toDate(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s.startsWith("0000") || s.endsWith("-00") || s.slice(5, 7) === "00")
    return null;
  return s;
}

/**
 * Old text as UTF-8, NUL characters removed (reported), mojibake repaired (reported), cut at `max`
 * characters (reported).
 */
function toTexte(raw: unknown, conv: Extract<Conversion, { kind: "texte" }>, max?: number): Converted {
  if (raw === null || raw === undefined) return { value: conv.nullIfEmpty ? null : "" };
  let s = Buffer.isBuffer(raw) ? raw.toString("utf8") : String(raw);
  let out: Converted | null = null;
  if (s.includes("\0")) {
    const n = s.split("\0").length - 1;
    s = s.replace(/\0/g, "");
    out = { value: s, kind: "caractere_nul", adjusted: `${n} caractère(s) NUL retiré(s)` };
  }
  const repaired = reparerMojibake(s);
  if (repaired !== null) {
    out = {
      value: repaired,
      kind: "mojibake",
      adjusted: `« ${s} » → « ${repaired} » (UTF-8 lu en latin1, réparé)`,
    };
    s = repaired;
  }
  if (conv.lower) s = s.toLowerCase();
  if ((s === "" && conv.nullIfEmpty) || conv.none?.includes(s)) return { value: null };
  const limit = conv.max ?? max;
  if (limit && s.length > limit) {
    const shown = s.length > 60 ? `${s.slice(0, 60)}…` : s;
    return {
      value: s.slice(0, limit),
      kind: "texte_coupe",
      adjusted: `« ${shown} » (${s.length} caractères) coupé à ${limit} caractères`,
    };
  }
  return out ? { ...out, value: s } : { value: s };
}

/**
 * One old value converted. `textForm` is the MySQL text of a FLOAT/DOUBLE read at full precision; `max`
 * the Écrin column's length when the mapping gives none. A required date left empty comes back NULL:
 * the row's converter decides what it becomes.
 */
export function convert(raw: unknown, conv: Conversion, textForm?: unknown, max?: number): Converted {
  switch (conv.kind) {
    case "int":
      if (raw === null || raw === undefined) return { value: null };
      return { value: Number(raw) };
    case "ref0": {
      if (raw === null || raw === undefined) return { value: null };
      const n = Number(raw);
      return { value: n === 0 || (conv.none ?? []).includes(n) ? null : n };
    }
    case "date":
      return { value: toDate(raw) };
    case "decimal":
      return toDecimal(raw, conv.scale, textForm);
    case "flag01":
      return { value: Number(raw) === 1 ? 1 : 0 };
    case "bool01":
      return { value: Number(raw) === 1 };
    case "texte":
      return toTexte(raw, conv, max);
    case "const":
      return { value: conv.value };
  }
}
