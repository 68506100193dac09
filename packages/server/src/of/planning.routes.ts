import {
  dateLivraisonSchema,
  identifiantTexte,
  planningImpressionQuerySchema,
  planningQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { deplacerOf, imprimerPlanning, planningDeLaSemaine } from "./planning.service.ts";

const numParams = z.object({ n: identifiantTexte("Numéro d'OF invalide.") });

/** /planning (spec 03 section 2.13): the week, a move to another day, the prints. */
export const planningRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/planning", { schema: { querystring: planningQuerySchema } }, async (request) =>
      planningDeLaSemaine(ctx, request.query),
    );

    app.get(
      "/api/of/planning/impression",
      { schema: { querystring: planningImpressionQuerySchema } },
      async (request, reply) => {
        const pdf = await imprimerPlanning(ctx, request.query);
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="planning-${request.query.debut}.pdf"`)
          .send(pdf);
      },
    );

    app.put(
      "/api/of/:n/date-livraison",
      { schema: { params: numParams, body: dateLivraisonSchema } },
      async (request) => deplacerOf(ctx, actor(request.user).idUser, request.params.n, request.body),
    );
  };
