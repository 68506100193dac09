import { z } from "zod";
import {
  type RefusTransition,
  refusTransition,
  STATUT,
  statutAdmis,
  TRANSITIONS,
} from "../noyau-of/index.ts";
import { parseDecimalFr, type Refus } from "../shared/index.ts";

/** Spec 01 section 4: "Prêt à facturer" (575) is a command; these are what it checks, in this order. */
export const msgOfSansPrixPourFacturer = (n: number) =>
  `L'OF ${n} n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.`;
export const msgOfSansPoidsPourFacturer = (n: number) =>
  `L'OF ${n} n'a pas de poids : pesez-le avant de le passer prêt à facturer.`;
export const msgOfsPretsAFacturer = (nums: readonly number[]) =>
  nums.length === 1
    ? `OF ${nums[0]} prêt à facturer.`
    : `${nums.length} OF prêts à facturer : ${nums.join(", ")}.`;

const MSG_OFS_OBLIGATOIRES = "Choisissez au moins un OF.";
const MSG_OFS_TROP = "Au plus 500 OF à la fois.";

/** Whether the screens offer "Prêt à facturer" for an OF at this status (the table's). */
export const pretAFacturerPossible = (statut: number) =>
  statutAdmis(TRANSITIONS.pretAFacturer.depuis, statut);

export type RefusPretAFacturer = RefusTransition | Refus<"OF_SANS_PRIX" | "OF_SANS_POIDS">;

/** A weight is set when it is a number above zero; a price when it is there (0 is a price: a gift). */
const poidsRenseigne = (poids: string | null) => parseDecimalFr(poids)?.gt(0) === true;

/**
 * Why this OF cannot go to 575, or null: an invoiced OF is closed, only a finalised OF (550) goes
 * (the transition table), and invoicing needs its price and its weight.
 */
export function refusPretAFacturer(o: {
  numSachet: number;
  statut: number;
  prixFact: string | null;
  poids: string | null;
}): RefusPretAFacturer | null {
  const transition = refusTransition("pretAFacturer", o, STATUT.pretAFacturer);
  if (transition) return transition;
  if (o.prixFact === null) return { code: "OF_SANS_PRIX", message: msgOfSansPrixPourFacturer(o.numSachet) };
  if (!poidsRenseigne(o.poids)) {
    return { code: "OF_SANS_POIDS", message: msgOfSansPoidsPourFacturer(o.numSachet) };
  }
  return null;
}

/** POST /api/of/pret-a-facturer: a selection of OFs (the /filter list). */
export const pretAFacturerLotSchema = z.object({
  ofs: z.array(z.number().int().positive()).min(1, MSG_OFS_OBLIGATOIRES).max(500, MSG_OFS_TROP),
});
export type PretAFacturerLot = z.infer<typeof pretAFacturerLotSchema>;
