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
import { refus, refusChamp } from "../http/errors.ts";
import { verrouCatalogue } from "./catalogue.errors.ts";
import * as q from "./centre.queries.ts";

function paireExistante(): never {
  return refus(
    { code: "COMBINAISON_DEJA_EXISTANTE", message: MSG_COMBINAISON_DEJA_EXISTANTE },
    { ref: MSG_COMBINAISON_DEJA_EXISTANTE, description: MSG_COMBINAISON_DEJA_EXISTANTE },
  );
}

async function verifier(tx: Tx, input: CentreData, idCentre: number | null) {
  await verrouCatalogue(tx, "centre");
  const tenant = await q.findCentreParPaire(tx, input.ref, input.description);
  if (tenant !== undefined && tenant !== idCentre) paireExistante();
  if (input.idCv !== null && !(await q.existe(tx, "centre_vide", input.idCv))) {
    refusChamp({ code: "CENTRE_VIDE_INCONNU", message: MSG_CENTRE_VIDE_INTROUVABLE }, "idCv");
  }
  if (input.idTarifProduit !== null && !(await q.existe(tx, "tarif_produit", input.idTarifProduit))) {
    refusChamp({ code: "TARIF_INTROUVABLE", message: MSG_TARIF_INTROUVABLE }, "idTarifProduit");
  }
}

async function enTransaction<T>(ctx: AppContext, idUser: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTx(ctx.db, idUser, fn);
  } catch (e) {
    if (isUniqueViolation(e, "centre_ref_description_unique")) paireExistante();
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
    if (!(await q.findCentre(tx, idCentre)))
      refus({ code: "CENTRE_INTROUVABLE", message: MSG_CENTRE_INTROUVABLE });
    await verifier(tx, input, idCentre);
    await q.updateCentre(tx, idCentre, input);
    await q.upsertTarifProduit(tx, idCentre, input);
    return (await q.findCentre(tx, idCentre))!;
  });
}
