import type { PrixProduit } from "./prix.ts";

/** Stade ids with their own price (spec 01 section 4); settings-independent: they are the spec's. */
const STADE_PRIX = { mfs: 1, centreVide: 3 } as const;

export type PrixRetenu = "mfs" | "centreVide" | "piece";

/** Spec 01 section 4: stade 1 uses the mfs price, stade 3 the centre-vide price, any other the piece price. */
export function prixRetenuSelonStade(idStade: number | null | undefined): PrixRetenu {
  if (idStade === STADE_PRIX.mfs) return "mfs";
  if (idStade === STADE_PRIX.centreVide) return "centreVide";
  return "piece";
}

/** The displayed price of a product at a stade, and its cost price (spec 02 section 9 for the cost). */
export function prixSelonStade(
  prix: Pick<PrixProduit, "total3" | "totalcv" | "totalMfs" | "revientPiece" | "revientCv" | "revientMfs">,
  idStade: number | null | undefined,
): { prix: string; revient: string; retenu: PrixRetenu } {
  const retenu = prixRetenuSelonStade(idStade);
  // Exhaustive without a default: a missing case fails the build (TS2366, the declared return type).
  switch (retenu) {
    case "mfs":
      return { prix: prix.totalMfs, revient: prix.revientMfs, retenu };
    case "centreVide":
      return { prix: prix.totalcv, revient: prix.revientCv, retenu };
    case "piece":
      return { prix: prix.total3, revient: prix.revientPiece, retenu };
  }
}

/**
 * Spec 02 section 9: the cost of reproduction of a stock product by stade: 1 uses revient_mfs,
 * 3 revient_cv, 2 or 4 revient_piece, any other 0.
 */
export function revientReproductionSelonStade(
  prix: Pick<PrixProduit, "revientPiece" | "revientCv" | "revientMfs">,
  idStade: number | null | undefined,
): string {
  if (idStade === 1) return prix.revientMfs;
  if (idStade === 3) return prix.revientCv;
  if (idStade === 2 || idStade === 4) return prix.revientPiece;
  return "0.00";
}
