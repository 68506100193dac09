import {
  add,
  type DecimalInput,
  div,
  isZero,
  mul,
  roundHalfUpInt,
  roundUp,
  sub,
  sum,
  toFixed2,
} from "../shared/index.ts";
import { coutFaconFonte, coutMainOeuvre, coutMetal, coutPierre, prixVentePierre } from "./couts.ts";

/**
 * The price engine of a product (spec 01 sections 3 and 9, spec 03 section 9). Prices are DERIVED from
 * the catalogue (centre, its centre vide, its stones, the rates), never stored: the product screen,
 * the stone revaluation and later stock, invoicing and quotes all call this one function.
 *
 * Composition chosen here (the spec gives the formulas of each part, not how they add up):
 * - the PIECE (stade 2, 4... "pièce finie") is the centre: labour + metal + façon sur fonte + setting +
 *   sundries, all multiplied by the coefficient (rate 8), plus every stone line at its selling price;
 * - the CENTRE VIDE (stade 3) is the mounting of the centre-vide catalogue, without stones: its labour,
 *   metal, façon sur fonte and minimum setting, multiplied by rate 8;
 * - the MFS (stade 1, "monture fonte seule") is the cast mounting only: the centre vide's metal and
 *   façon sur fonte, multiplied by rate 8;
 * - a centre without a centre vide prices its centre vide and MFS from its own labour, weights and
 *   setting (no sundries);
 * - each part is rounded up to the cent on its own, then the parts are added (the spec rounds each
 *   stone line up; the same rule is applied to every part so that the breakdown adds up on screen).
 */

/** The rates the engine reads (spec 01 section 3, spec 03 section 9), as stored in `cours`. */
export interface CoursPrix {
  /** Rate 1: euro/dollar. A dollar price is divided by it. */
  euroDollar: DecimalInput;
  /** Rate 2: labour, € per minute. */
  mainOeuvre: DecimalInput;
  /** Rate 3: metal, € per gram (weights are in milligrams, hence / 1000). */
  metalGramme: DecimalInput;
  /** Rate 8: the coefficient that turns the costs of labour, metal and setting into a price. */
  coefficient: DecimalInput;
}

/** The centre (the sellable piece), as the centre catalogue stores it. */
interface CentrePrix {
  /** Labour, minutes. */
  plusMo: DecimalInput;
  /** Façon sur fonte (FSF) weight, milligrams. */
  plusFonte: DecimalInput;
  /** Metal weight, milligrams. */
  plusPoids: DecimalInput;
  /** Setting, euros. */
  plusSerti: DecimalInput;
  /** Sundries, euros. */
  prixDivers: DecimalInput;
}

/** The centre vide of the centre (centre-vide catalogue). */
interface CentreVidePrix {
  /** Labour, minutes. */
  facon: DecimalInput;
  /** Façon sur fonte weight, milligrams. */
  faconFonte: DecimalInput;
  /** Metal weight, milligrams. */
  poidsMetal: DecimalInput;
  /** Minimum setting, euros. */
  sertiMin: DecimalInput;
}

/** A stone line of the centre (centre_pierres) with the stone's tariff and coefficient. */
interface LignePierrePrix {
  qte: number;
  /** Carats of the whole line. */
  pdsR: DecimalInput;
  /** € per carat of the tariff; 0 means "priced in dollars". */
  euro: DecimalInput;
  /** $ per carat of the tariff. */
  dollar: DecimalInput;
  /** Selling coefficient of the stone. */
  coeff: DecimalInput;
  /** 1 the centre stone, 0 an entourage stone. */
  centre: 0 | 1;
}

export interface PrixInputs {
  centre: CentrePrix;
  centreVide: CentreVidePrix | null;
  pierres: readonly LignePierrePrix[];
  cours: CoursPrix;
}

interface LignePierreCalculee {
  /** Cost, rounded up to the cent. */
  revient: string;
  /** Selling price = cost x coeff, rounded up. */
  prix: string;
}

/** Labour, metal, façon sur fonte, setting and sundries of one catalogue item: costs, then the price. */
interface PartsMonture {
  mainOeuvre: string;
  metal: string;
  faconFonte: string;
  serti: string;
  divers: string;
  /** Sum of the parts above. */
  revient: string;
  /** revient x rate 8, rounded up. */
  prix: string;
}

interface TotalPierres {
  revient: string;
  prix: string;
}

/** The whole breakdown, every amount a decimal string with 2 decimals. */
export interface PrixProduit {
  /** The centre's own parts (the piece without its stones). */
  piece: PartsMonture;
  /** The centre-vide parts (from the centre vide, or the centre when it has none). */
  centreVide: PartsMonture;
  /** The MFS parts: metal and façon sur fonte of the mounting only. */
  mfs: PartsMonture;
  /** One entry per input stone line, same order. */
  pierres: LignePierreCalculee[];
  /** Centre stones (centre flag 1). */
  pierresCentre: TotalPierres;
  /** Entourage stones (centre flag 0). */
  pierresEntourage: TotalPierres;
  /** Piece price (total3) = piece.prix + every stone's selling price. */
  total3: string;
  /** Centre-vide price (totalcv). */
  totalcv: string;
  /** MFS price. */
  totalMfs: string;
  revientPiece: string;
  revientCv: string;
  revientMfs: string;
  /** Margin %, rounded half up; null when the price is 0. */
  margePiece: number | null;
  margeCv: number | null;
  margeMfs: number | null;
}

const ZERO = "0";

const up = (x: DecimalInput) => roundUp(x, 2);

/** Spec 01 section 9: margin % = round(100 x (price - cost) / price); null for a zero price. */
export function margePourcent(prix: DecimalInput, revient: DecimalInput): number | null {
  if (isZero(prix)) return null;
  return roundHalfUpInt(div(mul(100, sub(prix, revient)), prix));
}

interface PartsSource {
  minutes: DecimalInput;
  poidsMg: DecimalInput;
  faconFonteMg: DecimalInput;
  serti: DecimalInput;
  divers: DecimalInput;
}

function parts(src: PartsSource, cours: CoursPrix): PartsMonture {
  const mainOeuvre = coutMainOeuvre(src.minutes, cours.mainOeuvre);
  const metal = coutMetal(src.poidsMg, cours.metalGramme);
  const faconFonte = coutFaconFonte(src.faconFonteMg, cours.metalGramme);
  const serti = toFixed2(up(src.serti));
  const divers = toFixed2(up(src.divers));
  const revient = add(mainOeuvre, metal, faconFonte, serti, divers);
  return {
    mainOeuvre,
    metal,
    faconFonte,
    serti,
    divers,
    revient: toFixed2(revient),
    prix: toFixed2(up(mul(revient, cours.coefficient))),
  };
}

function totalPierres(lignes: readonly LignePierreCalculee[]): TotalPierres {
  return {
    revient: toFixed2(sum(lignes.map((l) => l.revient))),
    prix: toFixed2(sum(lignes.map((l) => l.prix))),
  };
}

/** The breakdown of one product: see the composition at the top of this file. */
export function calculerPrixProduit({ centre, centreVide, pierres, cours }: PrixInputs): PrixProduit {
  const piece = parts(
    {
      minutes: centre.plusMo,
      poidsMg: centre.plusPoids,
      faconFonteMg: centre.plusFonte,
      serti: centre.plusSerti,
      divers: centre.prixDivers,
    },
    cours,
  );
  const monture: PartsSource = centreVide
    ? {
        minutes: centreVide.facon,
        poidsMg: centreVide.poidsMetal,
        faconFonteMg: centreVide.faconFonte,
        serti: centreVide.sertiMin,
        divers: ZERO,
      }
    : {
        minutes: centre.plusMo,
        poidsMg: centre.plusPoids,
        faconFonteMg: centre.plusFonte,
        serti: centre.plusSerti,
        divers: ZERO,
      };
  const cv = parts(monture, cours);
  const mfs = parts({ ...monture, minutes: ZERO, serti: ZERO }, cours);

  const ligne = (p: (typeof pierres)[number]): LignePierreCalculee => {
    const revient = coutPierre({ euro: p.euro, dollar: p.dollar, poids: p.pdsR }, cours.euroDollar);
    return { revient, prix: prixVentePierre(revient, p.coeff) };
  };
  const lignes = pierres.map(ligne);
  const pierresCentre = totalPierres(pierres.filter((p) => p.centre === 1).map(ligne));
  const pierresEntourage = totalPierres(pierres.filter((p) => p.centre !== 1).map(ligne));

  const total3 = toFixed2(add(piece.prix, pierresCentre.prix, pierresEntourage.prix));
  const revientPiece = toFixed2(add(piece.revient, pierresCentre.revient, pierresEntourage.revient));
  return {
    piece,
    centreVide: cv,
    mfs,
    pierres: lignes,
    pierresCentre,
    pierresEntourage,
    total3,
    totalcv: cv.prix,
    totalMfs: mfs.prix,
    revientPiece,
    revientCv: cv.revient,
    revientMfs: mfs.revient,
    margePiece: margePourcent(total3, revientPiece),
    margeCv: margePourcent(cv.prix, cv.revient),
    margeMfs: margePourcent(mfs.prix, mfs.revient),
  };
}
