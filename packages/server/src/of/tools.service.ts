import {
  type DeuxOf,
  defaultDeliveryDate,
  MSG_PARAMETRES_STOCK_INCONNUS,
  msgOfCree,
  msgOfsEchanges,
  msgOfTransfere,
  refusEchange,
  refusTransfert,
  STADE_OF_STOCK,
  STATUT,
  statutApresTransfert,
  TRANSPORT_OF_STOCK,
  TYPE_COMMANDE_OF_STOCK,
  toIsoDate,
} from "@ecrin/domain";
import { copiesClient } from "../admin/index.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { changerStatut, creerOf, lockOfForChange } from "../noyau-of/index.ts";
import { sortirDuStock } from "../stock/index.ts";
import * as q from "./tools.queries.ts";

export interface ResultatOutil {
  numSachet: number;
  message: string;
}

/** Both rows locked in number order, so two tools on the same pair cannot wait on each other. */
async function lockDeux(tx: Tx, { ofSource, ofCible }: DeuxOf) {
  const [premier, second] = ofSource < ofCible ? [ofSource, ofCible] : [ofCible, ofSource];
  const rows = new Map([
    [premier, await lockOfForChange(tx, premier)],
    [second, await lockOfForChange(tx, second)],
  ]);
  return { source: rows.get(ofSource)!, cible: rows.get(ofCible)! };
}

/**
 * "Créer un OF de stock" (spec 01 section 9): product, client and metal from the settings, status 50,
 * stade and transport from the domain's constants, type STOCK; delivery date as the OF forms default it.
 */
export function creerOfStock(ctx: AppContext, idUser: number): Promise<ResultatOutil> {
  const { produitStock, clientStock, typeMetalStock } = ctx.settings;
  return withTx(ctx.db, idUser, async (tx) => {
    const produit = await q.copiesProduit(tx, produitStock);
    const client = await copiesClient(tx, clientStock);
    if (!produit || !client || !(await q.typeMetalExiste(tx, typeMetalStock))) {
      refus({ code: "PARAMETRES_STOCK_INCONNUS", message: MSG_PARAMETRES_STOCK_INCONNUS });
    }
    const numSachet = await creerOf(tx, {
      idp: produitStock,
      idBijouterie: clientStock,
      idStade: STADE_OF_STOCK,
      typTransp: TRANSPORT_OF_STOCK,
      typeMetal: typeMetalStock,
      idTypeCommande: TYPE_COMMANDE_OF_STOCK,
      idUser,
      dateLivr: defaultDeliveryDate(toIsoDate(new Date())),
      ref: produit.ref,
      refCv: produit.refCv,
      ...client,
    });
    return { numSachet, message: msgOfCree(numSachet) };
  });
}

/**
 * "Échanger deux OF" (PUT of_tools {of_source, of_cible}): the two bags exchange their ORDERS (client,
 * client ref, delivery date, notes, prices, terms...: CHAMPS_COMMANDE) and keep their PIECES (product,
 * metal, stade, size, weight, photo, status, workshop lines). The workshop use: a client's order moves
 * to the bag whose piece is further along. Stock reservations follow the order they were made for.
 */
export function echangerOfs(ctx: AppContext, idUser: number, input: DeuxOf): Promise<ResultatOutil> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { source, cible } = await lockDeux(tx, input);
    const refusOutil = refusEchange(source, cible);
    if (refusOutil) refus(refusOutil);
    const autre = (n: number) => (n === source.numSachet ? cible.numSachet : source.numSachet);
    for (const r of await q.reservationsVers(tx, [source.numSachet, cible.numSachet])) {
      if (r.numSachet === source.numSachet || r.numSachet === cible.numSachet || r.ofReservation === null)
        continue;
      await lockOfForChange(tx, r.numSachet);
      await q.setReservation(tx, r.numSachet, autre(r.ofReservation));
    }
    await q.setCommande(tx, source.numSachet, q.commandeDe(cible));
    await q.setCommande(tx, cible.numSachet, q.commandeDe(source));
    return { numSachet: source.numSachet, message: msgOfsEchanges(source.numSachet, cible.numSachet) };
  });
}

/**
 * "Transférer un OF de stock à un client" (POST of_tools {of_source, of_cible}): the stock OF (held by
 * the stock client) takes the client order of the other OF, which becomes a stock OF in its place. A
 * finished piece in stock leaves it (stock row removed, its stay at the stock client closed today) and
 * is ready to invoice; its own reservation and the reservations made for that order are cleared.
 */
export function transfererOf(ctx: AppContext, idUser: number, input: DeuxOf): Promise<ResultatOutil> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { source, cible } = await lockDeux(tx, input);
    const refusOutil = refusTransfert(source, cible, ctx.settings.clientStock);
    if (refusOutil) refus(refusOutil);
    for (const r of await q.reservationsVers(tx, [cible.numSachet])) {
      if (r.numSachet === source.numSachet) continue;
      await lockOfForChange(tx, r.numSachet);
      await q.setReservation(tx, r.numSachet, null);
    }
    const commande = { ...q.commandeDe(cible), ofReservation: null };
    const statut = statutApresTransfert(source.statut);
    if (statut === source.statut) await q.setCommande(tx, source.numSachet, commande);
    else await changerStatut(tx, source.numSachet, statut, "transfert", commande);
    await q.setCommande(tx, cible.numSachet, q.commandeDe(source));
    if (source.statut === STATUT.enStock) await sortirDuStock(tx, source.numSachet);
    const client = await q.nomClient(tx, cible.idBijouterie);
    return { numSachet: source.numSachet, message: msgOfTransfere(source.numSachet, client) };
  });
}
