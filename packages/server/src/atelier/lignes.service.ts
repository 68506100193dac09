import {
  type ActionLigne,
  type CommandeStatut,
  type GenreLigne,
  MSG_LIGNE_INTROUVABLE,
  MSG_LIGNE_MODIFIEE,
  MSG_LIGNE_SUPPRIMEE,
  MSG_OF_NON_TROUVE,
  MSG_RETOUR_ANNULE,
  msgOfEnvoye,
  msgOfRetourne,
  poidsOfApresAnnulation,
  poidsOfApresRetour,
  type RefusAtelier,
  type ResultatLigne,
  refusActionLigne,
  refusEnvoi,
  refusOfAilleurs,
  refusOuvrier,
  STATUT_APRES,
  statutApresAnnulationRetour,
} from "@ecrin/domain";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { changerStatut, ecrirePoidsOf, lockOfForChange } from "../noyau-of/index.ts";
import { findJoaillier } from "./boite-or.queries.ts";
import * as q from "./lignes.queries.ts";

/** What differs between a jeweller line (table ouvrier) and a setting line (table serti). */
interface Genre {
  genre: GenreLigne;
  lireOuvrier(tx: Tx, id: number): Promise<{ label: string; actif: number } | undefined>;
  /**
   * The worker a line command sends to or changes the line of, read with the lock his weighing
   * waits on (a jeweller FOR SHARE; setters are never weighed, a plain read).
   */
  verrouillerOuvrier(tx: Tx, id: number): Promise<{ label: string; actif: number } | undefined>;
  lireLigne(tx: Tx, id: number): Promise<q.LigneCommande | undefined>;
  nonRendues(tx: Tx, numSachet: number, idOuvrier: number, sauf?: number): Promise<number>;
  inserer(tx: Tx, v: { numSachet: number; idOuvrier: number; poidsEnvoye: string }): Promise<number>;
  modifier(tx: Tx, id: number, v: { idOuvrier: number; poidsEnvoye: string }): Promise<void>;
  retourner(tx: Tx, id: number, v: q.Retour): Promise<void>;
  annulerRetour(tx: Tx, id: number): Promise<void>;
  supprimer(tx: Tx, id: number): Promise<void>;
  /** The OF's status after a return (spec 02 section 4.1): 200 jeweller, 500 setter. */
  statutApresRetour: number;
  /** The status command of a return (the transition table's retourJoaillier or retourSerti). */
  commandeRetour: CommandeStatut;
}

/** A return as the forms send it: weights (grams), and time (jeweller, minutes) or price (setter, euros). */
export type RetourValeurs = { poids: string; poidsRendu: string } & ({ temps: string } | { prix: string });

export const JOAILLIER: Genre = {
  genre: "joaillier",
  lireOuvrier: findJoaillier,
  verrouillerOuvrier: q.verrouillerJoaillier,
  lireLigne: q.lireLigneJoaillier,
  nonRendues: q.nonRenduesJoaillier,
  inserer: q.insertLigneJoaillier,
  modifier: q.modifierLigneJoaillier,
  retourner: q.retournerLigneJoaillier,
  annulerRetour: q.annulerRetourJoaillier,
  supprimer: q.deleteLigneJoaillier,
  statutApresRetour: STATUT_APRES.retourJoaillier,
  commandeRetour: "retourJoaillier",
};

export const SERTI: Genre = {
  genre: "serti",
  lireOuvrier: q.lireSertisseur,
  verrouillerOuvrier: q.lireSertisseur,
  lireLigne: q.lireLigneSerti,
  nonRendues: q.nonRenduesSerti,
  inserer: q.insertLigneSerti,
  modifier: q.modifierLigneSerti,
  retourner: q.retournerLigneSerti,
  annulerRetour: q.annulerRetourSerti,
  supprimer: q.deleteLigneSerti,
  statutApresRetour: STATUT_APRES.retourSerti,
  commandeRetour: "retourSerti",
};

function refuse(r: RefusAtelier | null): void {
  if (r) refus(r);
}

/** The active worker an OF may go to, refused otherwise; locked against his weighing. */
async function ouvrierActif(tx: Tx, genre: Genre, id: number) {
  const ouvrier = await genre.verrouillerOuvrier(tx, id);
  refuse(refusOuvrier(ouvrier));
  return ouvrier!;
}

/**
 * The line, read again once its OF and its worker are locked: every write to a line locks its OF
 * first, so its worker read under that lock is stable; a weighing of that worker (the only other
 * writer of the line, num_pesee) is then over or waits, so what is read last is what the command
 * changes (and an invoiced OF, a weighed line are refused). Lock order: OF, then worker.
 */
async function ligneVerrouillee(tx: Tx, genre: Genre, id: number, action: ActionLigne) {
  const avant = await genre.lireLigne(tx, id);
  if (!avant) refus({ code: "LIGNE_INTROUVABLE", message: MSG_LIGNE_INTROUVABLE });
  const ofRow = await lockOfForChange(tx, avant.numSachet);
  const sousVerrou = await genre.lireLigne(tx, id);
  if (sousVerrou) await genre.verrouillerOuvrier(tx, sousVerrou.idOuvrier);
  const ligne = await genre.lireLigne(tx, id);
  refuse(refusActionLigne(ligne, action));
  return { ligne: ligne!, of: ofRow };
}

/**
 * Envoi (spec 02 section 4.2): the OF is locked first, so two identical sends wait on each other and
 * the second finds the first line ('OF déjà présent'); the OF goes to 200. A bag still out at another
 * worker goes only once the user confirmed (`confirme`, refusOfAilleurs). A repeated submission (same
 * Idempotency-Key) answers the first send.
 */
export function envoyer(
  ctx: AppContext,
  request: IdempotentRequest,
  genre: Genre,
  v: { idOuvrier: number; numSachet: number; poids: string; confirme?: boolean | undefined },
): Promise<IdempotentAnswer<{ idLigne: number; message: string }>> {
  return withIdempotency(ctx.db, request, v, async (tx) => {
    await lockOfForChange(tx, v.numSachet);
    const ouvrier = await ouvrierActif(tx, genre, v.idOuvrier);
    refuse(refusEnvoi(await genre.nonRendues(tx, v.numSachet, v.idOuvrier)));
    const ouvertes = await q.lignesOuvertes(tx, v.numSachet);
    const ailleurs = refusOfAilleurs(ouvertes, { genre: genre.genre, idOuvrier: v.idOuvrier }, !!v.confirme);
    if (ailleurs) refus(ailleurs);
    const id = await genre.inserer(tx, {
      numSachet: v.numSachet,
      idOuvrier: v.idOuvrier,
      poidsEnvoye: v.poids,
    });
    await changerStatut(tx, v.numSachet, STATUT_APRES.envoi, "envoi");
    return { idLigne: id, message: msgOfEnvoye(v.numSachet, ouvrier.label) };
  });
}

/** Retour: weights, time or price, rendu 1, returned today; the OF goes to 200 (jeweller) or 500 (setter). */
export function retourner(
  ctx: AppContext,
  idUser: number,
  genre: Genre,
  id: number,
  v: RetourValeurs,
): Promise<ResultatLigne> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { ligne, of: ofRow } = await ligneVerrouillee(tx, genre, id, "retour");
    // The OF weighs what the workshop gave back last, unless its weight was typed by hand.
    const poidsOf = poidsOfApresRetour(ofRow.poids, await q.poidsRendus(tx, ligne.numSachet), v.poidsRendu);
    const { poids, ...reste } = v;
    await genre.retourner(tx, id, { poidsEnvoye: poids, ...reste });
    await changerStatut(
      tx,
      ligne.numSachet,
      genre.statutApresRetour,
      genre.commandeRetour,
      poidsOf === null ? {} : { poids: poidsOf },
    );
    const ouvrier = await genre.lireOuvrier(tx, ligne.idOuvrier);
    return {
      numSachet: ligne.numSachet,
      statut: genre.statutApresRetour,
      message: msgOfRetourne(ligne.numSachet, ouvrier?.label ?? String(ligne.idOuvrier)),
    };
  });
}

/**
 * Modifier: worker and weight sent of a line in progress; a new worker must be active and free of it,
 * and while the bag is out at another worker (another open line) the change is asked first, as a send.
 */
export function modifier(
  ctx: AppContext,
  idUser: number,
  genre: Genre,
  id: number,
  v: { idOuvrier: number; poids: string; confirme?: boolean | undefined },
): Promise<ResultatLigne> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { ligne, of: ofRow } = await ligneVerrouillee(tx, genre, id, "modification");
    if (v.idOuvrier !== ligne.idOuvrier) {
      await ouvrierActif(tx, genre, v.idOuvrier);
      refuse(refusEnvoi(await genre.nonRendues(tx, ligne.numSachet, v.idOuvrier, id)));
      const autres = (await q.lignesOuvertes(tx, ligne.numSachet)).filter(
        (l) => !(l.genre === genre.genre && l.id === id),
      );
      const ailleurs = refusOfAilleurs(autres, { genre: genre.genre, idOuvrier: v.idOuvrier }, !!v.confirme);
      if (ailleurs) refus(ailleurs);
    }
    await genre.modifier(tx, id, { idOuvrier: v.idOuvrier, poidsEnvoye: v.poids });
    return { numSachet: ligne.numSachet, statut: ofRow.statut, message: MSG_LIGNE_MODIFIEE };
  });
}

/** Supprimer on the send side: a line not yet returned goes. */
export function supprimer(ctx: AppContext, idUser: number, genre: Genre, id: number): Promise<ResultatLigne> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { ligne, of: ofRow } = await ligneVerrouillee(tx, genre, id, "suppression");
    await genre.supprimer(tx, id);
    return { numSachet: ligne.numSachet, statut: ofRow.statut, message: MSG_LIGNE_SUPPRIMEE };
  });
}

/**
 * The return side's delete (spec 02 section 4.2): the returned line is in progress again, so an OF
 * the workshop had finished (500, 550, 575) is back to 200, and the weight that return gave the OF goes
 * with it (poidsOfApresAnnulation). Refused on a weighed line.
 */
export function annulerRetour(
  ctx: AppContext,
  idUser: number,
  genre: Genre,
  id: number,
): Promise<ResultatLigne> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { ligne, of: ofRow } = await ligneVerrouillee(tx, genre, id, "annulationRetour");
    await genre.annulerRetour(tx, id);
    const statut = statutApresAnnulationRetour(ofRow.statut);
    const poids = poidsOfApresAnnulation(
      ofRow.poids,
      ligne.poidsRendu,
      await q.poidsRendus(tx, ligne.numSachet),
    );
    const champs = poids === undefined ? {} : { poids };
    if (statut !== ofRow.statut) await changerStatut(tx, ligne.numSachet, statut, "annulationRetour", champs);
    else if (poids !== undefined) await ecrirePoidsOf(tx, ligne.numSachet, poids);
    return { numSachet: ligne.numSachet, statut, message: MSG_RETOUR_ANNULE };
  });
}

/** What the send forms show of an OF before it is sent; an unknown OF is refused. */
export async function prefill(ctx: AppContext, n: number) {
  const p = await q.prefillOf(ctx.db, n);
  if (!p) refus({ code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE });
  return p;
}
