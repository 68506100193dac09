import type { Refus } from "../shared/index.ts";

/** Every refusal of the metal area (ledgers, Suivi Métal, weight accounts); the server maps each to its status. */
export type RefusMetal = Refus<
  | "METAL_INCONNU"
  | "METAL_CLIENT_INCONNU"
  | "FOURNISSEUR_OR_REQUIS"
  | "MOUVEMENT_INTROUVABLE"
  | "RECEPTION_INTROUVABLE"
  | "COMPTE_INCONNU"
  | "JOAILLIER_INTROUVABLE"
  | "FOURNISSEUR_INTROUVABLE"
>;
