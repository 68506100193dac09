import type { Refus } from "../shared/index.ts";

/** Every refusal of the workshop's rules; the server maps each code to its HTTP status. */
export type RefusAtelier = Refus<
  | "OUVRIER_INTROUVABLE"
  | "OUVRIER_INACTIF"
  | "OF_DEJA_PRESENT"
  | "OF_AILLEURS"
  | "LIGNE_INTROUVABLE"
  | "LIGNE_DEJA_PESEE"
  | "LIGNE_DEJA_RENDUE"
  | "LIGNE_NON_RENDUE"
  | "OF_DEJA_FINALISE"
  | "LIGNES_NON_RENDUES"
  | "PESEE_IMPOSSIBLE"
  | "BOITE_OR_DEJA_PESEE"
  | "BOITE_OR_INTROUVABLE"
  | "JOAILLIER_INTROUVABLE"
>;
