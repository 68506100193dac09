import { z } from "zod";
import {
  addDays,
  avecPeriodeOrdonnee,
  texte as champTexte,
  completerPeriode,
  type Periode,
  periodeOptionnelleShape,
  startOfYear,
} from "../shared/index.ts";
import {
  choixFiltre,
  choixFiltreOuiNon,
  FILTRE_OUI_NON,
  type FiltreOuiNon,
  flagAttendu,
  idFiltre,
  MSG_FILTRE_INVALIDE,
} from "./planning-filtre.ts";

/**
 * The filters of the OF screens (/filter: status distribution and OF analysis), spec 03 sections 5,
 * 7 (/of/liste.php) and 9. Every list and the doughnut of /filter read the same filters.
 */

/** Spec 03 section 5: devis, tournée, impératif, façon: tout=2, flag set=1, normal=0 (as the planning). */
export const CHOIX_FLAG = FILTRE_OUI_NON;
/** Spec 03 section 5: the reservation filter, in its own order: NON RESERVE=2, RESERVATION=1, TOUT=0. */
export const CHOIX_RESERVATION = { nonReserve: 2, reservation: 1, tout: 0 } as const;
export type ChoixReservation = (typeof CHOIX_RESERVATION)[keyof typeof CHOIX_RESERVATION];

export interface OptionFiltre<V extends number> {
  value: V;
  label: string;
}

/** The labels of the selects, in the order the old screens offered them. */
export const OPTIONS_DEVIS = choixFiltreOuiNon("Devis");
export const OPTIONS_TOURNEE = choixFiltreOuiNon("Tournée");
export const OPTIONS_IMPERATIF = choixFiltreOuiNon("Impératif");
export const OPTIONS_FACON: ReadonlyArray<OptionFiltre<FiltreOuiNon>> = [
  { value: FILTRE_OUI_NON.tout, label: "TOUT" },
  { value: FILTRE_OUI_NON.oui, label: "Façon" },
  { value: FILTRE_OUI_NON.normal, label: "NORMAL" },
];
export const OPTIONS_RESERVATION: ReadonlyArray<OptionFiltre<ChoixReservation>> = [
  { value: CHOIX_RESERVATION.tout, label: "TOUT" },
  { value: CHOIX_RESERVATION.reservation, label: "RESERVATION" },
  { value: CHOIX_RESERVATION.nonReserve, label: "NON RESERVE" },
];

/** Spec 03 section 9: OF filters open on 1 January of the current year .. today + 30 days. */
export const OF_FILTRE_JOURS_APRES = 30;

export type PeriodeOf = Periode;

/** An invalid today throws (startOfYear's RangeError, `Invalid ISO date: "…"`). */
export function defaultPeriodeOf(todayIso: string): PeriodeOf {
  return { debut: startOfYear(todayIso), fin: addDays(todayIso, OF_FILTRE_JOURS_APRES) };
}

/** A reference id or a number: empty or absent = all. */
const id = idFiltre;
const texte = champTexte()
  .trim()
  .max(100, MSG_FILTRE_INVALIDE)
  .optional()
  .transform((s) => (s === "" ? undefined : s));
const choixFlag = choixFiltre(FILTRE_OUI_NON.tout);
const choixReservation = choixFiltre(CHOIX_RESERVATION.tout);

/**
 * The filter fields as a plain shape, so each list can extend its own list schema with them (zod
 * cannot extend a refined object). Names follow /of/liste.php in camelCase.
 */
export const ofFiltreShape = {
  ...periodeOptionnelleShape(),
  /** A client or a group: a group takes in all its agencies. */
  client: id,
  devis: choixFlag,
  facon: choixFlag,
  imperatif: choixFlag,
  tournee: choixFlag,
  typeResa: choixReservation,
  stade: id,
  /** Alloy of the OF (type_metal). */
  metal: id,
  /** Product type (type_produit). */
  type: id,
  statut: id,
  /** Start of the product reference. */
  ref: texte,
  of: id,
  /** Invoice number. */
  facture: id,
  /** Part of the client's reference. */
  refClt: texte,
  typeCommande: id,
};

export const ofFiltreSchema = avecPeriodeOrdonnee(z.object(ofFiltreShape));
export type OfFiltreQuery = z.output<typeof ofFiltreSchema>;
/** What the web sends (the choices default to TOUT when left out). */
export type OfFiltreInput = z.input<typeof ofFiltreSchema>;

/** The filters with both dates known: the defaults of spec 03 section 9 for the missing ones. */
export type OfFiltre = OfFiltreQuery & PeriodeOf;

export function resolveOfFiltre<F extends OfFiltreQuery>(query: F, todayIso: string): F & PeriodeOf {
  return { ...query, ...completerPeriode(query, defaultPeriodeOf(todayIso)) };
}

/** The filters of a screen as it opens: the default period, every choice on TOUT. */
export function defaultOfFiltre(todayIso: string): OfFiltre {
  return resolveOfFiltre(ofFiltreSchema.parse({}), todayIso);
}

/** The value each 0/1 flag column must have (null = TOUT, no condition). */
export function flagsAttendus(f: Pick<OfFiltreQuery, "devis" | "facon" | "imperatif" | "tournee">) {
  return {
    devis: flagAttendu(f.devis),
    facon: flagAttendu(f.facon),
    imperatif: flagAttendu(f.imperatif),
    tournee: flagAttendu(f.tournee),
  };
}
