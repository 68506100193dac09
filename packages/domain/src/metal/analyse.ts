import { add, dec, toDecimalString } from "../shared/index.ts";
import { ANALYSE_DIVISEUR_FIN, FACTEUR_COFFRE } from "./constantes.ts";

/**
 * Analyse Métal (spec 03 sections 2.10, 3, 9): cards of balances in grams at 750/1000, each an opening
 * balance (the old screen's six constants, now dated settings) plus the period's movements. A card is
 * green when its final balance is >= 0.
 */

/** The six opening balances, their defaults and what each is (shown on the screen). */
export const SOLDES_OUVERTURE = [
  {
    cle: "stock_atelier",
    defaut: "1150",
    libelle: "Atelier",
    explication: "Or 750 des OF chez les joailliers ; + poids sorti vers l'atelier − poids rentré",
  },
  {
    cle: "ecart_pesees",
    defaut: "-1166",
    libelle: "Pesées",
    explication: "Écart cumulé des pesées ; + or donné − or rendu aux pesées",
  },
  {
    cle: "coffre",
    defaut: "138.6",
    libelle: "Coffre",
    explication: "Or au coffre à 750/1000 ; + achats CLAL (fin / 0,75) × 0,997 + poids rentré − poids sorti",
  },
  {
    cle: "stock_livre",
    defaut: "450",
    libelle: "Stock",
    explication: "Or 750 des produits finis en stock ; + entrées en stock − sorties (livrés depuis le stock)",
  },
  {
    cle: "clal",
    defaut: "-344.73",
    libelle: "CLAL",
    explication: "Compte poids CLAL à 750/1000 ; + (entrées fin − sorties fin) / 0,75",
  },
  {
    cle: "boite_or",
    defaut: "121.49",
    libelle: "Boîte à or",
    explication: "Or des boîtes des joailliers ; + or donné − or rendu",
  },
] as const;
export type CleSolde = (typeof SOLDES_OUVERTURE)[number]["cle"];

/** Fine gold as 750/1000 grams: weight / 0.75. */
export const finEn750 = (fin: string): string => toDecimalString(dec(fin).div(ANALYSE_DIVISEUR_FIN), 3);

/** What goes into the vault is counted with its 3 per mille loss: x 0.997. */
export const apresCoffre = (poids: string): string => toDecimalString(dec(poids).mul(FACTEUR_COFFRE), 3);

export interface Carte {
  cle: CleSolde;
  libelle: string;
  explication: string;
  ouverture: string;
  mouvements: string;
  solde: string;
  /** Green when the final balance is >= 0. */
  positif: boolean;
}

/** A card: opening + movements of the period (3 decimals). */
export function carte(cle: CleSolde, ouverture: string, mouvements: string): Carte {
  const def = SOLDES_OUVERTURE.find((s) => s.cle === cle)!;
  const solde = toDecimalString(add(ouverture, mouvements), 3);
  return {
    cle,
    libelle: def.libelle,
    explication: def.explication,
    ouverture: toDecimalString(ouverture, 3),
    mouvements: toDecimalString(mouvements, 3),
    solde,
    positif: dec(solde).gte(0),
  };
}
