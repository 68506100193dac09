import {
  type DecimalInput,
  dec,
  div,
  isZero,
  mondayOfIsoWeek,
  roundHalfUp,
  roundHalfUpInt,
  sub,
  sum,
  toFixed2,
} from "../shared/index.ts";

/**
 * The statistics of the analysis screens (spec 03 sections 2.1, 2.2, 2.9, 5 and 9), pure and exact.
 * Amounts are decimal strings; means and deviations are returned with 2 decimals, half up.
 */

/** Spec 03 section 9: 2008 (the first, partial year of the old system) is never counted. */
export const ANNEE_EXCLUE_STATISTIQUES = 2008;

export interface ValeurAnnee {
  annee: number;
  /** Euros, decimal string. */
  total: string;
}

export interface StatistiquesAnnees {
  /** The year with the largest total among the years counted (the earliest on a tie); null if none. */
  meilleureAnnee: ValeurAnnee | null;
  /** Mean of the years counted, 2 decimals; null if none. */
  moyenne: string | null;
  /** Population standard deviation of the years counted, 2 decimals; null if none. */
  ecartType: string | null;
  /** The years counted (neither 2008 nor the current year). */
  anneesComptees: number[];
}

/**
 * Mean and standard deviation of a set of values. Population deviation (divide by n): the years or
 * periods shown are the whole set described, not a sample drawn to estimate a larger one, and the
 * figure must not change meaning when only one or two values are counted (a sample deviation would be
 * undefined for one value). null for an empty set.
 */
export function moyenneEcartType(
  valeurs: readonly DecimalInput[],
): { moyenne: string; ecartType: string } | null {
  if (valeurs.length === 0) return null;
  const moyenne = div(sum(valeurs), valeurs.length);
  const variance = div(sum(valeurs.map((v) => sub(v, moyenne).pow(2))), valeurs.length);
  return { moyenne: toFixed2(moyenne), ecartType: toFixed2(variance.sqrt()) };
}

/**
 * Spec 03 sections 2.1 and 2.2: the best year, the mean and the standard deviation of yearly totals,
 * leaving out 2008 and the current year (still running, it would pull the mean down).
 */
export function statistiquesAnnees(
  valeurs: readonly ValeurAnnee[],
  anneeCourante: number,
): StatistiquesAnnees {
  const comptees = valeurs.filter((v) => v.annee !== ANNEE_EXCLUE_STATISTIQUES && v.annee !== anneeCourante);
  let meilleure: ValeurAnnee | null = null;
  for (const v of [...comptees].sort((a, b) => a.annee - b.annee)) {
    if (meilleure === null || dec(v.total).gt(meilleure.total)) meilleure = v;
  }
  const stats = moyenneEcartType(comptees.map((v) => v.total));
  return {
    meilleureAnnee: meilleure === null ? null : { annee: meilleure.annee, total: toFixed2(meilleure.total) },
    moyenne: stats?.moyenne ?? null,
    ecartType: stats?.ecartType ?? null,
    anneesComptees: comptees.map((v) => v.annee).sort((a, b) => a - b),
  };
}

/** Spec 03 section 5: the open upper bound of a bracket written '> min'. */
export const BORNE_OUVERTE = 100000000;

export interface Tranche {
  min: number;
  max: number;
}

/**
 * Spec 03 section 5, the bracket text: 'min à max', '> min' (upper bound 100000000), '0' (0 to 0).
 * Spaces around the numbers are ignored; anything else is null (not a bracket).
 */
export function lireTranche(texte: string): Tranche | null {
  const t = texte.trim();
  if (t === "0") return { min: 0, max: 0 };
  const ouverte = /^>\s*(\d+)$/.exec(t);
  if (ouverte !== null) return { min: Number(ouverte[1]), max: BORNE_OUVERTE };
  const bornee = /^(\d+)\s*à\s*(\d+)$/.exec(t);
  if (bornee === null) return null;
  const min = Number(bornee[1]);
  const max = Number(bornee[2]);
  return min > max ? null : { min, max };
}

/** The text of a bracket, the inverse of lireTranche. */
export function texteTranche(t: Tranche): string {
  if (t.max === 0) return "0";
  if (t.max >= BORNE_OUVERTE) return `> ${t.min}`;
  return `${t.min} à ${t.max}`;
}

/**
 * Whether an amount falls in a bracket: '0' holds exactly 0; 'min à max' holds min < x <= max;
 * '> min' holds x > min. The brackets of one chart then never overlap.
 */
export function dansTranche(montant: DecimalInput, t: Tranche): boolean {
  const x = dec(montant);
  if (t.max === 0) return x.isZero();
  return x.gt(t.min) && x.lte(t.max);
}

/**
 * The brackets of the sales analysis (CA HT of a line) and of the stock analysis (cost price), in
 * euros. The last is open ('> 5000').
 */
export const TRANCHES_PRIX: readonly Tranche[] = [
  { min: 0, max: 0 },
  { min: 0, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2000 },
  { min: 2000, max: 5000 },
  { min: 5000, max: BORNE_OUVERTE },
];

/**
 * Progression of a total from one period to another, in percent with 2 decimals:
 * (fin − debut) / debut × 100. null when the start is 0 (no ratio: a new client).
 */
export function ratioProgression(debut: DecimalInput, fin: DecimalInput): string | null {
  if (isZero(debut)) return null;
  return toFixed2(roundHalfUp(div(sub(fin, debut), debut).mul(100), 2));
}

/** Spec 03 section 9: variation colouring, above +5 % blue, below −5 % red. */
export const SEUIL_VARIATION = 5;
export type CouleurVariation = "hausse" | "baisse" | "neutre";
export function couleurVariation(ratio: DecimalInput | null): CouleurVariation {
  if (ratio === null) return "neutre";
  const r = dec(ratio);
  if (r.gt(SEUIL_VARIATION)) return "hausse";
  if (r.lt(-SEUIL_VARIATION)) return "baisse";
  return "neutre";
}

/** Spec 03 section 2.9: minutes shown as 'Xh Ymin' (whole minutes, half up): 135 -> '2h 15min'. */
export function formatHeuresMinutes(minutes: DecimalInput): string {
  const total = roundHalfUpInt(minutes);
  const signe = total < 0 ? "-" : "";
  const abs = Math.abs(total);
  return `${signe}${Math.floor(abs / 60)}h ${abs % 60}min`;
}

/** Spec 03 section 2.9: minutes charted in hours (divided by 60), 2 decimals. */
export function minutesEnHeures(minutes: DecimalInput): string {
  return toFixed2(div(minutes, 60));
}

/** Spec 03 section 2.9: the month view labels ISO weeks 'S{n}'. */
export function libelleSemaine(semaine: number): string {
  return `S${semaine}`;
}

/** Spec 03 section 2.9: the week picker turns a week number into the Monday of that ISO week. */
export function lundiDeSemaine(annee: number, semaine: number): string {
  return mondayOfIsoWeek(annee, semaine);
}

/** French names, for the charts (spec 03 section 9). */
export const MOIS_FR = [
  "Janvier",
  "Février",
  "Mars",
  "Avril",
  "Mai",
  "Juin",
  "Juillet",
  "Août",
  "Septembre",
  "Octobre",
  "Novembre",
  "Décembre",
] as const;
export const JOURS_FR = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"] as const;

/** Spec 03 section 5: a year input holds four digits or nothing. */
export function isAnneeSaisie(texte: string): boolean {
  return texte === "" || /^\d{4}$/.test(texte);
}
