import { z } from "zod";
import { MSG_DATE_LIVRAISON_INVALIDE, STATUT } from "../noyau-of/index.ts";
import {
  addDays,
  addWorkingDays,
  avecPeriodeOrdonnee,
  dateIso,
  formatDate,
  isValidIsoDate,
  isWeekend,
  mondayOf,
  nextWorkingDay,
  periodeShape,
  type Refus,
  texte,
} from "../shared/index.ts";
import { planningFiltreSchema } from "./planning-filtre.ts";

/**
 * Spec 03 sections 2.13 and 9: one column per working day, Monday to Friday. The spec also speaks of
 * "six columns" for those five days: the sixth is read as the OFs that have no place in the week's
 * days and still need a date: late (the date has passed: before today, or before the week's Monday
 * when looking at a past week), undated, or dated on the week's Saturday or Sunday. Dropping one of
 * them on a day gives it that date.
 */
export const JOURS_PLANNING = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi"] as const;
export const COLONNE_A_REPLANIFIER = "a-replanifier";
export const LIBELLE_A_REPLANIFIER = "À replanifier";
export const AIDE_A_REPLANIFIER = "En retard, sans date ou prévus un week-end";

export const MSG_SEMAINE_INVALIDE = "La semaine est invalide.";
export const MSG_JOUR_NON_OUVRE = "La livraison doit tomber un jour ouvré (du lundi au vendredi).";
/** Spec 03 section 8 (logged only in the old screen; shown here, followed by the server's reason). */
export const MSG_DEPLACEMENT_NON_CONFIRME = "Le déplacement n'a pas été confirmé.";
/** Said once an OF is moved on the planning: its new delivery date (ISO, shown dd/mm/yyyy). */
export const msgOfDeplace = (numSachet: number, dateLivr: string) =>
  `Date de livraison enregistrée. OF ${numSachet} : ${formatDate(dateLivr)}.`;

export interface JourPlanning {
  /** ISO date of the day. */
  date: string;
  /** "Lundi" ... "Vendredi". */
  nom: (typeof JOURS_PLANNING)[number];
}

export interface SemainePlanning {
  lundi: string;
  vendredi: string;
  jours: JourPlanning[];
  precedente: string;
  suivante: string;
}

/**
 * The week holding `iso` (any day of it): its Monday to Friday and the Mondays around it. A day that
 * does not exist is refused by `mondayOf` (RangeError).
 */
export function semainePlanning(iso: string): SemainePlanning {
  const lundi = mondayOf(iso);
  const jours = JOURS_PLANNING.map((nom, i) => ({ nom, date: addDays(lundi, i) }));
  return {
    lundi,
    vendredi: addDays(lundi, 4),
    jours,
    precedente: addDays(lundi, -7),
    suivante: addDays(lundi, 7),
  };
}

/** The column of an OF in the week of `lundi`: its day, or the sixth column. */
export function colonnePlanning(dateLivr: string | null, lundi: string): string {
  if (dateLivr === null) return COLONNE_A_REPLANIFIER;
  if (dateLivr >= lundi && dateLivr <= addDays(lundi, 4) && !isWeekend(dateLivr)) return dateLivr;
  return COLONNE_A_REPLANIFIER;
}

export type CouleurPlanning = "pret" | "imperatif" | "normal";

/**
 * Spec 03 section 2.13: green when the OF is ready to invoice (575), red when its date is imperative
 * (date_l_imp = 1). A ready OF is green even when imperative: the date is met, nothing is urgent.
 */
export function couleurPlanning(of: { statut: number; dateLImp: number }): CouleurPlanning {
  if (of.statut === STATUT.pretAFacturer) return "pret";
  if (of.dateLImp === 1) return "imperatif";
  return "normal";
}

export type RefusDateLivraison = Refus<"DATE_LIVRAISON_INVALIDE" | "JOUR_NON_OUVRE">;

/** A move's date can be written: a real date, Monday to Friday. */
export function issueDateLivraison(dateLivr: string): RefusDateLivraison | null {
  if (!isValidIsoDate(dateLivr))
    return { code: "DATE_LIVRAISON_INVALIDE", message: MSG_DATE_LIVRAISON_INVALIDE };
  if (isWeekend(dateLivr)) return { code: "JOUR_NON_OUVRE", message: MSG_JOUR_NON_OUVRE };
  return null;
}

/** PUT /api/of/:n/date-livraison: the new delivery day of a planning move. */
export const dateLivraisonSchema = z.object({
  dateLivr: texte(MSG_DATE_LIVRAISON_INVALIDE)
    .trim()
    .superRefine((d, ctx) => {
      const issue = issueDateLivraison(d);
      if (issue) ctx.addIssue({ code: "custom", message: issue.message });
    }),
});
export type DateLivraisonInput = z.output<typeof dateLivraisonSchema>;

/** GET /api/of/planning: a week (any of its days; the Monday is taken) and the filters. */
export const planningQuerySchema = planningFiltreSchema.extend({
  semaine: dateIso(MSG_SEMAINE_INVALIDE).transform(mondayOf),
});
export type PlanningQuery = z.output<typeof planningQuerySchema>;

/** Spec 03 section 9: the planning print covers at most a few days; more is a report, not a print. */
export const IMPRESSION_PLANNING_MAX_JOURS = 31;
export const MSG_IMPRESSION_TROP_LONGUE = `L'impression du planning couvre au plus ${IMPRESSION_PLANNING_MAX_JOURS} jours.`;

/** GET /api/of/planning/impression: a period of delivery days and the screen's filters. */
export const planningImpressionQuerySchema = avecPeriodeOrdonnee(
  planningFiltreSchema.extend(periodeShape()),
).refine((p) => p.fin <= addDays(p.debut, IMPRESSION_PLANNING_MAX_JOURS - 1), {
  message: MSG_IMPRESSION_TROP_LONGUE,
  path: ["fin"],
});
export type PlanningImpressionQuery = z.output<typeof planningImpressionQuerySchema>;

/** How many working days ahead the print covers (spec 03 section 9: "the next 5 days"). */
export const IMPRESSION_PROCHAINS_JOURS = 5;

/**
 * "5 prochains jours": the next five working days, today included when it is one (on a Saturday the
 * print starts on Monday). Read as working days because nothing is delivered at the weekend.
 */
export function periodeProchainsJours(todayIso: string): { debut: string; fin: string } {
  const debut = nextWorkingDay(todayIso);
  return { debut, fin: addWorkingDays(debut, IMPRESSION_PROCHAINS_JOURS - 1) };
}

/**
 * An OF on the planning, as GET /api/of/planning gives it: what its card shows (issue 29.2: a week of
 * every client is hundreds of cards; the rest of the OF is read when it is opened, Tracer OF).
 */
export type OfPlanning = {
  numSachet: number;
  dateLivr: string | null;
  ref: string | null;
  client: string;
  stade: string;
  statut: number;
  libelleStatut: string;
  dateLImp: number;
  image: string | null;
};

/** An OF on the planning's print, which adds its notes. */
export type OfPlanningImprime = OfPlanning & { notes: string | null };

/**
 * The sixth column shows at most this many OFs (undated first, then the most recently late): a board
 * of a thousand cards helps nobody; the screen says how many there are, filters narrow them.
 */
export const A_REPLANIFIER_MAX = 100;

export interface PlanningSemaine {
  lundi: string;
  /** The OFs of the sixth column (at most A_REPLANIFIER_MAX), then those of the week by day. */
  ofs: OfPlanning[];
  /** How many OFs the sixth column holds in all. */
  aReplanifierTotal: number;
}
