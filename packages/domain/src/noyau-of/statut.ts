import type { Refus } from "../shared/index.ts";

/** OF statuses the rules name (spec 01 section 4, spec 02 section 4.1). The list itself is data (t_statuts). */
export const STATUT = {
  cree: 50,
  enFabrication: 200,
  fabrique: 500,
  finalise: 550,
  pretAFacturer: 575,
  facture: 600,
  enStock: 650,
} as const;

/** Spec 01 section 4 / section 8: shown when an invoiced OF is opened. Word for word (trailing space). */
export const MSG_OF_NON_EDITABLE = "L'Of n'est plus éditable ";
export const MSG_OF_NON_TROUVE = "OF non trouvé";

/** An invoiced OF (600) is closed: no field, no status, nothing of it changes any more. */
export function isOfVerrouille(statut: number): boolean {
  return statut === STATUT.facture;
}

export type RefusOfStatut = Refus<"OF_NON_TROUVE" | "OF_VERROUILLE">;

export const REFUS_OF_NON_TROUVE: RefusOfStatut = { code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE };

/** Every change of an OF is refused once it is invoiced (600), whatever the client sent. */
export function refusOfVerrouille(statut: number): RefusOfStatut | null {
  return isOfVerrouille(statut) ? { code: "OF_VERROUILLE", message: MSG_OF_NON_EDITABLE } : null;
}
