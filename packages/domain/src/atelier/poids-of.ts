import { parseDecimalFr } from "../shared/index.ts";

/**
 * The OF's weight after a workshop return (jeweller or setter): the weight returned, since the last
 * return is the piece as it is now. Unless the weight was typed by hand: the OF's weight is kept when
 * it is set and is none of the weights its lines returned before (so not ours). A zero return weighs
 * nothing and leaves the weight alone. Null: leave the OF's weight as it is.
 */
export function poidsOfApresRetour(
  poidsOf: string | null,
  rendusAvant: readonly string[],
  poidsRendu: string,
): string | null {
  const rendu = parseDecimalFr(poidsRendu);
  if (rendu === null || rendu.lte(0)) return null;
  const actuel = parseDecimalFr(poidsOf);
  if (actuel === null || actuel.isZero()) return poidsRendu;
  const automatique = rendusAvant.some((p) => parseDecimalFr(p)?.eq(actuel) === true);
  return automatique ? poidsRendu : null;
}
