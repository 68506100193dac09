import { dec, eq, sub, toFixed2 } from "../shared/index.ts";

/** How many changed products the answer lists as examples. */
const REVALORISATION_EXEMPLES = 5;

interface PrixAvantApres {
  idCentre: number;
  ref: string;
  /** Piece price (total3) before the change. */
  avant: string;
  /** Piece price after the change. */
  apres: string;
}

interface ExempleRevalorisation {
  ref: string;
  avant: string;
  apres: string;
  ecart: string;
}

export interface Revalorisation {
  /** Products whose centres use a changed stone. */
  produitsConcernes: number;
  /** Among them, those whose piece price moved. */
  produitsRevalorises: number;
  exemples: ExempleRevalorisation[];
}

/**
 * Spec 03 section 7 (revalorisation_tarif): after a stone price change, the products whose centres
 * use that stone are re-valued. Prices being derived, "re-valued" means their piece price moved;
 * the biggest moves come first as examples.
 */
export function resumerRevalorisation(lignes: readonly PrixAvantApres[]): Revalorisation {
  const changes = lignes
    .filter((l) => !eq(l.avant, l.apres))
    .map((l) => ({ ref: l.ref, avant: l.avant, apres: l.apres, ecart: toFixed2(sub(l.apres, l.avant)) }))
    .sort((a, b) => compareAbs(b.ecart, a.ecart) || a.ref.localeCompare(b.ref));
  return {
    produitsConcernes: lignes.length,
    produitsRevalorises: changes.length,
    exemples: changes.slice(0, REVALORISATION_EXEMPLES),
  };
}

function compareAbs(a: string, b: string): number {
  return dec(a).abs().comparedTo(dec(b).abs());
}

/** The screen's message: "N produits revalorisés". */
export function messageRevalorisation(pierres: number, produits: number): string {
  const p = pierres > 1 ? `${pierres} tarifs modifiés` : `${pierres} tarif modifié`;
  const r = produits > 1 ? `${produits} produits revalorisés` : `${produits} produit revalorisé`;
  return `${p}, ${r}`;
}
