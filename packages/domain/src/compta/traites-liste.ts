import { z } from "zod";
import { formatDate, identifiantTexte, listQuerySchema } from "../shared/index.ts";
import { decouperTraite } from "./traite.ts";

/**
 * The history of /traite (issue 12 point 9): the customer bills created, newest first, with their
 * client, amount, instalments' due dates and number, each reprinted from its row.
 */

export const MSG_TRAITES_CLIENT_INVALIDE = "Client invalide.";

export const TRIS_TRAITES = ["dateCreation", "numEffet", "client", "totalTtc", "dateEcheance"] as const;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const traitesQuerySchema = listQuerySchema(TRIS_TRAITES, "dateCreation").extend({
  /** The bills of a client (a group takes in its agencies). */
  client: z.preprocess(blankToUndefined, identifiantTexte(MSG_TRAITES_CLIENT_INVALIDE).optional()),
});
export type TraitesQuery = z.output<typeof traitesQuerySchema>;

export interface LigneTraite {
  id: number;
  numEffet: number;
  idClient: number;
  client: string;
  dateCreation: string;
  /** The first instalment's due date (the form's "Echeance"). */
  dateEcheance: string;
  nbDecoupe: number;
  totalTtc: string;
  /** Every instalment's due date, as printed: "31/01/2026, 28/02/2026". */
  echeances: string;
}

/** The due dates of a bill's instalments, in French, in order. */
export function echeancesTraite(totalTtc: string, nbDecoupe: number, dateEcheance: string): string {
  return decouperTraite(totalTtc, nbDecoupe, dateEcheance)
    .map((e) => formatDate(e.echeance))
    .join(", ");
}
