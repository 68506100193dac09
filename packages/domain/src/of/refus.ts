import type { RefusOfStatut, RefusTransition } from "../noyau-of/index.ts";
import type { Refus } from "../shared/index.ts";
import type { RefusSuppressionOf } from "./edit.ts";
import type { RefusDateLivraison } from "./planning.ts";
import type { RefusPretAFacturer } from "./pret-a-facturer.ts";
import type { RefusImpression } from "./print.ts";
import type { RefusStatutManuel } from "./statut-manuel.ts";
import type { RefusOutil } from "./tools.ts";

/** Every refusal of the OF area's rules; the server maps each code to its HTTP status. */
export type RefusOf =
  | RefusOfStatut
  | RefusTransition
  | RefusPretAFacturer
  | RefusStatutManuel
  | RefusOutil
  | RefusSuppressionOf
  | RefusImpression
  | RefusDateLivraison
  | RefusServicesOf;

/** The refusals the OF services decide on what the database holds (a reference, a row, a period). */
export type RefusServicesOf = Refus<
  | "REFERENCE_INCONNUE"
  | "OF_LIGNE_INVALIDE"
  | "PARAMETRES_STOCK_INCONNUS"
  | "PRIX_PRODUIT_INTROUVABLE"
  | "TVA_OF_INVALIDE"
  | "IMAGE_INTROUVABLE"
  | "PERIODE_INVERSEE"
  | "BESOIN_CLE_INVALIDE"
>;
