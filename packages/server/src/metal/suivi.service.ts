import {
  MSG_RECEPTION_INTROUVABLE,
  poids752,
  type ReceptionMetal,
  type SuiviMetalQuery,
  startOfYear,
  toIsoDate,
  totauxSuivi,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import { verifierClient } from "./grand-livre.service.ts";
import * as q from "./suivi.queries.ts";

/**
 * /suivi_metal (spec 03 section 2.11): a client's invoices and metal receptions over a period (1 January
 * to today unless given), each reception's 752/1000 weight, the totals and the balance.
 */
export async function suivi(ctx: AppContext, query: SuiviMetalQuery) {
  const today = toIsoDate(new Date());
  const f = { client: query.client, debut: query.debut ?? startOfYear(today), fin: query.fin ?? today };
  const { factures, receptions } = await q.suivi(ctx.db, f);
  return {
    ...f,
    factures,
    receptions: receptions.map((r) => ({ ...r, poids752: poids752(r.poids) })),
    ...totauxSuivi(
      receptions.map((r) => r.poids),
      factures.map((x) => x.poids),
    ),
  };
}

/** A metal reception of a known client, recorded once per Idempotency-Key. */
export function ajouterReception(ctx: AppContext, request: IdempotentRequest, input: ReceptionMetal) {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    await verifierClient(tx, input.idClient, "idClient");
    return { id: await q.insertReception(tx, input) };
  });
}

export function supprimerReception(ctx: AppContext, idUser: number, id: number) {
  return withTx(ctx.db, idUser, async (tx) => {
    if (!(await q.deleteReception(tx, id))) {
      refus({ code: "RECEPTION_INTROUVABLE", message: MSG_RECEPTION_INTROUVABLE });
    }
  });
}
