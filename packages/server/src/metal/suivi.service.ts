import {
  MSG_RECEPTION_INTROUVABLE,
  PAGE_SIZE_SUIVI,
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
 * to today unless given), a page of each table (issue 29.2: a year of every client is thousands of
 * invoices), each reception's 752/1000 weight, each table's number of rows, the totals and the balance
 * over the whole period.
 */
export async function suivi(ctx: AppContext, query: SuiviMetalQuery) {
  const today = toIsoDate(new Date());
  const f = { client: query.client, debut: query.debut ?? startOfYear(today), fin: query.fin ?? today };
  const page = (n: number) => ({ limit: PAGE_SIZE_SUIVI, offset: n * PAGE_SIZE_SUIVI });
  const { factures, receptions, totalFactures, totalReceptions } = await q.suivi(ctx.db, f, {
    factures: page(query.pageFactures),
    receptions: page(query.pageReceptions),
  });
  return {
    ...f,
    pageFactures: query.pageFactures,
    pageReceptions: query.pageReceptions,
    pageSize: PAGE_SIZE_SUIVI,
    factures,
    nbFactures: totalFactures.nb,
    receptions: receptions.map((r) => ({ ...r, poids752: poids752(r.poids) })),
    nbReceptions: totalReceptions.nb,
    // The sums are exact (NUMERIC of 3 decimals): the totals of every row of the period.
    ...totauxSuivi([totalReceptions.total], [totalFactures.total]),
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
