import { COLONNES_PESEES, peseeSchema, peseesQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { listPesees } from "./pesee.queries.ts";
import * as service from "./pesee.service.ts";

/** /atelier (spec 02 sections 2.5, 4.6): 'Faire Pesée' and the list of the weighings. */
export const peseeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/api/atelier/pesees", { schema: { body: peseeSchema } }, async (request, reply) =>
      reply.status(201).send(await service.fairePesee(ctx, actor(request.user).idUser, request.body)),
    );

    listRoute(app, {
      url: "/api/atelier/pesees",
      querystring: peseesQuerySchema,
      columns: COLONNES_PESEES,
      filename: "pesees",
      fetch: ({ query }, page) => listPesees(ctx.db, query, page),
    });
  };
