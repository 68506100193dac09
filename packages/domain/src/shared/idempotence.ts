import { z } from "zod";

/**
 * The commands that issue a document (credit note, bill of exchange, invoice) or record a movement
 * (metal, stones, gold box, stock moves, police register) carry one key per form submission: a
 * repeated key answers the first result instead of recording it twice.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export const MSG_CLE_ENVOI_INVALIDE =
  "Envoi refusé : l'identifiant d'envoi (en-tête Idempotency-Key, un UUID) manque ou n'est pas valide. Rechargez la page et réessayez.";
export const MSG_CLE_ENVOI_AUTRE_DEMANDE =
  "Cet envoi a déjà été enregistré avec d'autres valeurs : vérifiez la liste avant de recommencer.";
/** The error code of the refusal above: the screen then takes a new key for the next submission. */
export const CODE_CLE_ENVOI_AUTRE_DEMANDE = "CLE_ENVOI_AUTRE_DEMANDE";

export const cleEnvoiSchema = z.uuid({ error: MSG_CLE_ENVOI_INVALIDE });
