/**
 * A business rule's refusal: a code (one string literal of its area's union, which the server maps to
 * an HTTP status, see server/src/http/errors.ts) and the French message shown to the user. Rules
 * return it, or null when the action may go; they never throw and never pick a status.
 */
export interface Refus<C extends string = string> {
  code: C;
  message: string;
}

/** The refusals of the request's plumbing every area shares: an Idempotency-Key sent again with another body. */
export type RefusRequete = Refus<"CLE_ENVOI_AUTRE_DEMANDE">;
