import {
  type ClientInput,
  clientInputSchema,
  MSG_CLIENT_CYCLE,
  MSG_CLIENT_PARENT_INVALIDE,
  MSG_INTROUVABLE,
  wouldCreateCycle,
} from "@ecrin/domain";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import * as q from "./clients.queries.ts";

async function checkParent(tx: Tx, id: number | null, idParent: number | null) {
  if (idParent === null) return;
  const parents = await q.parentMap(tx);
  if (!parents.has(idParent)) {
    refusChamp({ code: "CLIENT_PARENT_INVALIDE", message: MSG_CLIENT_PARENT_INVALIDE }, "idParent");
  }
  if (id !== null && wouldCreateCycle(parents, id, idParent)) {
    refusChamp({ code: "CLIENT_CYCLE", message: MSG_CLIENT_CYCLE }, "idParent");
  }
}

export async function createClient(ctx: AppContext, idUser: number, input: ClientInput) {
  const v = clientInputSchema.parse(input);
  const id = await withTx(ctx.db, idUser, async (tx) => {
    await checkParent(tx, null, v.idParent);
    return q.insertClient(tx, v);
  });
  return (await q.findClientFiche(ctx.db, id))!;
}

export async function clientFiche(ctx: AppContext, id: number) {
  const c = await q.findClientFiche(ctx.db, id);
  if (!c) refus({ code: "CLIENT_INTROUVABLE", message: MSG_INTROUVABLE });
  return c;
}

export async function updateClient(ctx: AppContext, idUser: number, id: number, input: ClientInput) {
  const v = clientInputSchema.parse(input);
  const ok = await withTx(ctx.db, idUser, async (tx) => {
    await checkParent(tx, id, v.idParent);
    return q.updateClient(tx, id, v);
  });
  if (!ok) refus({ code: "CLIENT_INTROUVABLE", message: MSG_INTROUVABLE });
  return (await q.findClientFiche(ctx.db, id))!;
}
