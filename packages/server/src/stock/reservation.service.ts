import { msgDereserve, msgReserve, type Reserver, refusDereservation, refusReservation } from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import * as m from "./mouvements.queries.ts";
import { libellesMetal, pieceReserveePour } from "./reservation.queries.ts";

/**
 * Reserving (spec 02 section 4.5) is one transaction that locks both OFs (piece and order, in number
 * order): two people cannot reserve one piece for two orders, nor two pieces for one order. The
 * piece's previous reservation is cleared first (the update replaces it). A near match (same product,
 * another metal or finger size) is refused as a question (PRODUIT_PROCHE) until sent `confirme`.
 */
export function reserver(ctx: AppContext, idUser: number, input: Reserver) {
  return withTx(ctx.db, idUser, async (tx) => {
    const { rows } = await m.lockPieces(tx, [input.piece, input.commande]);
    const piece = rows.find((r) => r.numSachet === input.piece);
    const commande = rows.find((r) => r.numSachet === input.commande);
    if (!piece) refus({ code: "PAS_EN_STOCK", message: `L'OF ${input.piece} n'est pas en stock.` });
    if (!commande)
      refus({ code: "PAS_UNE_COMMANDE", message: `L'OF ${input.commande} n'est pas une commande en cours.` });
    const servie = await pieceReserveePour(tx, input.commande, input.piece);
    const metaux = await libellesMetal(tx, [piece.typeMetal, commande.typeMetal]);
    const ko = refusReservation(
      {
        numSachet: piece.numSachet,
        statut: piece.statut,
        idp: piece.idp,
        ofReservation: piece.ofReservation,
        typeMetal: piece.typeMetal,
        metal: metaux.get(piece.typeMetal) ?? null,
        dim: piece.dim,
      },
      {
        numSachet: commande.numSachet,
        statut: commande.statut,
        idp: commande.idp,
        clientStock: commande.idBijouterie === ctx.settings.clientStock,
        typeMetal: commande.typeMetal,
        metal: metaux.get(commande.typeMetal) ?? null,
        dim: commande.dim,
      },
      servie,
      input.confirme === true,
    );
    if (ko) refus(ko);
    await m.majOf(tx, [piece.numSachet], { ofReservation: commande.numSachet });
    return { message: msgReserve(piece.numSachet, commande.numSachet), ofs: [piece.numSachet] };
  });
}

/** Dereserver: the piece's reservation becomes none. */
export function dereserver(ctx: AppContext, idUser: number, input: { piece: number }) {
  return withTx(ctx.db, idUser, async (tx) => {
    const { rows } = await m.lockPieces(tx, [input.piece]);
    const piece = rows[0];
    if (!piece) refus({ code: "PAS_EN_STOCK", message: `L'OF ${input.piece} n'est pas en stock.` });
    const ko = refusDereservation(piece);
    if (ko) refus(ko);
    await m.effacerReservations(tx, [piece.numSachet]);
    return { message: msgDereserve(piece.numSachet), ofs: [piece.numSachet] };
  });
}
