import { z } from "zod";
import { MSG_DATE_LIVRAISON_INVALIDE } from "../noyau-of/index.ts";
import {
  type DecimalInput,
  dateIso,
  dec,
  div,
  formatNumberFr,
  gt,
  identifiantTexte,
  listQuerySchema,
  NBSP,
  sub,
  toDecimalString,
} from "../shared/index.ts";

/**
 * Jeweller daily load, /atelier/analyse_ouvrier (spec 02 sections 2.6 and 9).
 *
 * "Done" is read from the old call GET atelier.php?date={date} (per jeweller: label and tempsTotal in
 * minutes) under the date picker labelled Livraison: the sum of the jeweller's line times (ouvrier.temps)
 * on the OFs whose DELIVERY date (of.date_livr) is that day. A line not yet returned has temps 0, so only
 * returned work counts; a jeweller with lines on those OFs appears even at 0 h.
 */

/** Spec 02 section 9: the workshop day is 7 hours; minutes become hours by dividing by 60. */
export const JOURNEE_HEURES = 7;
export const MINUTES_PAR_HEURE = 60;
/** Hours are shown to the hundredth (10 min = 0,17 h), rounded half up. */
export const HEURES_DECIMALES = 2;

/** Minutes (NUMERIC string) to hours, exact decimal arithmetic, 2 decimals half up: "330" -> "5.50". */
export function heuresDeMinutes(minutes: DecimalInput): string {
  return toDecimalString(div(minutes, MINUTES_PAR_HEURE), HEURES_DECIMALES);
}

export interface RepartitionJournee {
  /** Hours done, 2 decimals. */
  faites: string;
  /** Hours not filled in: 7 − done, never negative. */
  restantes: string;
  /** Done beyond the 7-hour day. */
  depassement: boolean;
}

/**
 * The doughnut split of spec 02 section 9: done versus 7 minus done. The rest is taken from the rounded
 * hours, so the two slices always add up to exactly 7 h when the day is not full.
 */
export function repartitionJournee(minutes: DecimalInput): RepartitionJournee {
  const faites = heuresDeMinutes(minutes);
  const depassement = gt(faites, JOURNEE_HEURES);
  const restantes = depassement ? "0.00" : toDecimalString(sub(JOURNEE_HEURES, faites), HEURES_DECIMALES);
  return { faites, restantes, depassement };
}

/** French display of hours without useless zeros: "5.50" -> "5,5 h", "7.00" -> "7 h", "0.17" -> "0,17 h". */
export function formatHeures(heures: DecimalInput): string {
  const d = dec(heures);
  const places = Math.min(d.decimalPlaces(), HEURES_DECIMALES);
  return `${formatNumberFr(d, places)}${NBSP}h`;
}

const dateLivraison = dateIso(MSG_DATE_LIVRAISON_INVALIDE);

/** GET /api/atelier/charge: the delivery day. */
export const chargeQuerySchema = z.object({ date: dateLivraison });

/** One doughnut: a jeweller's time on the OFs delivered that day. */
export interface ChargeJoaillier {
  idOuvrier: number;
  label: string;
  /** Sum of ouvrier.temps, minutes (the old tempsTotal). */
  tempsTotal: string;
  faites: string;
  restantes: string;
  depassement: boolean;
}

export interface ChargeJour {
  date: string;
  journeeHeures: number;
  joailliers: ChargeJoaillier[];
}

export const CHARGE_DETAIL_SORTS = ["numSachet", "poidsD", "poidsR", "temps", "plusMo", "ref"] as const;
export type ChargeDetailSort = (typeof CHARGE_DETAIL_SORTS)[number];

/** GET /api/atelier/charge/detail: the rows behind one doughnut (old PUT atelier.php?date&joaillier). */
export const chargeDetailQuerySchema = listQuerySchema(CHARGE_DETAIL_SORTS, "numSachet").extend({
  date: dateLivraison,
  joaillier: identifiantTexte(),
});
export type ChargeDetailQuery = z.output<typeof chargeDetailQuerySchema>;

/** A detail row: columns OF, Joaillier, Poids, Poids Rendu, Temps, Temps T, Ref, Desc. */
export interface LigneChargeDetail {
  idLigne: number;
  numSachet: number;
  label: string;
  /** Grams. */
  poidsD: string;
  poidsR: string;
  /** Real time, minutes. */
  temps: string;
  /** Theoretical time of the product (centre.plus_mo), minutes. */
  plusMo: string;
  ref: string | null;
  refDesc: string | null;
}
