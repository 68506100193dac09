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
import { BusinessError, notFound } from "../http/errors.ts";
import { verrouCatalogue } from "./catalogue.errors.ts";
import * as q from "./cv.queries.ts";

const refExistante = () => new BusinessError(409, MSG_REF_DEJA_EXISTANTE, { ref: MSG_REF_DEJA_EXISTANTE });

/** The live check of the form: does a centre vide already hold this ref? */
export async function refCentreVide(ctx: AppContext, ref: string): Promise<RefCentreVide> {
  const idCv = ref.trim() === "" ? undefined : await q.findCvParRef(ctx.db, ref);
  return { existe: idCv !== undefined, idCv: idCv ?? null };
}

async function verifier(tx: Tx, input: CentreVideData, idCv: number | null) {
  await verrouCatalogue(tx, "centre_vide");
  const tenant = await q.findCvParRef(tx, input.ref);
  if (tenant !== undefined && tenant !== idCv) throw refExistante();
  if (input.typeProd !== null && !(await q.typeProduitExiste(tx, input.typeProd))) {
    throw new BusinessError(400, MSG_TYPE_INTROUVABLE, { typeProd: MSG_TYPE_INTROUVABLE });
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
    if (isUniqueViolation(e, "centre_vide_ref_unique")) throw refExistante();
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
      if (!(await q.findCentreVide(tx, idCv))) throw notFound(MSG_CENTRE_VIDE_INTROUVABLE);
      await verifier(tx, input, idCv);
      await q.updateCentreVide(tx, idCv, input);
      return (await q.findCentreVide(tx, idCv))!;
    });
  } catch (e) {
    if (isUniqueViolation(e, "centre_vide_ref_unique")) throw refExistante();
    throw e;
  }
}
