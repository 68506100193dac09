import {
  MSG_PARAMETRES_STOCK_INCONNUS,
  msgOfReintegre,
  type Reintegration,
  refusReintegration,
  STATUT,
} from "@ecrin/domain";
import { copiesClient } from "../admin/index.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { changerStatut, lockOf } from "../noyau-of/index.ts";
import * as q from "./stock.queries.ts";

/**
 * The finished-product stock (spec 02 sections 2.12 and 2.13): a piece is in stock while it has a
 * new_stock_prod row; each stay at a client is a new_historique_conf row, open until the piece leaves.
 * These moves run inside the caller's transaction, after it locked the OF.
 */

/** The piece leaves the stock: its stock row goes, its open stay ends today. */
export async function sortirDuStock(tx: Tx, numSachet: number) {
  await q.deleteStockRow(tx, numSachet);
  await q.fermerSejours(tx, numSachet);
}

/** The piece enters the stock today: a stock row, and a new stay at the stock client with what it is. */
export async function entrerEnStock(
  tx: Tx,
  piece: q.PieceStock,
  clientStock: number,
  description: string | null,
) {
  await q.upsertStockRow(tx, piece.numSachet);
  await q.fermerSejours(tx, piece.numSachet);
  await q.insertSejour(tx, {
    of: piece.numSachet,
    idBijouterie: clientStock,
    description: description?.slice(0, 255) ?? null,
    idStade: piece.idStade,
    typeMetal: piece.typeMetal,
    ladim: piece.dim,
    poids: piece.poids,
    leprix: piece.prixFact,
  });
}

export interface ResultatReintegration {
  numSachet: number;
  message: string;
}

/**
 * "Réintégrer un OF livré" (POST /api/of/tools/reintegration, operation_stock.php?action=reintegrer): a
 * delivered piece (575, or invoiced 600) returned by its client goes back into stock: status 650 by
 * the transition "reintegration" (THE one move allowed on a 600 OF), client = the stock client and its
 * address copies, no reservation; a stock row and a new stay in the stock history. The invoice (facture,
 * constituant_fact) is never touched: the client's credit, if any, is an avoir.
 */
export function reintegrer(
  ctx: AppContext,
  idUser: number,
  input: Reintegration,
): Promise<ResultatReintegration> {
  const { clientStock } = ctx.settings;
  return withTx(ctx.db, idUser, async (tx) => {
    const row = await lockOf(tx, input.numSachet);
    const r = refusReintegration(row);
    if (r) refus(r);
    const client = await copiesClient(tx, clientStock);
    if (!client) refus({ code: "PARAMETRES_STOCK_INCONNUS", message: MSG_PARAMETRES_STOCK_INCONNUS });
    await changerStatut(tx, row.numSachet, STATUT.enStock, "reintegration", {
      idBijouterie: clientStock,
      ...client,
      ofReservation: null,
    });
    await entrerEnStock(tx, row, clientStock, await q.descriptionProduit(tx, row.idp));
    return { numSachet: row.numSachet, message: msgOfReintegre(row.numSachet) };
  });
}
