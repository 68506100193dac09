import type { Refus } from "../shared/index.ts";
import { isOfVerrouille, refusOfVerrouille, STATUT } from "./statut.ts";

/**
 * How an OF's status moves (spec 01 section 4, spec 02 section 4.1). A status changes only by one of
 * these commands, each allowed from some statuses to one status; the server's noyau-of/transitions.ts locks
 * the OF, applies this table and writes.
 */

/** Spec 01 section 4: "50: set on creation", the only status no command sets. */
export const STATUT_INITIAL = STATUT.cree;

export type CommandeStatut =
  /** Sent to a jeweller or a setter (Envoi Atelier, Envoi Serti). */
  | "envoi"
  | "retourJoaillier"
  | "retourSerti"
  /** The return side's delete: the line is in progress again, a finished OF is back in fabrication. */
  | "annulationRetour"
  /** "Prêt à facturer" (/finaliser, /filter): a finalised OF, priced and weighed, goes to invoicing. */
  | "pretAFacturer"
  /** "Finaliser OF" of the workshop follow-up (/suivi_prod): 500. */
  | "finalisationSuivi"
  /** The Finaliser OF screen (/finaliser): 550. */
  | "finalisation"
  /** OF tools: a finished stock piece takes a client's order and leaves the stock, ready to invoice. */
  | "transfert"
  /** Facturer: the group's OFs (575) and the stock pieces reserved for them (650) are invoiced. */
  | "facturation"
  /** OF tools: a delivered piece (575, or invoiced 600) returned by its client goes back into stock. */
  | "reintegration"
  /** Rentrer en Stock (spec 02 section 2.12): a finalised OF enters the finished-product stock. */
  | "rentreeStock"
  /** Facturer of /produit/stock: a stock piece is invoiced from the stock (575, for /livraion). */
  | "facturationStock"
  /** The status picked by hand on the Trace OF: any status of the list but the invoiced one. */
  | "manuel";

/** Every status of the list but the invoiced one (600); the list itself is data (t_statuts). */
export const STATUTS_OUVERTS = "ouverts";
export type Statuts = readonly number[] | typeof STATUTS_OUVERTS;

export interface Transition {
  depuis: Statuts;
  vers: number | typeof STATUTS_OUVERTS;
}

/**
 * The transition table. An invoiced OF (600) is closed: only the reinstatement moves it (a stock move
 * of the physical piece; its invoice is never touched).
 */
export const TRANSITIONS = {
  envoi: { depuis: STATUTS_OUVERTS, vers: STATUT.enFabrication },
  retourJoaillier: { depuis: STATUTS_OUVERTS, vers: STATUT.enFabrication },
  retourSerti: { depuis: STATUTS_OUVERTS, vers: STATUT.fabrique },
  annulationRetour: {
    depuis: [STATUT.fabrique, STATUT.finalise, STATUT.pretAFacturer],
    vers: STATUT.enFabrication,
  },
  finalisationSuivi: { depuis: [STATUT.cree, STATUT.enFabrication, STATUT.fabrique], vers: STATUT.fabrique },
  finalisation: { depuis: [STATUT.cree, STATUT.enFabrication, STATUT.fabrique], vers: STATUT.finalise },
  // Only from 550: a piece goes through Finaliser (its weighings) before it is invoiced.
  pretAFacturer: { depuis: [STATUT.finalise], vers: STATUT.pretAFacturer },
  transfert: { depuis: [STATUT.enStock], vers: STATUT.pretAFacturer },
  facturation: { depuis: [STATUT.pretAFacturer, STATUT.enStock], vers: STATUT.facture },
  reintegration: { depuis: [STATUT.pretAFacturer, STATUT.facture], vers: STATUT.enStock },
  rentreeStock: { depuis: [STATUT.finalise], vers: STATUT.enStock },
  facturationStock: { depuis: [STATUT.enStock], vers: STATUT.pretAFacturer },
  manuel: { depuis: STATUTS_OUVERTS, vers: STATUTS_OUVERTS },
} as const satisfies Record<CommandeStatut, Transition>;

/** Whether a status belongs to a set of the table. */
export function statutAdmis(statuts: Statuts | number, statut: number): boolean {
  if (statuts === STATUTS_OUVERTS) return !isOfVerrouille(statut);
  if (typeof statuts === "number") return statuts === statut;
  return statuts.includes(statut);
}

const COMMANDE_LIBELLE: Record<CommandeStatut, string> = {
  envoi: "envoi à l'atelier",
  retourJoaillier: "retour du joaillier",
  retourSerti: "retour du sertisseur",
  annulationRetour: "annulation d'un retour",
  finalisationSuivi: "finalisation du suivi de production",
  finalisation: "finalisation",
  pretAFacturer: "prêt à facturer",
  transfert: "transfert d'un OF de stock",
  facturation: "facturation",
  reintegration: "réintégration en stock",
  rentreeStock: "rentrée en stock",
  facturationStock: "facturation depuis le stock",
  manuel: "Tracer OF",
};

export const msgTransitionInterdite = (n: number, depuis: number, vers: number, commande: CommandeStatut) =>
  `L'OF ${n} ne peut pas passer du statut ${depuis} au statut ${vers} (${COMMANDE_LIBELLE[commande]}).`;

export type RefusTransition = Refus<"OF_VERROUILLE" | "TRANSITION_INTERDITE">;

/**
 * The refusal of moving this OF to `vers` by `commande`, or null when the table allows it. An invoiced
 * OF reads 'L'Of n'est plus éditable ' (spec 01 section 8) unless the command may move it.
 */
export function refusTransition(
  commande: CommandeStatut,
  o: { numSachet: number; statut: number },
  vers: number,
): RefusTransition | null {
  const t: Transition = TRANSITIONS[commande];
  const depuisAdmis = statutAdmis(t.depuis, o.statut);
  const verrou = depuisAdmis ? null : refusOfVerrouille(o.statut);
  if (verrou) return { code: "OF_VERROUILLE", message: verrou.message };
  if (!depuisAdmis || !statutAdmis(t.vers, vers)) {
    return {
      code: "TRANSITION_INTERDITE",
      message: msgTransitionInterdite(o.numSachet, o.statut, vers, commande),
    };
  }
  return null;
}
