import { identifiantTexte, receptionMetalSchema, suiviMetalQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import * as service from "./suivi.service.ts";

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
      async (request) => service.suivi(ctx, request.query),
    );

    app.post(
      "/api/metal/receptions",
      { config: DIRECTION, schema: { body: receptionMetalSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.ajouterReception(ctx, idempotentRequest(request), request.body)),
    );

    app.delete(
      "/api/metal/receptions/:id",
      { config: DIRECTION, schema: { params: idParams } },
      async (request, reply) => {
        await service.supprimerReception(ctx, actor(request.user).idUser, request.params.id);
        return reply.status(204).send();
      },
    );
  };
