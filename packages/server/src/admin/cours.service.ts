import { type CoursInput, isCoursProtege, MSG_COURS_UTILISE, MSG_INTROUVABLE } from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import * as q from "./cours.queries.ts";

export function createCours(ctx: AppContext, idUser: number, input: CoursInput) {
  return withTx(ctx.db, idUser, (tx) => q.insertCours(tx, input));
}

export async function updateCours(ctx: AppContext, idUser: number, id: number, input: CoursInput) {
  const updated = await withTx(ctx.db, idUser, (tx) => q.updateCours(tx, id, input));
  if (!updated) refus({ code: "COURS_INTROUVABLE", message: MSG_INTROUVABLE });
  return updated;
}

export async function deleteCours(ctx: AppContext, idUser: number, id: number) {
  if (isCoursProtege(id)) refus({ code: "COURS_UTILISE", message: MSG_COURS_UTILISE });
  const deleted = await withTx(ctx.db, idUser, (tx) => q.deleteCours(tx, id));
  if (!deleted) refus({ code: "COURS_INTROUVABLE", message: MSG_INTROUVABLE });
}
