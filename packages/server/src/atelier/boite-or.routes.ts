import {
  boiteOrFiltreSchema,
  boiteOrQuerySchema,
  boiteOrSaisieSchema,
  COLONNES_BOITE_OR,
  identifiantTexte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { listBoiteOr, soldeFiltre } from "./boite-or.queries.ts";
import * as service from "./boite-or.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/** /atelier/boite_or (spec 02 section 2.4): Liste Boite Or with its balance, Ajouter Boite Or, delete. */
export const boiteOrRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/atelier/boite-or",
      querystring: boiteOrQuerySchema,
      columns: COLONNES_BOITE_OR,
      filename: "boite-or",
      fetch: ({ query }, page) => listBoiteOr(ctx.db, query, page),
    });

    app.get(
      "/api/atelier/boite-or/solde",
      { schema: { querystring: boiteOrFiltreSchema } },
      async (request) => soldeFiltre(ctx.db, request.query),
    );

    app.post(
      "/api/atelier/boite-or",
      { schema: { body: boiteOrSaisieSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.ajouterBoiteOr(ctx, idempotentRequest(request), request.body)),
    );

    app.delete("/api/atelier/boite-or/:id", { schema: { params: idParams } }, async (request) =>
      service.supprimerBoiteOr(ctx, actor(request.user).idUser, request.params.id),
    );
  };
