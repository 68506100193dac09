/**
 * What a document or an export shows of a text: never more than TEXTE_AFFICHE_MAX characters, the rest
 * replaced by an ellipsis. The screens and the API take at most 5,000 characters in any text field (an
 * OF's notes), so a value cut here is one that reached the database another way (an old import, a hand
 * edit); a 10 MB text would otherwise make a PDF take gigabytes and seconds to lay out.
 */
export const TEXTE_AFFICHE_MAX = 5000;

export const ELLIPSE = "…";

/** The text itself, or its first characters and "…" (max in all; a surrogate pair is never split). */
export function bornerTexte(texte: string, max = TEXTE_AFFICHE_MAX): string {
  if (texte.length <= max) return texte;
  let fin = max - ELLIPSE.length;
  const dernier = texte.charCodeAt(fin - 1);
  if (dernier >= 0xd800 && dernier <= 0xdbff) fin--;
  return texte.slice(0, fin) + ELLIPSE;
}
