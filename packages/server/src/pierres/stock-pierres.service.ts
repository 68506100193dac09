import {
  type Alimentation,
  avertissementCertificat,
  type FacturerPierres,
  MSG_ETAT_OBLIGATOIRE,
  MSG_FOURNISSEUR_OBLIGATOIRE,
  MSG_OPERATION_ENREGISTREE,
  MSG_PIERRE_ALIMENTEE_SUPPRIMEE,
  MSG_PIERRE_ENREGISTREE,
  MSG_PIERRE_OBLIGATOIRE,
  MSG_SUPPRESSION_ANNULEE,
  type PierreAlimentee,
  REFUS_ALIMENTATION_INTROUVABLE,
  REFUS_LOT_INTROUVABLE,
  REFUS_RETOUR_INTROUVABLE,
  type Reception,
  type RetourPierre,
  refusPrelevement,
  sub,
  toDecimalString,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { codeBarreDataUrl, lockOfForChange } from "../noyau-of/index.ts";
import * as alim from "./alimentation-of.queries.ts";
import { etiquetteLotPdf } from "./etiquette-pdf.ts";
import * as reception from "./reception-pierres.queries.ts";
import * as ret from "./retour-pierres.queries.ts";
import * as q from "./stock-pierres.queries.ts";

type Tx = Parameters<Parameters<typeof withTx>[2]>[0];

/**
 * Stone reception (spec 02 section 2.7): a new lot of entrusted stones, in stock (en_cours 1), the
 * supplier's until invoiced. The empty-certificate warning goes back with the success: saving went on.
 */
export function receptionner(ctx: AppContext, request: IdempotentRequest, input: Reception) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    const refs = await reception.referencesReception(tx, input);
    if (!refs.four)
      refusChamp({ code: "FOURNISSEUR_OBLIGATOIRE", message: MSG_FOURNISSEUR_OBLIGATOIRE }, "idFour");
    if (!refs.pier || !refs.qual) {
      refusChamp({ code: "PIERRE_OBLIGATOIRE", message: MSG_PIERRE_OBLIGATOIRE }, "idPier");
    }
    return {
      idConf: await reception.insertReception(tx, input),
      message: MSG_PIERRE_ENREGISTREE,
      avertissement: avertissementCertificat(input.certificat),
    };
  });
}

/** The lot, locked, and the take-out refused when it would exceed what remains (or the lot is out). */
async function prelever(
  tx: Tx,
  idConf: number,
  demande: { poids: string; pieces: number | null },
  sens: "alimentation" | "retour",
) {
  const lot = await q.lockLot(tx, idConf);
  if (!lot) refus(REFUS_LOT_INTROUVABLE, { idConf: REFUS_LOT_INTROUVABLE.message });
  const r = refusPrelevement(lot, demande, sens);
  if (r) refus(r, { [sens === "retour" ? "pds" : "poids"]: r.message });
  return lot;
}

/**
 * Nouvelle Alimentation de Pierre (spec 02 section 2.8): carats of a lot fed to an OF. The OF is locked
 * and refused once invoiced (600); then the lot is locked and the feeding refused beyond what remains.
 * Locks are always taken OF first, lot second (no deadlock between two commands).
 */
export function alimenter(ctx: AppContext, request: IdempotentRequest, input: Alimentation) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await lockOfForChange(tx, input.of);
    await prelever(tx, input.idConf, input, "alimentation");
    const operation = await alim.insertOperation(tx, {
      of: input.of,
      idStock: input.idConf,
      poids: input.poids,
      pieces: input.pieces,
    });
    return { operation, message: MSG_OPERATION_ENREGISTREE };
  });
}

/**
 * Deleting a feeding is made on the server at once (so closing the page during the 5 s undo loses
 * nothing); the undo is the compensating command `restaurer`. Refused on an invoiced OF.
 */
export async function supprimerAlimentation(ctx: AppContext, idUser: number, idOp: number) {
  const op = await withTx(ctx.db, idUser, async (tx) => {
    const found = await alim.findOperation(tx, idOp);
    if (!found) refus(REFUS_ALIMENTATION_INTROUVABLE);
    await lockOfForChange(tx, found.of);
    const locked = await alim.findOperation(tx, idOp);
    if (!locked) refus(REFUS_ALIMENTATION_INTROUVABLE);
    await alim.deleteOperation(tx, idOp);
    return locked;
  });
  return { operation: op, message: MSG_PIERRE_ALIMENTEE_SUPPRIMEE };
}

/**
 * Annuler of a feeding deletion: the deleted row comes back as the audit trail kept it (same id, date,
 * carats, pieces), under the rules of a feeding: the OF not invoiced, the lot in stock, no more than
 * remains. Restoring a feeding already there answers it again (a second click changes nothing).
 */
export async function restaurerAlimentation(ctx: AppContext, idUser: number, idOp: number) {
  const op = await withTx(ctx.db, idUser, async (tx) => {
    const supprimee = await alim.operationSupprimee(tx, idOp);
    if (!supprimee) refus(REFUS_ALIMENTATION_INTROUVABLE);
    await lockOfForChange(tx, supprimee.of);
    await q.lockLot(tx, supprimee.idStock);
    const presente = await alim.findOperation(tx, idOp);
    if (presente) return presente;
    await prelever(
      tx,
      supprimee.idStock,
      { poids: supprimee.poidsSortant, pieces: supprimee.pieces },
      "alimentation",
    );
    return alim.insertOperation(tx, {
      idOp: supprimee.idOp,
      dateOp: supprimee.dateOp,
      of: supprimee.of,
      idStock: supprimee.idStock,
      poids: supprimee.poidsSortant,
      pieces: supprimee.pieces,
    });
  });
  return { operation: op, message: MSG_SUPPRESSION_ANNULEE };
}

export function pierresAlimentees(ctx: AppContext, numSachet: number): Promise<PierreAlimentee[]> {
  return alim.pierresAlimenteesSortie(ctx.db, numSachet);
}

/** A return of stones to the supplier: never more than remains of the lot. */
export function ajouterRetour(ctx: AppContext, request: IdempotentRequest, input: RetourPierre) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await prelever(tx, input.idConfie, { poids: input.pds, pieces: input.pieces }, "retour");
    return { idRetour: await ret.insertRetour(tx, input) };
  });
}

/**
 * Modifier a return: the lots concerned are locked (in id order); the new weight is checked against
 * what remains of its lot without this return's old weight. Sent again with its key (200), it writes
 * no second cancellation in the police register.
 */
export function modifierRetour(
  ctx: AppContext,
  request: IdempotentRequest,
  idRetour: number,
  input: RetourPierre,
) {
  return withIdempotency(
    ctx.db,
    request,
    { idRetour, ...input },
    async (tx) => {
      const ancien = await ret.findRetour(tx, idRetour);
      if (!ancien) refus(REFUS_RETOUR_INTROUVABLE);
      const lots = [...new Set([ancien.idConfie, input.idConfie])].sort((a, b) => a - b);
      if ((await q.lockLots(tx, lots)).length !== lots.length) {
        refus(REFUS_LOT_INTROUVABLE, { idConfie: REFUS_LOT_INTROUVABLE.message });
      }
      const lot = await q.lockLot(tx, input.idConfie);
      if (!lot) refus(REFUS_LOT_INTROUVABLE);
      const sansAncien =
        ancien.idConfie === input.idConfie
          ? {
              ...lot,
              retour: toDecimalString(sub(lot.retour, ancien.pds), 3),
              piecesRetour: lot.piecesRetour - (ancien.pieces ?? 0),
            }
          : lot;
      const r = refusPrelevement(sansAncien, { poids: input.pds, pieces: input.pieces }, "retour");
      if (r) refus(r, { pds: r.message });
      await ret.updateRetour(tx, idRetour, input);
      return { idRetour };
    },
    200,
  );
}

export async function supprimerRetour(ctx: AppContext, idUser: number, idRetour: number) {
  await withTx(ctx.db, idUser, async (tx) => {
    const ancien = await ret.findRetour(tx, idRetour);
    if (!ancien) refus(REFUS_RETOUR_INTROUVABLE);
    await q.lockLots(tx, [ancien.idConfie]);
    await ret.deleteRetour(tx, idRetour);
  });
  return { idRetour };
}

/** The selected lots, locked; an unknown one refuses the whole operation. */
async function lotsSelectionnes(tx: Tx, ids: readonly number[]): Promise<number[]> {
  const uniques = [...new Set(ids)].sort((a, b) => a - b);
  const trouves = await q.lockLots(tx, uniques);
  if (trouves.length !== uniques.length) refus(REFUS_LOT_INTROUVABLE);
  return uniques;
}

/** Facturer (spec 02 section 4.4): facture 1, pierre_etat 2, date_fact; the lot is ours from then. */
export async function facturer(ctx: AppContext, idUser: number, input: FacturerPierres) {
  return withTx(ctx.db, idUser, async (tx) => {
    const ids = await lotsSelectionnes(tx, input.ids);
    await q.facturerLots(tx, ids, input);
    return { modifiees: ids.length };
  });
}

/** Modifier Etat: the state chosen, directly. */
export async function modifierEtat(ctx: AppContext, idUser: number, input: { ids: number[]; etat: number }) {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await q.etatExiste(tx, input.etat)))
      refus({ code: "ETAT_OBLIGATOIRE", message: MSG_ETAT_OBLIGATOIRE });
    const ids = await lotsSelectionnes(tx, input.ids);
    await q.changerEtatLots(tx, ids, input.etat);
    return { modifiees: ids.length };
  });
}

/** Sortir du Stock (en_cours 0, date_sorti) or Reintegrer (the return-to-stock call, en_cours 1). */
export async function changerEnCours(ctx: AppContext, idUser: number, ids: number[], enCours: 0 | 1) {
  return withTx(ctx.db, idUser, async (tx) => {
    const lots = await lotsSelectionnes(tx, ids);
    await q.changerEnCoursLots(tx, lots, enCours);
    return { modifiees: lots.length };
  });
}

/** The packet label of a lot (its number as a barcode), or LOT_INTROUVABLE. */
export async function etiquetteLot(
  ctx: AppContext,
  idConf: number,
): Promise<{ idConf: number; pdf: Buffer }> {
  const lot = await reception.lotPourEtiquette(ctx.db, idConf);
  if (!lot) refus(REFUS_LOT_INTROUVABLE);
  return { idConf: lot.idConf, pdf: await etiquetteLotPdf(lot, await codeBarreDataUrl(lot.idConf)) };
}
