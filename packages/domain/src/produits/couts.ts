import { type DecimalInput, div, isZero, mul, roundUp, toFixed2 } from "../shared/index.ts";

/**
 * The cost primitives of spec 01 section 9 and spec 03 section 9, written once: the product price
 * engine (prix.ts), the quote calculator (devis.ts) and the analyses all price with these.
 * Each result is rounded up to the cent and returned as a decimal string.
 */

/** Spec 03 section 9: façon cost = Poids Façon / 1000 x rate 3 x 0.25. */
const PART_FACON_FONTE = "0.25";

const cents = (x: DecimalInput) => toFixed2(roundUp(x, 2));

/** Labour = minutes x rate 2 (€ per minute). */
export function coutMainOeuvre(minutes: DecimalInput, tauxMinute: DecimalInput): string {
  return cents(mul(minutes, tauxMinute));
}

/** Metal = weight in mg / 1000 x rate 3 (€ per gram). */
export function coutMetal(poidsMg: DecimalInput, coursGramme: DecimalInput): string {
  return cents(mul(div(poidsMg, 1000), coursGramme));
}

/** Façon sur fonte = Poids Façon in mg / 1000 x rate 3 x 0.25. */
export function coutFaconFonte(poidsFaconMg: DecimalInput, coursGramme: DecimalInput): string {
  return cents(mul(div(poidsFaconMg, 1000), coursGramme, PART_FACON_FONTE));
}

interface PrixPierre {
  /** € per carat; 0 means the dollar price applies. */
  euro: DecimalInput;
  /** $ per carat. */
  dollar: DecimalInput;
  /** Carats. */
  poids: DecimalInput;
}

/**
 * Stone cost: euro price x weight, or dollar price x weight / rate when the euro price is 0, rounded
 * up. A zero rate on the dollar path throws: a wrong value must not pass for a free stone.
 */
export function coutPierre(p: PrixPierre, euroDollar: DecimalInput): string {
  return cents(isZero(p.euro) ? div(mul(p.dollar, p.poids), euroDollar) : mul(p.euro, p.poids));
}

/** Stone selling price = cost x coeff, rounded up. */
export function prixVentePierre(cout: DecimalInput, coeff: DecimalInput): string {
  return cents(mul(cout, coeff));
}
