import { z } from "zod";
import {
  dec,
  div,
  formatDecimal,
  identifiant,
  isZero,
  lireSaisieDecimale,
  mul,
  toDecimalString,
} from "../shared/index.ts";
import {
  MSG_CHAMPS_NECESSAIRES_ETOILE,
  MSG_POIDS_PIERRE_POSITIF,
  MSG_QTE_ENTIER_POSITIF,
} from "./catalogue-messages.ts";

/**
 * The stone lines of a centre (centre_pierres; spec 02 section 2.16, section 7 centre_pierre.php).
 * pds_r holds the carats of the WHOLE line (the demo writes stone carats x qte), so the unit weight
 * PoidsU is pds_r / qte.
 */

/** Blank text; null and absent values never get here (the union refuses them with the same message). */
const rempli = (v: string | number) => String(v).trim() !== "";

/** Centre, stone, quantity and weight are needed ('Veuillez renseigner tous les champs necessaires *'). */
export const lignePierreInputSchema = z.object({
  idPierre: identifiant(MSG_CHAMPS_NECESSAIRES_ETOILE),
  /** The quality that prices the line; optional, as in old rows. */
  idQual: identifiant().nullable().default(null),
  qte: z
    .union([z.string(), z.number()], { error: MSG_CHAMPS_NECESSAIRES_ETOILE })
    .refine(rempli, MSG_CHAMPS_NECESSAIRES_ETOILE)
    .transform((v) => String(v).trim())
    .pipe(formatDecimal(/^[1-9]\d{0,5}$/, MSG_QTE_ENTIER_POSITIF).transform(Number)),
  /** Carats of the line. */
  pdsR: z
    .union([z.string(), z.number()], { error: MSG_CHAMPS_NECESSAIRES_ETOILE })
    .refine(rempli, MSG_CHAMPS_NECESSAIRES_ETOILE)
    .transform(lireSaisieDecimale)
    .pipe(
      formatDecimal(/^\d{1,7}(\.\d{1,3})?$/, MSG_POIDS_PIERRE_POSITIF).refine(
        (s) => !isZero(s),
        MSG_POIDS_PIERRE_POSITIF,
      ),
    ),
  centre: z.boolean().default(false),
});
export type LignePierreData = z.output<typeof lignePierreInputSchema>;

/** A stone line as the centre screen shows it. */
export interface LignePierre {
  id: number;
  idCentre: number;
  idPierre: number;
  idQual: number | null;
  qte: number;
  /** Carats of the line. */
  pdsR: string;
  /** Carats of one stone (pds_r / qte). */
  poidsU: string;
  centre: boolean;
  type: string;
  forme: string;
  dimension: string;
  qualite: string | null;
  /** Euro price per carat of the stone in that quality, when the price list has one. */
  prixCarat: string | null;
}

/** PoidsU: carats of one stone, 3 decimals (half-up): 0.300 ct over 12 stones -> "0.025". */
export function poidsUnitaire(pdsR: string, qte: number): string {
  if (!Number.isInteger(qte) || qte <= 0) throw new RangeError(`Quantité invalide : ${qte}`);
  return toDecimalString(div(pdsR, qte), 3);
}

/** The suggested line weight once a stone and a quantity are chosen: carats per stone x qte. */
export function poidsLigneSuggere(caratsParPierre: string | null, qte: number): string | null {
  if (caratsParPierre === null || !Number.isInteger(qte) || qte <= 0) return null;
  return toDecimalString(mul(caratsParPierre, qte), 3);
}

/** "1.50" -> "1,5"; "0" dimensions are absent. */
function mm(x: string): string {
  const s = dec(x).toFixed();
  return s.replace(".", ",");
}

/**
 * The Dimension column from the stone's typ_dim (spec 01 section 3): 0 round "Ø 1,5 mm", 1 or 3
 * rectangle "6 x 4 mm", 2 three dimensions "6 x 4 x 3 mm".
 */
export function dimensionPierre(p: { typDim: number; dim1: string; dim2: string; dim3: string }): string {
  switch (p.typDim) {
    case 0:
      return isZero(p.dim1) ? "" : `Ø ${mm(p.dim1)} mm`;
    case 1:
    case 3:
      return `${mm(p.dim1)} x ${mm(p.dim2)} mm`;
    case 2:
      return `${mm(p.dim1)} x ${mm(p.dim2)} x ${mm(p.dim3)} mm`;
    default:
      return "";
  }
}

/**
 * Prix/Ct in euros of a price-list row: the euro price, or the dollar price divided by the €/$ rate
 * when the euro price is 0 (spec 01 section 9), to 2 decimals; null without a usable price.
 */
export function prixCaratEuro(euro: string, dollar: string, coursEuroDollar: string | null): string | null {
  if (!isZero(euro)) return toDecimalString(euro, 2);
  if (isZero(dollar) || coursEuroDollar === null || isZero(coursEuroDollar)) return null;
  return toDecimalString(div(dollar, coursEuroDollar), 2);
}

/** A stone offered by the line form's picker, with the qualities it has a price for. */
export interface PierreOption {
  idPier: number;
  description: string;
  type: string;
  forme: string;
  dimension: string;
  /** Carats of one stone, when known. */
  poids: string | null;
  qualites: Array<{ idQual: number; label: string }>;
}
