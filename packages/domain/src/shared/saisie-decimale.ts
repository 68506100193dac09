/**
 * A decimal typed by a person in a text field, the French way ("12,3"), and a stored decimal ("12.30",
 * as NUMERIC comes back) shown again in such a field. Both work on the text: never through a binary
 * float. Every decimal schema reads its input through lireSaisieDecimale, and every form fills its
 * fields through decimalSaisie.
 */

/**
 * The text typed, trimmed, its French comma read as the decimal point: "12,3" -> "12.3", " 7 " -> "7",
 * blank or absent -> "". The format itself is left to the schema that reads it.
 */
export function lireSaisieDecimale(v: unknown): string {
  return String(v ?? "")
    .trim()
    .replace(",", ".");
}

/**
 * A stored decimal as a person types it: "12.50" -> "12,5", "90.00" -> "90", null -> "". With
 * `zerosFinaux` the decimals are kept as stored ("23.00" -> "23,00": a price, carats to the thousandth).
 */
export function decimalSaisie(
  valeur: string | null | undefined,
  opts: { zerosFinaux?: boolean } = {},
): string {
  if (valeur == null) return "";
  const court =
    valeur.includes(".") && !opts.zerosFinaux ? valeur.replace(/0+$/, "").replace(/\.$/, "") : valeur;
  return court.replace(".", ",");
}
