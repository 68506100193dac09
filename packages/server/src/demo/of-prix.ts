import type { Reference } from "./context.ts";
import { orEurosKg } from "./facturation.ts";
import type { Produit } from "./produits.ts";

/** The choices made at an OF's creation that set its price. */
export interface ChoixPrix {
  produit: Produit;
  crea: number;
  metal: Reference["typesMetal"][number];
  sav: boolean;
  facon: boolean;
  labo: boolean;
  pierresClt: boolean;
}

/**
 * An OF's cost and price at its creation date: labour (`labour`, cents per minute) and stones indexed,
 * metal at that day's gold; the price is the cost times the product's coefficient, rounded up to the euro.
 */
export function prixCreation(
  today: number,
  labour: number,
  c: ChoixPrix,
): { coutCents: number; prixCents: number } {
  const p = c.produit;
  const indice = Math.max(55, 100 - Math.round((2 * (today - c.crea)) / 365));
  const stones = c.pierresClt ? 0 : Math.round((p.pierresCents * (c.labo ? 30 : 100)) / 100);
  const fixe = c.sav
    ? Math.round((p.faconMin / 3) * labour) + 1500
    : p.faconMin * labour + p.sertiCents + p.diversCents + stones;
  const metalCents =
    c.facon || c.sav
      ? 0
      : Math.round((p.poidsMg * centsParGramme(c.metal.idMetal, c.metal.description, c.crea)) / 1000);
  const coutCents = Math.round((fixe * indice) / 100) + metalCents;
  const prixCents = Math.ceil((coutCents * p.coeff) / 100 / 100) * 100;
  return { coutCents, prixCents };
}

/** Alloy price, cents per gram, at a date: gold follows its history, the other metals are flat. */
function centsParGramme(idMetal: number | null, description: string, day: number): number {
  if (/ARGENT/.test(description)) return 90;
  if (/BRONZE/.test(description)) return 3;
  if (/PLATINE|PALLADIUM/.test(description)) return 4200;
  const titre = /375/.test(description) ? 0.375 : 0.75;
  // Fine gold €/kg -> cents per gram of alloy, plus 15% alloying and casting.
  return idMetal === null ? 5000 : Math.round((orEurosKg(day) * titre * 1.15) / 10);
}
