import {
  type ActionLigne,
  ANNULATION_RETOUR_JOAILLIER,
  ANNULATION_RETOUR_SERTI,
  MSG_LIGNE_INTROUVABLE,
  MSG_LIGNE_MODIFIEE,
  MSG_LIGNE_SUPPRIMEE,
  MSG_OUVRIER_INTROUVABLE,
  MSG_RETOUR_ANNULE,
  msgOfEnvoye,
  msgOfRetourne,
  type ResultatLigne,
  refusActionLigne,
  refusEnvoi,
  refusOuvrier,
  STATUT_APRES,
  statutApresAnnulationRetour,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { BusinessError, notFound } from "../http/errors.ts";
import { lockOfForChange } from "../of/index.ts";
import * as q from "./lignes.queries.ts";

/** A line of either kind, as the commands see it. */
interface Ligne {
  id: number;
  numSachet: number;
  idOuvrier: number;
  rendu: number;
  /** The weighing that closed it (jeweller lines only). */
  numPesee: number | null;
}

/** What differs between a jeweller line (table ouvrier) and a setting line (table serti). */
interface Genre {
  lireOuvrier(tx: Tx, id: number): Promise<{ label: string; actif: number } | undefined>;
  /**
   * The worker a line command sends to or changes the line of, read with the lock his weighing
   * waits on (a jeweller FOR SHARE; setters are never weighed, a plain read).
   */
  verrouillerOuvrier(tx: Tx, id: number): Promise<{ label: string; actif: number } | undefined>;
  lireLigne(tx: Tx, id: number): Promise<Ligne | undefined>;
  nonRendues(tx: Tx, numSachet: number, idOuvrier: number, sauf?: number): Promise<number>;
  inserer(tx: Tx, numSachet: number, idOuvrier: number, poids: string): Promise<number>;
  modifier(tx: Tx, id: number, v: { idOuvrier: number; poids: string }): Promise<void>;
  retourner(tx: Tx, id: number, v: RetourValeurs): Promise<void>;
  annulerRetour(tx: Tx, id: number): Promise<void>;
  supprimer(tx: Tx, id: number): Promise<void>;
  /** The OF's status after a return (spec 02 section 4.1): 200 jeweller, 500 setter. */
  statutApresRetour: number;
}

export interface RetourValeurs {
  poids: string;
  poidsRendu: string;
  /** Minutes (jeweller) or euros (setter). */
  temps?: string;
  prix?: string;
}

const today = sql`current_date`;

export const JOAILLIER: Genre = {
  lireOuvrier: q.lireJoaillier,
  verrouillerOuvrier: q.verrouillerJoaillier,
  async lireLigne(tx, id) {
    const l = await q.lireLigneJoaillier(tx, id);
    return (
      l && {
        id: l.idLigne,
        numSachet: l.nSachet,
        idOuvrier: l.idOuvrier,
        rendu: l.rendu,
        numPesee: l.numPesee,
      }
    );
  },
  nonRendues: q.nonRenduesJoaillier,
  inserer: (tx, nSachet, idOuvrier, poidsD) => q.insertLigneJoaillier(tx, { nSachet, idOuvrier, poidsD }),
  modifier: (tx, id, v) => q.updateLigneJoaillier(tx, id, { idOuvrier: v.idOuvrier, poidsD: v.poids }),
  retourner: (tx, id, v) =>
    q.updateLigneJoaillier(tx, id, {
      poidsD: v.poids,
      poidsR: v.poidsRendu,
      temps: v.temps ?? "0",
      rendu: 1,
      dateRetour: today,
    }),
  annulerRetour: (tx, id) => q.updateLigneJoaillier(tx, id, ANNULATION_RETOUR_JOAILLIER),
  supprimer: q.deleteLigneJoaillier,
  statutApresRetour: STATUT_APRES.retourJoaillier,
};

export const SERTI: Genre = {
  lireOuvrier: q.lireSertisseur,
  verrouillerOuvrier: q.lireSertisseur,
  async lireLigne(tx, id) {
    const l = await q.lireLigneSerti(tx, id);
    return (
      l && { id: l.idSert, numSachet: l.ofSerto, idOuvrier: l.idSerto, rendu: l.renduSerti, numPesee: null }
    );
  },
  nonRendues: q.nonRenduesSerti,
  inserer: (tx, ofSerto, idSerto, pdsD) => q.insertLigneSerti(tx, { ofSerto, idSerto, pdsD }),
  modifier: (tx, id, v) => q.updateLigneSerti(tx, id, { idSerto: v.idOuvrier, pdsD: v.poids }),
  retourner: (tx, id, v) =>
    q.updateLigneSerti(tx, id, {
      pdsD: v.poids,
      pdsR: v.poidsRendu,
      prix: v.prix ?? "0",
      renduSerti: 1,
      dateR: today,
    }),
  annulerRetour: (tx, id) => q.updateLigneSerti(tx, id, ANNULATION_RETOUR_SERTI),
  supprimer: q.deleteLigneSerti,
  statutApresRetour: STATUT_APRES.retourSerti,
};

function refuse(message: string | null): void {
  if (message === null) return;
  const introuvable = message === MSG_LIGNE_INTROUVABLE || message === MSG_OUVRIER_INTROUVABLE;
  throw new BusinessError(introuvable ? 404 : 409, message);
}

/** The active worker an OF may go to, refused otherwise; locked against his weighing. */
async function ouvrierActif(tx: Tx, genre: Genre, id: number) {
  const ouvrier = await genre.verrouillerOuvrier(tx, id);
  refuse(refusOuvrier(ouvrier));
  return ouvrier!;
}

async function setStatut(tx: Tx, numSachet: number, statut: number) {
  await tx.update(of).set({ statut }).where(eq(of.numSachet, numSachet));
}

/**
 * The line, read again once its OF and its worker are locked: every write to a line locks its OF
 * first, so its worker read under that lock is stable; a weighing of that worker (the only other
 * writer of the line, num_pesee) is then over or waits, so what is read last is what the command
 * changes (and an invoiced OF, a weighed line are refused). Lock order: OF, then worker.
 */
async function ligneVerrouillee(tx: Tx, genre: Genre, id: number, action: ActionLigne) {
  const avant = await genre.lireLigne(tx, id);
  if (!avant) throw notFound(MSG_LIGNE_INTROUVABLE);
  const ofRow = await lockOfForChange(tx, avant.numSachet);
  const sousVerrou = await genre.lireLigne(tx, id);
  if (sousVerrou) await genre.verrouillerOuvrier(tx, sousVerrou.idOuvrier);
  const ligne = await genre.lireLigne(tx, id);
  refuse(refusActionLigne(ligne, action));
  return { ligne: ligne!, of: ofRow };
}

/**
 * Envoi (spec 02 section 4.2): the OF is locked first, so two identical sends wait on each other and
 * the second finds the first line ('OF déjà présent'); the OF goes to 200.
 */
export function envoyer(
  ctx: AppContext,
  idUser: number,
  genre: Genre,
  v: { idOuvrier: number; numSachet: number; poids: string },
): Promise<{ id: number; message: string }> {
  return withTx(ctx.db, idUser, async (tx) => {
    await lockOfForChange(tx, v.numSachet);
    const ouvrier = await ouvrierActif(tx, genre, v.idOuvrier);
    refuse(refusEnvoi(await genre.nonRendues(tx, v.numSachet, v.idOuvrier)));
    const id = await genre.inserer(tx, v.numSachet, v.idOuvrier, v.poids);
    await setStatut(tx, v.numSachet, STATUT_APRES.envoi);
    return { id, message: msgOfEnvoye(v.numSachet, ouvrier.label) };
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
    const { ligne } = await ligneVerrouillee(tx, genre, id, "retour");
    await genre.retourner(tx, id, v);
    await setStatut(tx, ligne.numSachet, genre.statutApresRetour);
    const ouvrier = await genre.lireOuvrier(tx, ligne.idOuvrier);
    return {
      numSachet: ligne.numSachet,
      statut: genre.statutApresRetour,
      message: msgOfRetourne(ligne.numSachet, ouvrier?.label ?? String(ligne.idOuvrier)),
    };
  });
}

/** Modifier: worker and weight sent of a line in progress; a new worker must be active and free of it. */
export function modifier(
  ctx: AppContext,
  idUser: number,
  genre: Genre,
  id: number,
  v: { idOuvrier: number; poids: string },
): Promise<ResultatLigne> {
  return withTx(ctx.db, idUser, async (tx) => {
    const { ligne, of: ofRow } = await ligneVerrouillee(tx, genre, id, "modification");
    if (v.idOuvrier !== ligne.idOuvrier) {
      await ouvrierActif(tx, genre, v.idOuvrier);
      refuse(refusEnvoi(await genre.nonRendues(tx, ligne.numSachet, v.idOuvrier, id)));
    }
    await genre.modifier(tx, id, v);
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
 * the workshop had finished (500, 550, 575) is back to 200. Refused on a weighed line.
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
    if (statut !== ofRow.statut) await setStatut(tx, ligne.numSachet, statut);
    return { numSachet: ligne.numSachet, statut, message: MSG_RETOUR_ANNULE };
  });
}
