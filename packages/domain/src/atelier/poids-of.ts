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

/**
 * The OF's weight after a return is cancelled (the return side's delete): the weight that return gave
 * the OF goes with it. When the OF weighs what the cancelled line returned, that return set it: the OF
 * weighs what the last return still standing gave back (`rendusRestants`, oldest first), or nothing when
 * none stands. Any other weight (typed by hand, or set by a later return) stays. Undefined: leave it.
 */
export function poidsOfApresAnnulation(
  poidsOf: string | null,
  poidsRenduAnnule: string,
  rendusRestants: readonly string[],
): string | null | undefined {
  const actuel = parseDecimalFr(poidsOf);
  const annule = parseDecimalFr(poidsRenduAnnule);
  if (actuel === null || annule === null || annule.lte(0) || !actuel.eq(annule)) return undefined;
  const precedent = [...rendusRestants].reverse().find((p) => parseDecimalFr(p)?.gt(0) === true);
  return precedent ?? null;
}
