import type { CoursPrix, PrixProduit } from "./prix.ts";
import type { PrixRetenu } from "./prix-stade.ts";

/** A stone line of the product screen: what it is, its tariff, and its computed cost and price. */
export interface LignePierreDetail {
  id: number;
  idPierre: number;
  type: string;
  forme: string;
  couleur: string | null;
  qualite: string | null;
  description: string;
  qte: number;
  /** Carats of the line. */
  pdsR: string;
  euro: string;
  dollar: string;
  coeff: string;
  centre: 0 | 1;
  /** No tariff for the stone in that quality: priced 0. */
  sansTarif: boolean;
  revient: string;
  prix: string;
}

/** GET /api/produits/:idCentre/prix: the product, the inputs of the engine and its whole breakdown. */
export interface ProduitDetailPrix {
  produit: {
    idCentre: number;
    ref: string;
    description: string;
    idCv: number | null;
    refCv: string | null;
    imgCentre: string | null;
    idStade: number | null;
    stade: string | null;
    tarif: string | null;
    /** Product weight, milligrams. */
    poids: string | null;
  };
  cours: { [K in keyof CoursPrix]: string };
  centre: { plusMo: string; plusFonte: string; plusPoids: string; plusSerti: string; prixDivers: string };
  centreVide: { facon: string; faconFonte: string; poidsMetal: string; sertiMin: string } | null;
  pierres: LignePierreDetail[];
  prix: PrixProduit;
  /** The price the product's stade uses (spec 01 section 4). */
  prixStade: { prix: string; revient: string; retenu: PrixRetenu };
}
