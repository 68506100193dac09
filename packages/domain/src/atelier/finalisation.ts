import { z } from "zod";
import { type CommandeStatut, refusOfVerrouille, STATUT, TRANSITIONS } from "../noyau-of/index.ts";
import { type EtatFinalisation, etatFinalisation, type LigneAtelierDe } from "./lignes.ts";
import { MSG_OF_DEJA_FINALISE } from "./messages.ts";

/**
 * Finalisation of an OF (spec 02 sections 2.1, 2.3, 4.1 and 4.3). Two screens finalise, each with its
 * own reading of "finalised": the workshop follow-up (/suivi_prod) sets 500, the Finaliser OF screen
 * (/finaliser) sets 550.
 */
export const ECRANS_FINALISATION = ["suivi", "finaliser"] as const;
export type EcranFinalisation = (typeof ECRANS_FINALISATION)[number];

export const MSG_ECRAN_FINALISATION = "Écran de finalisation inconnu.";
export const msgOfFinalise = (n: number) => `OF ${n} finalisé`;

export const finalisationSchema = z.object({
  ecran: z.enum(ECRANS_FINALISATION, { error: MSG_ECRAN_FINALISATION }),
});
export type Finalisation = z.infer<typeof finalisationSchema>;

/** The status command of each screen's finalisation. */
export const COMMANDE_FINALISATION = {
  suivi: "finalisationSuivi",
  finaliser: "finalisation",
} as const satisfies Record<EcranFinalisation, CommandeStatut>;

/** The status a finalisation writes, by the screen that asks for it (the transition table's). */
export function statutFinalise(ecran: EcranFinalisation): number {
  return TRANSITIONS[COMMANDE_FINALISATION[ecran]].vers;
}

/**
 * The readiness of an OF as both screens show it and the server enforces it. Beyond the spec's rule
 * (etatFinalisation): an invoiced OF (600) is closed, and one already past finalisation (ready to
 * invoice 575, in stock 650) reads 'Of Déja Finalisé' too, so finalising never moves it back.
 */
export function etatFinalisationOf(o: {
  statut: number;
  joaillierNonRendues: number;
  sertiNonRendues: number;
}): EtatFinalisation {
  const verrou = refusOfVerrouille(o.statut);
  if (verrou) return { pret: false, code: "OF_VERROUILLE", message: verrou.message };
  if (o.statut >= STATUT.finalise) {
    return { pret: false, code: "OF_DEJA_FINALISE", message: MSG_OF_DEJA_FINALISE };
  }
  return etatFinalisation(o);
}

/** GET /api/atelier/of/:n: the OF as both screens show it, its workshop lines and its readiness. */
export interface OfAtelierEntete {
  numSachet: number;
  statut: number;
  /** The status label (t_statuts.of_interne). */
  descStatut: string;
  ref: string | null;
  description: string | null;
  client: string;
  /** Grams, exact decimal string. */
  poids: string | null;
  stade: string;
}
export interface OfAtelier {
  of: OfAtelierEntete;
  /** The same rows as the line lists (GET /api/atelier/{joaillier|serti}/lignes). */
  joaillier: LigneAtelierDe<"joaillier">[];
  serti: LigneAtelierDe<"serti">[];
  etat: EtatFinalisation;
}

/** POST /api/atelier/of/:n/finaliser. */
export interface ResultatFinalisation {
  numSachet: number;
  statut: number;
  message: string;
}

/** GET /api/atelier/finalises: one row per OF, its last finalisation first. */
export interface OfFinalise {
  numSachet: number;
  /** When it last became 550 (ISO timestamp). */
  date: string;
  ref: string | null;
  client: string | null;
  statut: number | null;
}

export const HISTORIQUE_FINALISES_DEFAUT = 20;
export const HISTORIQUE_FINALISES_MAX = 100;
export const historiqueFinalisesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORIQUE_FINALISES_MAX).default(HISTORIQUE_FINALISES_DEFAUT),
});
