import { z } from "zod";
import { add, identifiantTexte, isZero, listQuerySchema } from "../shared/index.ts";
import { MSG_JOAILLIER_OBLIGATOIRE, MSG_PESEE_IMPOSSIBLE } from "./messages.ts";
import type { RefusAtelier } from "./refus.ts";

/**
 * The weighing (pesée) of a jeweller, spec 02 sections 2.5 and 4.6: it closes his gold box rows and
 * his returned OF lines not yet weighed (they take its number), and records their totals.
 */

export const MSG_JOAILLIER_INTROUVABLE = "Joaillier introuvable.";
export const msgPeseeEffectuee = (numPesee: number, joaillier: string) =>
  `Pesée n° ${numPesee} effectuée pour ${joaillier}.`;

export const peseeSchema = z.object({
  idOuvr: identifiantTexte(MSG_JOAILLIER_OBLIGATOIRE),
});
export type PeseeDemande = z.output<typeof peseeSchema>;

/** What the weighing rule reads of a jeweller. */
export interface EtatPesee {
  /** His workshop lines not returned yet (rendu 0). */
  ofsEnCours: number;
  /** Gold box balance of the rows not yet weighed, grams. */
  soldeBoiteOr: string;
  /** OF weight balance (poids_d − poids_r) of his returned lines not yet weighed, grams. */
  soldeOf: string;
}

/**
 * Spec 02 section 4.6: 'Faire Pesée' is refused while OFs are in progress for the jeweller, or when
 * both the box and the OF balances are 0 (nothing to weigh, or already weighed).
 */
export function refusPesee(e: EtatPesee): RefusAtelier | null {
  if (e.ofsEnCours > 0 || (isZero(e.soldeBoiteOr) && isZero(e.soldeOf))) {
    return { code: "PESEE_IMPOSSIBLE", message: MSG_PESEE_IMPOSSIBLE };
  }
  return null;
}

/** The card's overall balance: gold box plus OF weight, grams. */
export function soldeGlobal(soldeBoiteOr: string, soldeOf: string): string {
  return add(soldeBoiteOr, soldeOf).toFixed(3);
}

/** The figures a weighing records (spec 03 section 3, pesee_atelier.details), grams. */
export interface Pesee {
  numPesee: number;
  idOuvr: number;
  date: string;
  /** Sum of poids_d of the OF lines it closed. */
  poidsOfSorti: string;
  /** Sum of poids_r of the OF lines it closed. */
  poidsOfRentre: string;
  /** Sum of done_ouvr of the gold box rows it closed. */
  pdsOrS: string;
  /** Sum of rendu_ouvr of the gold box rows it closed. */
  pdsOrE: string;
}

/** A row of GET /api/atelier/pesees: the weighing and its jeweller. */
export interface LignePesee extends Pesee {
  joaillier: string;
}

export interface PeseeEffectuee extends Pesee {
  lignesOf: number;
  lignesBoiteOr: number;
  message: string;
}

/** One card of the workshop overview (/atelier). */
export interface CarteJoaillier {
  id: number;
  label: string;
  avatar: string | null;
  /** OFs in progress: his unreturned lines, and their OF numbers. */
  ofs: { nb: number; listeOf: number[] };
  soldeBoiteOr: string;
  soldeOf: string;
  solde: string;
  /** The date of his last weighing, null if none. */
  dernierePesee: string | null;
  /** Why 'Faire Pesée' is refused (the tooltip), null when it is allowed. */
  refusPesee: string | null;
}

/** The weighings of a jeweller, latest first by default (GET /api/atelier/pesees). */
export const peseesQuerySchema = listQuerySchema(["date", "numPesee"], "date").extend({
  idOuvr: z.preprocess((v) => (v === "" ? undefined : v), identifiantTexte().optional()),
});
export type PeseesQuery = z.output<typeof peseesQuerySchema>;
