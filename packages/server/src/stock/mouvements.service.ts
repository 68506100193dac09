import {
  type Confier,
  type EditerStock,
  MSG_PARAMETRES_STOCK_INCONNUS,
  msgConfies,
  msgFactures,
  msgPlateau,
  msgRentreEnStock,
  msgRetourStock,
  type PlateauMouvement,
  type RentrerStock,
  refusPasEnStock,
  type SelectionStock,
  STATUT,
} from "@ecrin/domain";
import { copiesClient } from "../admin/index.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { changerStatut, changerStatuts, lockOf } from "../noyau-of/index.ts";
import * as m from "./mouvements.queries.ts";
import * as q from "./stock.queries.ts";
import { entrerEnStock, sortirDuStock } from "./stock.service.ts";

/**
 * The moves of /produit/stock (spec 02 sections 2.12 and 2.13). Each is one transaction: the OFs are
 * locked in number order, each must be in stock, and the move writes its history row (a stay at a
 * client in new_historique_conf, a tray move in mouvement_plateau) in the same transaction.
 */

/** A move changes the state of pieces already recorded: 200, once per Idempotency-Key. */
const OK = 200;

export interface Resultat {
  message: string;
  ofs: number[];
}

/** The selection locked, each piece in stock (650 with its stock row), or a refusal. */
async function piecesEnStock(tx: Tx, ofs: readonly number[]) {
  const p = await m.lockPieces(tx, ofs);
  if (p.rows.length !== p.nums.length) {
    const absent = p.nums.find((n) => !p.rows.some((r) => r.numSachet === n)) ?? 0;
    refus({ code: "PAS_EN_STOCK", message: `L'OF ${absent} n'est pas en stock.` });
  }
  for (const r of p.rows) {
    const ko = refusPasEnStock({
      numSachet: r.numSachet,
      statut: r.statut,
      enStock: p.plateaux.has(r.numSachet),
    });
    if (ko) refus(ko);
  }
  return p;
}

/** Rentrer en Stock: the finalised OF (550) moves to 650 with its stock row and its stay at the stock client. */
export function rentrerEnStock(
  ctx: AppContext,
  request: IdempotentRequest,
  input: RentrerStock,
): Promise<IdempotentAnswer<Resultat>> {
  const { clientStock } = ctx.settings;
  return withIdempotency(
    ctx.db,
    request,
    input,
    async (tx) => {
      await lockOf(tx, input.numSachet);
      const copies = await copiesClient(tx, clientStock);
      if (!copies) refus({ code: "PARAMETRES_STOCK_INCONNUS", message: MSG_PARAMETRES_STOCK_INCONNUS });
      const avant = await changerStatut(tx, input.numSachet, STATUT.enStock, "rentreeStock", {
        ref1: input.ref1,
        poids: input.poids,
        prixFact: input.prixFact,
        prixR: input.prixR,
        labelProduit: input.labelProduit,
        idBijouterie: clientStock,
        ...copies,
        ofReservation: null,
      });
      const piece = { ...avant, poids: input.poids, prixFact: input.prixFact };
      await entrerEnStock(tx, piece, clientStock, await q.descriptionProduit(tx, avant.idp));
      return { message: msgRentreEnStock(input.numSachet), ofs: [input.numSachet] };
    },
    OK,
  );
}

/** Editer: ref1, label, price, weight, tray of one stock piece. */
export function editer(
  ctx: AppContext,
  idUser: number,
  numSachet: number,
  input: EditerStock,
): Promise<Resultat> {
  return withTx(ctx.db, idUser, async (tx) => {
    const p = await piecesEnStock(tx, [numSachet]);
    if (input.plateau !== null && !(await m.plateauExiste(tx, input.plateau))) {
      refus({ code: "PLATEAU_INCONNU", message: "Plateau inconnu." });
    }
    await m.majOf(tx, [numSachet], {
      ref1: input.ref1,
      labelProduit: input.labelProduit,
      prixFact: input.prixFact,
      poids: input.poids,
    });
    await m.poserSurPlateau(tx, [{ of: numSachet, de: p.plateaux.get(numSachet) ?? null }], input.plateau);
    return { message: `OF ${numSachet} modifié.`, ofs: [numSachet] };
  });
}

/** Confier / Retour Stock: the pieces move to that client (a shop on consignment, or the stock client). */
async function deplacer(tx: Tx, ofs: readonly number[], idClient: number) {
  const p = await piecesEnStock(tx, ofs);
  const dest = await m.clientExiste(tx, idClient);
  if (!dest) refus({ code: "CLIENT_INCONNU", message: "Client inconnu." });
  const { id, ...copies } = dest;
  const bouges = p.rows.filter((r) => r.idBijouterie !== idClient);
  await m.majOf(
    tx,
    bouges.map((r) => r.numSachet),
    { idBijouterie: id, ...copies },
  );
  for (const r of bouges) {
    await q.fermerSejours(tx, r.numSachet);
    await q.insertSejour(tx, {
      of: r.numSachet,
      idBijouterie: id,
      description: (await q.descriptionProduit(tx, r.idp))?.slice(0, 255) ?? null,
      idStade: r.idStade,
      typeMetal: r.typeMetal,
      ladim: r.dim,
      poids: r.poids,
      leprix: r.prixFact,
    });
  }
  return { nums: p.nums, client: dest.nomAgence ?? String(id) };
}

export function confier(
  ctx: AppContext,
  request: IdempotentRequest,
  input: Confier,
): Promise<IdempotentAnswer<Resultat>> {
  return withIdempotency(
    ctx.db,
    request,
    input,
    async (tx) => {
      const r = await deplacer(tx, input.ofs, input.idClient);
      return { message: msgConfies(r.nums.length, r.client), ofs: r.nums };
    },
    OK,
  );
}

/** Retour Stock: back to the stock client (249, the setting). */
export function retourStock(
  ctx: AppContext,
  request: IdempotentRequest,
  input: SelectionStock,
): Promise<IdempotentAnswer<Resultat>> {
  return withIdempotency(
    ctx.db,
    request,
    input,
    async (tx) => {
      const r = await deplacer(tx, input.ofs, ctx.settings.clientStock);
      return { message: msgRetourStock(r.nums.length), ofs: r.nums };
    },
    OK,
  );
}

/** Gestion Plateau (Mouvement Plateau): the pieces go onto the tray (or off any tray). */
export function mouvementPlateau(
  ctx: AppContext,
  idUser: number,
  input: PlateauMouvement,
): Promise<Resultat> {
  return withTx(ctx.db, idUser, async (tx) => {
    const p = await piecesEnStock(tx, input.ofs);
    const dest = input.plateau === null ? null : await m.plateauExiste(tx, input.plateau);
    if (input.plateau !== null && !dest) refus({ code: "PLATEAU_INCONNU", message: "Plateau inconnu." });
    await m.poserSurPlateau(
      tx,
      p.nums.map((n) => ({ of: n, de: p.plateaux.get(n) ?? null })),
      input.plateau,
    );
    return { message: msgPlateau(p.nums.length, dest?.label ?? "aucun"), ofs: p.nums };
  });
}

/** Supprimer Reservation: the selected pieces are reserved for nothing (0/none). */
export function supprimerReservations(
  ctx: AppContext,
  idUser: number,
  input: SelectionStock,
): Promise<Resultat> {
  return withTx(ctx.db, idUser, async (tx) => {
    const p = await piecesEnStock(tx, input.ofs);
    await m.effacerReservations(tx, p.nums);
    return { message: `Réservation supprimée pour ${p.nums.length} produit(s).`, ofs: p.nums };
  });
}

/**
 * Facturer: the pieces leave the stock, ready to invoice on /livraion (575 by "facturationStock") with
 * ref_clt, echeance 0 and no payment date, their stay at the client closed today.
 */
export function facturer(
  ctx: AppContext,
  request: IdempotentRequest,
  input: SelectionStock,
): Promise<IdempotentAnswer<Resultat>> {
  return withIdempotency(
    ctx.db,
    request,
    input,
    async (tx) => {
      const p = await piecesEnStock(tx, input.ofs);
      const refs = new Map(p.rows.map((r) => [r.numSachet, r.refClt ?? r.ref1 ?? `STOCK ${r.numSachet}`]));
      await changerStatuts(tx, p.nums, STATUT.pretAFacturer, "facturationStock", (n) => ({
        refClt: refs.get(n) ?? null,
        echeance: 0,
        datePaiement: null,
        ofReservation: null,
      }));
      for (const n of p.nums) await sortirDuStock(tx, n);
      return { message: msgFactures(p.nums.length), ofs: p.nums };
    },
    OK,
  );
}
