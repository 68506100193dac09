import type { Refus } from "../shared/index.ts";

/** Every refusal of the accounting area: exports, bills of exchange and their LCR remittances. */
export type RefusCompta = Refus<
  | "REGLAGES_COMPTA_INVALIDES"
  | "CLIENTS_SANS_COMPTE"
  | "TROP_D_ECRITURES_QUADRA"
  | "TRAITE_INTROUVABLE"
  | "TRAITE_CLIENT_INCONNU"
  | "TRAITE_BANQUE_INCONNUE"
  | "TRAITE_FOURNISSEUR_INCONNU"
  | "NUM_EFFET_UTILISE"
  | "REMISE_INTROUVABLE"
  | "LCR_IBAN_VENDEUR"
  | "LCR_NUMERO_EMETTEUR"
  | "LCR_DOMICILIATION"
  | "LCR_CLIENT_SANS_IBAN"
  | "LCR_SELECTION_VIDE"
  | "LCR_TRAITES_HORS_REMISE"
  | "LCR_AUCUNE_TRAITE"
  | "LCR_TRAITES_DEJA_REMISES"
>;
