import { z } from "zod";
import { ofFiltreShape } from "../of/index.ts";
import { add, addDays, isValidIsoDate, listQuerySchema, toIsoDate } from "../shared/index.ts";
import { ratioProgression } from "./statistiques.ts";

/** Spec 03 section 2.3: Évolution Chiffre d'Affaires Client (/comparaison_ca). */

export const MODES_COMPARAISON = ["annee_complete", "date_egale"] as const;
export type ModeComparaison = (typeof MODES_COMPARAISON)[number];
export const FILTRES_TOURNEE_COMPARAISON = ["tout", "tournee", "autre"] as const;
export type FiltreTourneeComparaison = (typeof FILTRES_TOURNEE_COMPARAISON)[number];
/** Spec 03 section 9: 20 rows per page. */
export const PAGE_SIZE_COMPARAISON = 20;
export const MSG_MODE_INVALIDE = "Mode de comparaison invalide.";

export const COMPARAISON_SORTS = [
  "client",
  "ca1",
  "ca2",
  "ca3",
  "caAVenir",
  "variation1",
  "variation2",
  "variation3",
] as const;
export const comparaisonQuerySchema = listQuerySchema(COMPARAISON_SORTS, "ca3").extend({
  /** The reference date: its year is the third (latest) year compared. Default today. */
  date: z
    .string()
    .refine((s) => isValidIsoDate(s), "La date est invalide.")
    .optional(),
  mode: z.enum(MODES_COMPARAISON, { error: MSG_MODE_INVALIDE }).default("annee_complete"),
  tournee: z.enum(FILTRES_TOURNEE_COMPARAISON, { error: MSG_MODE_INVALIDE }).default("tout"),
  client: ofFiltreShape.client,
});
export type ComparaisonQuery = z.output<typeof comparaisonQuerySchema>;

export interface PeriodeComparee {
  annee: number;
  debut: string;
  fin: string;
}

/**
 * The three periods compared: the year of the reference date and the two before. annee_complete:
 * the whole calendar years; date_egale: 1 January to the same day and month as the reference date
 * (29 February becomes 28 in a common year), so a running year is compared to the same stretch.
 */
export function periodesComparees(dateIso: string, mode: ModeComparaison): PeriodeComparee[] {
  const annee = Number(dateIso.slice(0, 4));
  return [annee - 2, annee - 1, annee].map((a) => {
    const y = String(a).padStart(4, "0");
    if (mode === "annee_complete") return { annee: a, debut: `${y}-01-01`, fin: `${y}-12-31` };
    let fin = `${y}${dateIso.slice(4)}`;
    if (!isValidIsoDate(fin)) fin = addDays(`${y}-03-01`, -1);
    return { annee: a, debut: `${y}-01-01`, fin };
  });
}

export function dateComparaison(date: string | undefined): string {
  return date ?? toIsoDate(new Date());
}

/** Spec 03 section 3: Client, CA of three years, CA_AVenir and three ratios (percent, 2 decimals). */
export interface LigneComparaison {
  idBijouterie: number;
  client: string;
  ca1: string;
  ca2: string;
  ca3: string;
  caAVenir: string;
  /** year 2 against year 1 */
  variation1: string | null;
  /** year 3 against year 2 */
  variation2: string | null;
  /** year 3 plus the revenue still to come against year 2 */
  variation3: string | null;
}

export function ligneComparaison(
  c: Omit<LigneComparaison, "variation1" | "variation2" | "variation3">,
): LigneComparaison {
  return {
    ...c,
    variation1: ratioProgression(c.ca1, c.ca2),
    variation2: ratioProgression(c.ca2, c.ca3),
    variation3: ratioProgression(c.ca2, add(c.ca3, c.caAVenir)),
  };
}
