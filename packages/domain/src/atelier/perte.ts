import { z } from "zod";
import {
  avecPeriodeOrdonnee,
  completerPeriode,
  type DecimalInput,
  div,
  isZero,
  listQuerySchema,
  mul,
  type Periode,
  periodeOptionnelleShape,
  periodeShape,
  startOfMonth,
  sub,
  toDecimalString,
} from "../shared/index.ts";

/**
 * Metal loss, /atelier/analyse (the old system left the screen empty): for each jeweller and each setter,
 * the weight sent minus the weight returned on the lines RETURNED in the period (ouvrier.date_retour,
 * serti.date_r), per OF and in total, in grams and as a percentage of the weight sent: the figure a
 * workshop manager checks before a weighing. A negative loss is a gain (a setter returns the piece with
 * its stones, so the returned weight may exceed the weight sent): it is shown as it is, not hidden.
 */

/** Grams are NUMERIC(12,3): the loss keeps the 3 decimals. */
export const PERTE_DECIMALES = 3;
/** The percentage of loss is rounded to 2 decimals, half up. */
export const POURCENTAGE_DECIMALES = 2;

/** Weight sent minus weight returned, exact: "12.500" − "12.125" -> "0.375". */
export function perteGrammes(poidsD: DecimalInput, poidsR: DecimalInput): string {
  return toDecimalString(sub(poidsD, poidsR), PERTE_DECIMALES);
}

/**
 * The loss as a percentage of the weight sent, 2 decimals half up; null when nothing was sent
 * (no percentage rather than a division by zero).
 */
export function pourcentagePerte(poidsD: DecimalInput, poidsR: DecimalInput): string | null {
  if (isZero(poidsD)) return null;
  return toDecimalString(div(mul(sub(poidsD, poidsR), 100), poidsD), POURCENTAGE_DECIMALES);
}

export interface Pesees {
  poidsD: string;
  poidsR: string;
}

export interface BilanPerte extends Pesees {
  perte: string;
  /** Null when nothing was sent. */
  pourcentage: string | null;
}

/** The sums of a group of lines with their loss in grams and percent. */
export function bilanPerte<T extends Pesees>(sommes: T): T & BilanPerte {
  return {
    ...sommes,
    perte: perteGrammes(sommes.poidsD, sommes.poidsR),
    pourcentage: pourcentagePerte(sommes.poidsD, sommes.poidsR),
  };
}

export type PeriodePerte = Periode;

/** The screen opens on the current month: its first day to today. */
export function defaultPeriodePerte(todayIso: string): PeriodePerte {
  return { debut: startOfMonth(todayIso), fin: todayIso };
}

/** The dates given, the default period for the missing ones. */
export function resolvePeriodePerte(
  input: { debut?: string | undefined; fin?: string | undefined },
  todayIso: string,
): PeriodePerte {
  return completerPeriode(input, defaultPeriodePerte(todayIso));
}

/** A complete period: two real dates, the start not after the end. */
export const periodePerteSchema = avecPeriodeOrdonnee(z.object(periodeShape()));

const periodeOptionnelle = periodeOptionnelleShape();

/** Who lost the metal: the workshop lines (ouvrier) or the setting lines (serti). */
export const OUVRIER_KINDS = ["joailliers", "sertisseurs"] as const;
export type OuvrierKind = (typeof OUVRIER_KINDS)[number];

/** GET /api/atelier/perte/totaux: the period's totals for both kinds. */
export const perteTotauxQuerySchema = avecPeriodeOrdonnee(z.object(periodeOptionnelle));
export type PerteTotauxQuery = z.output<typeof perteTotauxQuerySchema>;

export const PERTE_OUVRIER_SORTS = ["label", "nbOf", "poidsD", "poidsR", "perte", "pourcentage"] as const;
export type PerteOuvrierSort = (typeof PERTE_OUVRIER_SORTS)[number];

/** GET /api/atelier/perte/:kind: one total row per worker, searched on his name. */
export const perteOuvriersQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(PERTE_OUVRIER_SORTS, "label").extend(periodeOptionnelle),
);
export type PerteOuvriersQuery = z.output<typeof perteOuvriersQuerySchema>;

export const PERTE_OF_SORTS = [
  "numSachet",
  "dateRetour",
  "poidsD",
  "poidsR",
  "perte",
  "pourcentage",
] as const;
export type PerteOfSort = (typeof PERTE_OF_SORTS)[number];

/** GET /api/atelier/perte/:kind/:id/ofs: the worker's OFs in the period. */
export const perteOfsQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(PERTE_OF_SORTS, "dateRetour").extend(periodeOptionnelle),
);
export type PerteOfsQuery = z.output<typeof perteOfsQuerySchema>;

/** A worker's total over the period. */
export interface PerteOuvrier extends BilanPerte {
  idOuvrier: number;
  label: string;
  /** OFs with at least one line returned in the period. */
  nbOf: number;
}

/** One OF of a worker: its lines returned in the period, summed. */
export interface PerteOf extends BilanPerte {
  numSachet: number;
  ref: string | null;
  /** Last return in the period. */
  dateRetour: string;
  nbLignes: number;
}

export interface PerteTotaux {
  periode: PeriodePerte;
  joailliers: BilanPerte;
  sertisseurs: BilanPerte;
}
