import {
  COLONNES_TARIF_PIERRES,
  identifiantTexte,
  modifierPrixSchema,
  pierreCreationSchema,
  pierreInputSchema,
  pierresQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { listPierres } from "./pierres.queries.ts";
import * as service from "./pierres.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/** /pierre (spec 02 section 2.11): the stone price list, Ajouter, Editer and Modifier Prix. */
export const pierresRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/pierres",
      querystring: pierresQuerySchema,
      columns: COLONNES_TARIF_PIERRES,
      filename: "tarif-pierres",
      fetch: ({ query }, page) => listPierres(ctx.db, query, page),
    });

    app.post("/api/pierres", { schema: { body: pierreCreationSchema } }, async (request, reply) => {
      const created = await service.createPierre(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put("/api/pierres/:id", { schema: { params: idParams, body: pierreInputSchema } }, async (request) =>
      service.updatePierre(ctx, actor(request.user).idUser, request.params.id, request.body),
    );

    app.post("/api/pierres/tarifs/modifier-prix", { schema: { body: modifierPrixSchema } }, async (request) =>
      service.modifierPrix(ctx, actor(request.user).idUser, request.body),
    );
  };
