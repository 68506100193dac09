import {
  finalisationSchema,
  historiqueFinalisesQuerySchema,
  identifiantTexte,
  MSG_NUMERO_OF_INVALIDE,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import * as service from "./finalisation.service.ts";

const ofParams = z.object({
  n: identifiantTexte(MSG_NUMERO_OF_INVALIDE),
});

/** /finaliser and the Finaliser OF button of /suivi_prod (spec 02 sections 2.1, 2.3, 4.1, 4.3). */
export const finalisationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/of/:n", { schema: { params: ofParams } }, async (request) =>
      service.lireOfAtelier(ctx.db, request.params.n),
    );

    app.post(
      "/api/atelier/of/:n/finaliser",
      { schema: { params: ofParams, body: finalisationSchema } },
      async (request) =>
        service.finaliserOf(ctx, actor(request.user).idUser, request.params.n, request.body.ecran),
    );

    app.get(
      "/api/atelier/finalises",
      { schema: { querystring: historiqueFinalisesQuerySchema } },
      async (request) => service.historiqueFinalises(ctx.db, request.query.limit),
    );
  };
