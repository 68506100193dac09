import { z } from "zod";
import {
  addDays,
  type DecimalInput,
  dateIso,
  dec,
  div,
  endOfMonth,
  identifiantTexte,
  isZero,
  mondayOf,
  mul,
  type Periode,
  roundHalfUpInt,
  startOfMonth,
} from "../shared/index.ts";
import { MSG_JOAILLIER_OBLIGATOIRE } from "./messages.ts";

/**
 * Production statistics of a jeweller (spec 02 section 2.5, spec 03 section 9): his returned lines of
 * a week, a month or a year, theoretical time (the product centre's plus_mo) against real time
 * (ouvrier.temps), stade 12 counted apart as SAV, and the top and flop lines.
 */

/** Spec 02 section 9: stage 12 is SAV. */
export const STADE_SAV = 12;
/** Spec 03 section 9: top/flop time tables show 13 rows. */
export const TOP_FLOP_LIGNES = 13;

export const PERIODES_PRODUCTION = ["semaine", "mois", "annee"] as const;
export type PeriodeProduction = (typeof PERIODES_PRODUCTION)[number];
export const LIBELLES_PERIODE: Record<PeriodeProduction, string> = {
  semaine: "Semaine",
  mois: "Mois",
  annee: "Année",
};

export const MSG_PERIODE_INVALIDE = "Période invalide.";
export const MSG_DATE_PERIODE_INVALIDE = "Date de la période invalide.";

export const productionQuerySchema = z.object({
  idOuvr: identifiantTexte(MSG_JOAILLIER_OBLIGATOIRE),
  periode: z.enum(PERIODES_PRODUCTION, { error: MSG_PERIODE_INVALIDE }).default("semaine"),
  /** Any day of the period. */
  date: dateIso(MSG_DATE_PERIODE_INVALIDE),
});
export type ProductionQuery = z.output<typeof productionQuerySchema>;

/**
 * Productivity = theoretical time / real time × 100, rounded (half up). No real time, no productivity
 * (null) rather than a division by zero.
 */
export function productivite(tempsTheorique: DecimalInput, tempsReel: DecimalInput): number | null {
  if (isZero(tempsReel)) return null;
  return roundHalfUpInt(mul(div(tempsTheorique, tempsReel), 100));
}

/** The week (Monday to Sunday), month or calendar year holding `iso`, both ends included. */
export function bornesPeriode(periode: PeriodeProduction, iso: string): Periode {
  // Exhaustive without a default: a missing case fails the build (TS2366, the declared return type).
  switch (periode) {
    case "semaine": {
      const debut = mondayOf(iso);
      return { debut, fin: addDays(debut, 6) };
    }
    case "mois":
      return { debut: startOfMonth(iso), fin: endOfMonth(iso) };
    case "annee":
      return { debut: `${iso.slice(0, 4)}-01-01`, fin: `${iso.slice(0, 4)}-12-31` };
  }
}

/** The first day of the period `n` periods after (or before, n < 0) the one holding `iso`. */
export function decalerPeriode(periode: PeriodeProduction, iso: string, n: number): string {
  const { debut } = bornesPeriode(periode, iso);
  if (periode === "semaine") return addDays(debut, 7 * n);
  const annee = Number(debut.slice(0, 4));
  if (periode === "annee") return `${String(annee + n).padStart(4, "0")}-01-01`;
  const index = annee * 12 + Number(debut.slice(5, 7)) - 1 + n;
  const mois = String((index % 12) + 1).padStart(2, "0");
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${mois}-01`;
}

export function isSav(idStade: number): boolean {
  return idStade === STADE_SAV;
}

/** Totals of a category of lines (classic or SAV), minutes. */
export interface TotalProduction {
  nbArticles: number;
  tempsReel: string;
  tempsTheorique: string;
  productivite: number | null;
}

export function totalProduction(t: { nbArticles: number; tempsReel: string; tempsTheorique: string }) {
  return { ...t, productivite: productivite(t.tempsTheorique, t.tempsReel) } satisfies TotalProduction;
}

/** One line of the top and flop tables. */
export interface LigneProduction {
  idLigne: number;
  numSachet: number;
  dateRetour: string;
  ref: string | null;
  designation: string | null;
  /** Real time, minutes. */
  temps: string;
  /** Theoretical time of the product (centre.plus_mo), minutes. */
  plusMo: string;
  idStade: number;
  stade: string | null;
  productivite: number | null;
}

export interface StatProduction {
  periode: PeriodeProduction;
  debut: string;
  fin: string;
  /** Lines of stades other than 12. */
  classique: TotalProduction;
  /** Stade 12, counted apart. */
  sav: TotalProduction;
  /**
   * The TOP_FLOP_LIGNES classic lines with a real time, best productivity first (ties: the most
   * minutes gained on the theoretical time, then the line number).
   */
  top: LigneProduction[];
  /** The same, worst productivity first (ties: the most minutes lost). */
  flop: LigneProduction[];
}

/** 125 -> "2h 05min" (time held in minutes, spec 03 section 2.9). */
export function formatTempsMinutes(minutes: DecimalInput): string {
  const total = roundHalfUpInt(dec(minutes));
  const signe = total < 0 ? "-" : "";
  const abs = Math.abs(total);
  return `${signe}${Math.floor(abs / 60)}h ${String(abs % 60).padStart(2, "0")}min`;
}
