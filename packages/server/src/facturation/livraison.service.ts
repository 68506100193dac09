import {
  type Canal,
  dueDate,
  type FacturerData,
  facturesDuGroupe,
  type GroupeAFacturer,
  grouperAFacturer,
  isCanalAlternatif,
  type LigneAFacturer,
  ligneAFacturer,
  MSG_CLIENT_FACTURE_INCONNU,
  msgFacturesEnregistrees,
  msgOfDejaFacture,
  type OptionsFacturation,
  type ResultatFacturation,
  refusAutoliquidation,
  refusGroupeAFacturer,
  refusOfAFacturer,
  refusPieceReservee,
  refusReservations,
  STATUT,
} from "@ecrin/domain";
import type { Executor, Tx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { BusinessError, refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { changerStatuts, lockOfForChange } from "../noyau-of/index.ts";
import { sortirDuStock } from "../stock/index.ts";
import { CANAUX_FACTURE } from "./canaux.ts";
import * as q from "./livraison.queries.ts";
import { prochainNumero } from "./numerotation.ts";

async function options(ctx: AppContext, ex: Executor): Promise<OptionsFacturation & { tvaConnue: boolean }> {
  const taux = await q.tauxTvaDefaut(ex);
  return {
    nomLigneCanalAlternatif: ctx.settings.nomLigneCanalAlternatif,
    tauxTvaDefaut: taux ?? "0",
    tvaConnue: taux !== null,
  };
}

/** GET /api/facturation/a-facturer: the groups of OFs ready to invoice, as the screen shows them. */
export async function listerAFacturer(ctx: AppContext): Promise<GroupeAFacturer[]> {
  return grouperAFacturer(await q.ofsAFacturer(ctx.db), await options(ctx, ctx.db));
}

/** Locks an OF to invoice: it must still be ready to invoice (575), so an OF is invoiced once. */
async function lockAFacturer(tx: Tx, n: number) {
  try {
    const row = await lockOfForChange(tx, n);
    const r = refusOfAFacturer(n, row.statut);
    if (r) refus(r);
    return row;
  } catch (e) {
    // The kernel refuses an invoiced OF (600): invoicing says it was invoiced by someone else meanwhile.
    if (e instanceof BusinessError && e.code === "OF_VERROUILLE") {
      refus({ code: "OF_DEJA_FACTURE", message: msgOfDejaFacture(n) });
    }
    throw e;
  }
}

/**
 * Locks the orders and the stock pieces reserved for them, all in ascending number order (two
 * invoicings over overlapping groups queue instead of deadlocking), then checks that no reservation
 * moved between the first read and the locks, and that an order has one reserved piece at most.
 */
async function lockGroupe(tx: Tx, ofs: readonly number[]): Promise<void> {
  const commandes = new Set(ofs);
  const lues = await q.reservationsEnStock(tx, ofs);
  const reservees = new Map(lues.map((r) => [r.numSachet, r.ofReservation ?? 0]));
  for (const n of [...commandes, ...reservees.keys()].sort((a, b) => a - b)) {
    if (commandes.has(n)) {
      await lockAFacturer(tx, n);
      continue;
    }
    const piece = refusPieceReservee(await lockOfForChange(tx, n), reservees.get(n));
    if (piece) refus(piece);
  }
  const r = refusReservations(commandes, reservees, await q.reservationsEnStock(tx, ofs));
  if (r) refus(r);
}

/**
 * POST /api/facturation/facturer (spec 01 sections 4, 5, 7, 9): the group's OFs become invoices in ONE
 * transaction. Everything is recomputed here from the locked rows (the client's figures are never
 * trusted): one invoice per due term (and VAT rate and category), numbered in the channel's series; the port goes
 * on the group's first invoice only (the longest term), so the group pays it once; the OFs go to 600,
 * on the alternate channel to its client at the discounted price; a stock piece reserved for an order
 * leaves the stock and is invoiced with it. An OF without a price is refused (never invoiced at 0,00 €).
 * The lines copy the OF's refs (product, client) as shown. Any refusal or failure leaves nothing behind.
 * Once per Idempotency-Key: a repeated Facturer answers the invoices of the first.
 */
export function facturer(
  ctx: AppContext,
  request: IdempotentRequest,
  input: FacturerData,
): Promise<IdempotentAnswer<ResultatFacturation>> {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await lockGroupe(tx, input.ofs);
    const rows = await q.ofsAFacturer(tx, input.ofs);
    const opts = await options(ctx, tx);
    const refusGroupe = refusGroupeAFacturer(rows, opts.tvaConnue);
    if (refusGroupe) refus(refusGroupe);
    const premier = rows[0]!;

    const alternatif = isCanalAlternatif(premier.nomLigne, opts.nomLigneCanalAlternatif);
    const canal: Canal = alternatif ? "alternatif" : "standard";
    const idClient = CANAUX_FACTURE[canal].client(ctx.settings, premier.idBijouterie);
    const copies = await q.clientFacture(tx, idClient);
    if (!copies) refus({ code: "CLIENT_FACTURE_INCONNU", message: MSG_CLIENT_FACTURE_INCONNU });
    const cours = await q.coursOr(tx);

    const factures = facturesDuGroupe(rows.map((r) => ligneAFacturer(r, opts)));
    const refusAe = refusAutoliquidation(factures, copies.numTva);
    if (refusAe) refus(refusAe);
    const numeros: number[] = [];
    let today: string | null = null;
    for (const [i, f] of factures.entries()) {
      const numero = await prochainNumero(tx, CANAUX_FACTURE[canal].serie);
      today ??= await q.aujourdhui(tx);
      const entete: q.EnteteFacture = {
        idFact: numero,
        idBijouterie: idClient,
        dateFact: today,
        echeance: f.echeance,
        dateEcheance: dueDate(today, f.echeance),
        port: i === 0 ? input.port : "0.00",
        tauxTva: f.tauxTva,
        categorieTva: f.categorieTva,
        ...cours,
        ...copies,
      };
      if (alternatif) {
        await q.insertFactureAlternative(tx, entete);
        await q.insertLignesAlternatives(
          tx,
          f.lignes.map((l) => ({
            fact: numero,
            of: l.numSachet,
            prix: l.prixUHt,
            description: l.designation,
            poids: l.poids,
            prenom: l.prenom?.slice(0, 100) ?? null,
            ...refs(l),
            ofReservation: l.ofReservation,
            categorieTva: f.categorieTva,
          })),
        );
      } else {
        await q.insertFacture(tx, entete);
        await q.insertLignes(
          tx,
          f.lignes.map((l) => ({
            fact: numero,
            of: l.numSachet,
            designation: l.designation,
            commentaire: l.commentaire,
            prixUHt: l.prixUHt,
            reaco: l.reaco,
            rem: l.remise,
            totht: l.totalHt,
            poidsU: l.poids,
            ...refs(l),
            ofReservation: l.ofReservation,
            categorieTva: f.categorieTva,
          })),
        );
      }
      numeros.push(numero);
    }

    // The OFs are invoiced (600); on the alternate channel they also move to its client (as the OFs
    // record it) at the invoiced price.
    const livre = { idBijouterie: idClient, nomAgence: copies.client, ...adresse(copies) };
    const lignes = factures.flatMap((f) => f.lignes);
    const prixFactures = new Map(lignes.map((l) => [l.numSachet, l.prixUHt]));
    await changerStatuts(
      tx,
      lignes.map((l) => l.numSachet),
      STATUT.facture,
      "facturation",
      alternatif ? (n) => ({ ...livre, prixFact: prixFactures.get(n) }) : {},
    );
    // The reserved stock pieces are what the client receives: out of stock, invoiced, to that client.
    const pieces = lignes.flatMap((l) => (l.ofReservation === null ? [] : [l.ofReservation]));
    for (const piece of pieces) await sortirDuStock(tx, piece);
    await changerStatuts(tx, pieces, STATUT.facture, "facturation", livre);
    return { canal, numeros, message: msgFacturesEnregistrees(canal, numeros) };
  });
}

/** The product and client references as invoiced, copied on the line: a reprint shows what was issued. */
const refs = (l: LigneAFacturer) => ({ ref: l.ref === "" ? null : l.ref, refClt: l.refClt });

const adresse = (c: { adresse: string | null; cp: string | null; ville: string | null }) => ({
  adresse: c.adresse,
  cp: c.cp,
  ville: c.ville,
});
