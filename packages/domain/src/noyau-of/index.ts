/**
 * The OF status kernel: the status table, the invoiced lock and the transition table. Every area that
 * moves or checks an OF's status stands on it; it imports no area (only shared).
 */
export { MSG_DATE_LIVRAISON_INVALIDE } from "./date-livraison.ts";
export {
  isOfVerrouille,
  MSG_OF_NON_EDITABLE,
  MSG_OF_NON_TROUVE,
  REFUS_OF_NON_TROUVE,
  type RefusOfStatut,
  refusOfVerrouille,
  STATUT,
} from "./statut.ts";
export {
  type CommandeStatut,
  type RefusTransition,
  refusTransition,
  STATUT_INITIAL,
  statutAdmis,
  TRANSITIONS,
} from "./transitions.ts";
