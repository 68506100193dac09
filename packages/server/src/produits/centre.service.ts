import {
  type Centre,
  type CentreData,
  MSG_CENTRE_INTROUVABLE,
  MSG_CENTRE_VIDE_INTROUVABLE,
  MSG_COMBINAISON_DEJA_EXISTANTE,
  MSG_TARIF_INTROUVABLE,
} from "@ecrin/domain";
import { isUniqueViolation } from "../db/pg-errors.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { BusinessError, notFound } from "../http/errors.ts";
import { verrouCatalogue } from "./catalogue.errors.ts";
import * as q from "./centre.queries.ts";

const paireExistante = () =>
  new BusinessError(409, MSG_COMBINAISON_DEJA_EXISTANTE, {
    ref: MSG_COMBINAISON_DEJA_EXISTANTE,
    description: MSG_COMBINAISON_DEJA_EXISTANTE,
  });

async function verifier(tx: Tx, input: CentreData, idCentre: number | null) {
  await verrouCatalogue(tx, "centre");
  const tenant = await q.findCentreParPaire(tx, input.ref, input.description);
  if (tenant !== undefined && tenant !== idCentre) throw paireExistante();
  if (input.idCv !== null && !(await q.existe(tx, "centre_vide", input.idCv))) {
    throw new BusinessError(400, MSG_CENTRE_VIDE_INTROUVABLE, { idCv: MSG_CENTRE_VIDE_INTROUVABLE });
  }
  if (input.idTarifProduit !== null && !(await q.existe(tx, "tarif_produit", input.idTarifProduit))) {
    throw new BusinessError(400, MSG_TARIF_INTROUVABLE, { idTarifProduit: MSG_TARIF_INTROUVABLE });
  }
}

async function enTransaction<T>(ctx: AppContext, idUser: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTx(ctx.db, idUser, fn);
  } catch (e) {
    if (isUniqueViolation(e, "centre_ref_description_unique")) throw paireExistante();
    throw e;
  }
}

/**
 * Creer (after 'Voulez-vous creer un nouveau produit ?' on the screen): the centre AND its produit row,
 * in one transaction; the same ref and description pair is refused.
 */
export function createCentre(ctx: AppContext, idUser: number, input: CentreData): Promise<Centre> {
  return enTransaction(ctx, idUser, async (tx) => {
    await verifier(tx, input, null);
    const idCentre = await q.insertCentre(tx, input);
    await q.insertProduit(tx, idCentre, input);
    return (await q.findCentre(tx, idCentre))!;
  });
}

/** Enregistrer: an existing centre and the Type Tarif of its produit row. */
export function updateCentre(ctx: AppContext, idUser: number, idCentre: number, input: CentreData) {
  return enTransaction(ctx, idUser, async (tx) => {
    if (!(await q.findCentre(tx, idCentre))) throw notFound(MSG_CENTRE_INTROUVABLE);
    await verifier(tx, input, idCentre);
    await q.updateCentre(tx, idCentre, input);
    await q.upsertTarifProduit(tx, idCentre, input);
    return (await q.findCentre(tx, idCentre))!;
  });
}
