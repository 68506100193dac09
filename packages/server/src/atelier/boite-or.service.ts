import {
  type BoiteOrSaisie,
  MSG_BOITE_OR_AJOUTEE,
  MSG_BOITE_OR_INTROUVABLE,
  MSG_BOITE_OR_SUPPRIMEE,
  MSG_JOAILLIER_INTROUVABLE,
  MSG_OUVRIER_INACTIF,
  refusSuppressionBoiteOr,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import * as q from "./boite-or.queries.ts";

export interface BoiteOrAjoutee {
  idBoite: number;
  message: string;
}

/**
 * Ajouter Boite Or (spec 02 section 2.4): gold given to or returned by an active jeweller, dated today.
 * The row is open (no num_pesee) until his next weighing closes it. Once per Idempotency-Key.
 */
export function ajouterBoiteOr(
  ctx: AppContext,
  request: IdempotentRequest,
  input: BoiteOrSaisie,
): Promise<IdempotentAnswer<BoiteOrAjoutee>> {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    const j = await q.findJoaillier(tx, input.idOuvr);
    if (!j) refus({ code: "JOAILLIER_INTROUVABLE", message: MSG_JOAILLIER_INTROUVABLE });
    if (j.actif !== 1) refus({ code: "OUVRIER_INACTIF", message: MSG_OUVRIER_INACTIF });
    const idBoite = await q.insertBoiteOr(tx, {
      idOuvr: input.idOuvr,
      doneOuvr: input.doneOuvr,
      renduOuvr: input.renduOuvr,
      label: input.label ?? null,
    });
    return { idBoite, message: MSG_BOITE_OR_AJOUTEE };
  });
}

/** Deleting a row ('Voulez vous supprimer ?'): refused once a weighing closed it. */
export function supprimerBoiteOr(
  ctx: AppContext,
  idUser: number,
  idBoite: number,
): Promise<{ message: string }> {
  return withTx(ctx.db, idUser, async (tx) => {
    const row = await q.lockBoiteOr(tx, idBoite);
    if (!row) refus({ code: "BOITE_OR_INTROUVABLE", message: MSG_BOITE_OR_INTROUVABLE });
    const r = refusSuppressionBoiteOr(row);
    if (r) refus(r);
    await q.deleteBoiteOr(tx, idBoite);
    return { message: MSG_BOITE_OR_SUPPRIMEE };
  });
}
