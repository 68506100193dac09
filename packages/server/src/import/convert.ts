import type { Conversion, Value } from "./types.ts";

export type Converted = { value: Value; adjusted?: string };

/** Exact decimal string of a MySQL number at `scale` digits; `adjusted` when the old value had more. */
export function toDecimal(raw: unknown, scale: number): Converted {
  if (raw === null || raw === undefined || raw === "") return { value: null };
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isFinite(n)) throw new Error(`nombre invalide « ${String(raw)} »`);
  // Shortest decimal form of the binary value (what MySQL shows), then exact rounding half up.
  const text = typeof raw === "string" ? raw.trim() : String(n);
  const fixed = roundHalfUp(text.includes("e") ? n.toFixed(12) : text, scale);
  const drift = Math.abs(Number(fixed) - n);
  // A float's own noise is far below 1e-9 of the value; anything beyond it is a real lost digit.
  const noise = Math.max(1e-9, Math.abs(n) * 1e-12);
  return drift > noise ? { value: fixed, adjusted: `${text} → ${fixed}` } : { value: fixed };
}

function roundHalfUp(text: string, scale: number): string {
  const neg = text.startsWith("-");
  const [intPart = "0", frac = ""] = (neg ? text.slice(1) : text).split(".");
  const digits = BigInt(intPart + (frac + "0".repeat(scale + 1)).slice(0, scale + 1));
  let scaled = digits / 10n;
  if (digits % 10n >= 5n) scaled += 1n;
  const s = scaled.toString().padStart(scale + 1, "0");
  const out = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
  return neg && scaled !== 0n ? `-${out}` : out;
}

/** A MySQL date (dateStrings) to `YYYY-MM-DD`, the zero date to NULL. */
export function toDate(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const s = String(raw).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || s.startsWith("0000") || s.endsWith("-00") || s.slice(5, 7) === "00")
    return null;
  return s;
}

export function convert(raw: unknown, conv: Conversion): Converted {
  switch (conv.kind) {
    case "int":
      if (raw === null || raw === undefined) return { value: null };
      return { value: Number(raw) };
    case "ref0": {
      if (raw === null || raw === undefined) return { value: null };
      const n = Number(raw);
      return { value: n === 0 || (conv.none ?? []).includes(n) ? null : n };
    }
    case "date": {
      const d = toDate(raw);
      if (d === null && conv.required) throw new Error(`date obligatoire absente (« ${String(raw)} »)`);
      return { value: d };
    }
    case "decimal":
      return toDecimal(raw, conv.scale);
    case "flag01":
      return { value: Number(raw) === 1 ? 1 : 0 };
    case "bool01":
      return { value: Number(raw) === 1 };
    case "texte": {
      if (raw === null || raw === undefined) return { value: conv.nullIfEmpty ? null : "" };
      let s = (Buffer.isBuffer(raw) ? raw.toString("utf8") : String(raw)).replace(/\0/g, "");
      if (conv.lower) s = s.toLowerCase();
      if ((s === "" && conv.nullIfEmpty) || conv.none?.includes(s)) return { value: null };
      if (conv.max && s.length > conv.max)
        return { value: s.slice(0, conv.max), adjusted: `« ${s} » coupé à ${conv.max} caractères` };
      return { value: s };
    }
    case "const":
      return { value: conv.value };
  }
}
