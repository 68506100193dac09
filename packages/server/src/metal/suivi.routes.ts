import {
  identifiantTexte,
  MSG_CLIENT_INCONNU,
  MSG_RECEPTION_INTROUVABLE,
  poids752,
  receptionMetalSchema,
  soldeSuivi,
  startOfYear,
  suiviMetalQuerySchema,
  sum,
  toDecimalString,
  toIsoDate,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTx } from "../db/tx.ts";
import { type AppContext, actor } from "../http/context.ts";
import { BusinessError, notFound } from "../http/errors.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer, withIdempotency } from "../http/idempotence.ts";
import { clientExiste } from "./mouvements.queries.ts";
import * as q from "./suivi.queries.ts";

const idParams = z.object({ id: identifiantTexte() });
/** Suivi Métal is under the Analyse menu: role 1 only. */
const DIRECTION = { access: "direction" } as const;

/** /suivi_metal (spec 03 section 2.11): invoices, metal receptions and the balance of a client over a period. */
export const suiviMetalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/metal/suivi",
      { config: DIRECTION, schema: { querystring: suiviMetalQuerySchema } },
      async (request) => {
        const today = toIsoDate(new Date());
        const f = {
          client: request.query.client,
          debut: request.query.debut ?? startOfYear(today),
          fin: request.query.fin ?? today,
        };
        const { factures, receptions } = await q.suivi(ctx.db, f);
        const recu = receptions.map((r) => r.poids);
        const facture = factures.map((x) => x.poids);
        return {
          ...f,
          factures,
          receptions: receptions.map((r) => ({ ...r, poids752: poids752(r.poids) })),
          totalFactures: toDecimalString(sum(facture), 3),
          totalReceptions: toDecimalString(sum(recu), 3),
          solde: soldeSuivi(recu, facture),
        };
      },
    );

    app.post(
      "/api/metal/receptions",
      { config: DIRECTION, schema: { body: receptionMetalSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await withIdempotency(ctx.db, idempotentRequest(request), request.body, async (tx) => {
            if (!(await clientExiste(tx, request.body.idClient))) {
              throw new BusinessError(400, MSG_CLIENT_INCONNU, { idClient: MSG_CLIENT_INCONNU });
            }
            return { id: await q.insertReception(tx, request.body) };
          }),
        ),
    );

    app.delete(
      "/api/metal/receptions/:id",
      { config: DIRECTION, schema: { params: idParams } },
      async (request, reply) => {
        await withTx(ctx.db, actor(request.user).idUser, async (tx) => {
          if (!(await q.deleteReception(tx, request.params.id))) throw notFound(MSG_RECEPTION_INTROUVABLE);
        });
        return reply.status(204).send();
      },
    );
  };
