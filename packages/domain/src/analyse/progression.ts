import { z } from "zod";
import { identifiantTexte, listQuerySchema } from "../shared/index.ts";
import type { CaAnnee } from "./ca.ts";
import { ratioProgression, type StatistiquesAnnees } from "./statistiques.ts";

/** Spec 03 sections 2.2, 5, 8 and 9: the client revenue progression (/variation_ca_client). */

export const MSG_ERREUR_RESEAU_PROGRESSION = "Erreur réseau lors de la récupération des données";
export const MSG_ANNEE_INVALIDE = "L'année doit compter quatre chiffres.";
export const MSG_ANNEES_INVERSEES = "L'année de début doit précéder l'année de fin.";
/** Spec 03 section 9: top and bottom 20 clients. */
export const TOP_PROGRESSION = 20;

/** Spec 03 section 5: four digits or empty (empty = the default). */
const annee = z
  .string()
  .trim()
  .regex(/^(\d{4})?$/, MSG_ANNEE_INVALIDE)
  .optional()
  .transform((s) => (s === undefined || s === "" ? undefined : Number(s)));

const anneesShape = { anneeDebut: annee, anneeFin: annee };
const anneesOrdonnees = <
  S extends z.ZodType<{ anneeDebut?: number | undefined; anneeFin?: number | undefined }>,
>(
  s: S,
) =>
  s.refine((v) => v.anneeDebut === undefined || v.anneeFin === undefined || v.anneeDebut <= v.anneeFin, {
    message: MSG_ANNEES_INVERSEES,
    path: ["anneeFin"],
  });

export const progressionQuerySchema = anneesOrdonnees(z.object(anneesShape));
export type ProgressionQuery = z.output<typeof progressionQuerySchema>;

export const PROGRESSION_SORTS = [
  "nomAgence",
  "totalHtAnneeDeb",
  "totalHtAnneeFin",
  "pourcentageVariation",
] as const;
export const progressionListeQuerySchema = anneesOrdonnees(
  listQuerySchema(PROGRESSION_SORTS, "pourcentageVariation").extend(anneesShape),
);

export const historiqueQuerySchema = z.object({ client: identifiantTexte() });

/** Spec 03 section 9: from two years ago to last year. */
export function defaultAnneesProgression(todayIso: string): { anneeDebut: number; anneeFin: number } {
  const a = Number(todayIso.slice(0, 4));
  return { anneeDebut: a - 2, anneeFin: a - 1 };
}

/** Spec 03 section 3: a client progression row (revenue net of credit notes). */
export interface ProgressionClient {
  idBijouterie: number;
  nomAgence: string;
  totalHtAnneeDeb: string;
  totalHtAnneeFin: string;
  /** Percent, 2 decimals; null when the start year is 0. */
  pourcentageVariation: string | null;
}

export interface Progressions {
  anneeDebut: number;
  anneeFin: number;
  progressions: ProgressionClient[];
  regressions: ProgressionClient[];
}

/** Adds the ratio to each client's two totals. */
export function progressionClient(c: Omit<ProgressionClient, "pourcentageVariation">): ProgressionClient {
  return { ...c, pourcentageVariation: ratioProgression(c.totalHtAnneeDeb, c.totalHtAnneeFin) };
}

/** A client without a ratio (null) reads 0: neither a rise nor a fall. */
const ratio = (c: ProgressionClient) => Number(c.pourcentageVariation);

/**
 * Top Progressions: the `n` largest rises (ratio > 0), largest first; Top Régressions: the `n` largest
 * falls (ratio < 0), largest fall first. Clients without a ratio (nothing the first year) are in neither.
 * Ties by name.
 */
export function topsProgression(
  lignes: readonly ProgressionClient[],
  n: number = TOP_PROGRESSION,
): Pick<Progressions, "progressions" | "regressions"> {
  const parNom = (a: ProgressionClient, b: ProgressionClient) => a.nomAgence.localeCompare(b.nomAgence, "fr");
  return {
    progressions: lignes
      .filter((l) => ratio(l) > 0)
      .sort((a, b) => ratio(b) - ratio(a) || parNom(a, b))
      .slice(0, n),
    regressions: lignes
      .filter((l) => ratio(l) < 0)
      .sort((a, b) => ratio(a) - ratio(b) || parNom(a, b))
      .slice(0, n),
  };
}

export interface HistoriqueClient {
  idBijouterie: number;
  nomAgence: string;
  annees: CaAnnee[];
  statistiques: StatistiquesAnnees;
}
