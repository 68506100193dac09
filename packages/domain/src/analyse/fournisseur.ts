import { z } from "zod";
import { coutPierre } from "../produits/index.ts";
import {
  avecPeriodeOrdonnee,
  completerPeriode,
  type DecimalInput,
  div,
  isValidIsoDate,
  isZero,
  mul,
  type Periode,
  periodeOptionnelleShape,
  periodeShape,
  roundHalfUpInt,
  sum,
  toFixed2,
} from "../shared/index.ts";

/** A received stone line as pierres_recues stores it: prices per carat, the rate, the carats received. */
export interface PierreRecueCout {
  euro: DecimalInput;
  dollar: DecimalInput;
  coursEurDoll: DecimalInput;
  poids: DecimalInput;
}

/**
 * Spec 01 section 9, stone cost: euro × weight, or dollar × weight / rate when the euro price is 0,
 * rounded up to the cent. Returned as a decimal string ("171.30"). A zero rate throws (the column
 * forbids it): a wrong value must not pass for a free stone.
 */
export function valeurPierreRecue(ligne: PierreRecueCout): string {
  return coutPierre(ligne, ligne.coursEurDoll);
}

/** The total of several lines: each line rounded up first, then added (as the supplier totals are). */
export function totalPierresRecues(lignes: Iterable<PierreRecueCout>): string {
  return toFixed2(sum(Array.from(lignes, valeurPierreRecue)));
}

export type PeriodeFournisseur = Periode;

/** Spec 03 section 9: the supplier analysis opens on the previous calendar year. */
export function defaultPeriodeFournisseur(todayIso: string): PeriodeFournisseur {
  if (!isValidIsoDate(todayIso)) throw new RangeError(`Invalid ISO date: "${todayIso}"`);
  const annee = String(Number(todayIso.slice(0, 4)) - 1).padStart(4, "0");
  return { debut: `${annee}-01-01`, fin: `${annee}-12-31` };
}

/** The dates given, the default period for the missing ones. */
export function resolvePeriodeFournisseur(
  input: { debut?: string | undefined; fin?: string | undefined },
  todayIso: string,
): PeriodeFournisseur {
  return completerPeriode(input, defaultPeriodeFournisseur(todayIso));
}

/** A complete period: two real ISO dates, the start not after the end. */
export const periodeFournisseurSchema = avecPeriodeOrdonnee(z.object(periodeShape()));

/** The request of GET /api/analyse/fournisseurs: either date may be left out (previous year then). */
export const analyseFournisseurQuerySchema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));
export type AnalyseFournisseurQuery = z.infer<typeof analyseFournisseurQuerySchema>;

/**
 * The share of a supplier in the period's total, in percent, rounded half up to an integer
 * (the shares may then add up to 99 or 101). 0 when the total is 0.
 */
export function partFournisseur(totalFournisseur: DecimalInput, total: DecimalInput): number {
  if (isZero(total)) return 0;
  return roundHalfUpInt(div(mul(totalFournisseur, 100), total));
}

export interface LigneAnalyseFournisseur {
  fourId: number;
  raisonSoc: string;
  /** Euros excl. tax, 2 decimals ("1234.50"). */
  totalHt: string;
  /** Received lines (lots) of the period. */
  nbPierres: number;
  /** Percent of the period's total, integer. */
  part: number;
}

export interface AnalyseFournisseur extends PeriodeFournisseur {
  /** Sorted by total, largest first. */
  lignes: LigneAnalyseFournisseur[];
  total: string;
}

/** Adds the shares and the grand total to the per-supplier totals. */
export function analyseFournisseur(
  periode: PeriodeFournisseur,
  totaux: ReadonlyArray<Omit<LigneAnalyseFournisseur, "part">>,
): AnalyseFournisseur {
  const total = toFixed2(sum(totaux.map((t) => t.totalHt)));
  return {
    ...periode,
    lignes: totaux.map((t) => ({ ...t, part: partFournisseur(t.totalHt, total) })),
    total,
  };
}
