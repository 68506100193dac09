import {
  type CentreVide,
  type CentreVideData,
  MSG_CENTRE_VIDE_INTROUVABLE,
  MSG_REF_DEJA_EXISTANTE,
  MSG_TYPE_INTROUVABLE,
  type RefCentreVide,
} from "@ecrin/domain";
import { isUniqueViolation } from "../db/pg-errors.ts";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { verrouCatalogue } from "./catalogue.errors.ts";
import * as q from "./cv.queries.ts";

function refExistante(): never {
  return refusChamp({ code: "REF_DEJA_EXISTANTE", message: MSG_REF_DEJA_EXISTANTE }, "ref");
}

/** The live check of the form: does a centre vide already hold this ref? */
export async function refCentreVide(ctx: AppContext, ref: string): Promise<RefCentreVide> {
  const idCv = ref.trim() === "" ? undefined : await q.findCvParRef(ctx.db, ref);
  return { existe: idCv !== undefined, idCv: idCv ?? null };
}

async function verifier(tx: Tx, input: CentreVideData, idCv: number | null) {
  await verrouCatalogue(tx, "centre_vide");
  const tenant = await q.findCvParRef(tx, input.ref);
  if (tenant !== undefined && tenant !== idCv) refExistante();
  if (input.typeProd !== null && !(await q.typeProduitExiste(tx, input.typeProd))) {
    refusChamp({ code: "TYPE_INTROUVABLE", message: MSG_TYPE_INTROUVABLE }, "typeProd");
  }
}

/** Ajouter: a new centre vide; refused when the ref exists ('Ref deja Existante'). */
export async function createCentreVide(
  ctx: AppContext,
  idUser: number,
  input: CentreVideData,
): Promise<CentreVide> {
  try {
    return await withTx(ctx.db, idUser, async (tx) => {
      await verifier(tx, input, null);
      const idCv = await q.insertCentreVide(tx, input);
      return (await q.findCentreVide(tx, idCv))!;
    });
  } catch (e) {
    if (isUniqueViolation(e, "centre_vide_ref_unique")) refExistante();
    throw e;
  }
}

/** Enregistrer: only an existing centre vide; its new ref must not be another one's. */
export async function updateCentreVide(
  ctx: AppContext,
  idUser: number,
  idCv: number,
  input: CentreVideData,
): Promise<CentreVide> {
  try {
    return await withTx(ctx.db, idUser, async (tx) => {
      if (!(await q.findCentreVide(tx, idCv)))
        refus({ code: "CENTRE_VIDE_INTROUVABLE", message: MSG_CENTRE_VIDE_INTROUVABLE });
      await verifier(tx, input, idCv);
      await q.updateCentreVide(tx, idCv, input);
      return (await q.findCentreVide(tx, idCv))!;
    });
  } catch (e) {
    if (isUniqueViolation(e, "centre_vide_ref_unique")) refExistante();
    throw e;
  }
}
