import { COLONNES_COURS, coursInputSchema, identifiantTexte, listQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { COURS_SORTS, type CoursSort, listCours } from "./cours.queries.ts";
import * as service from "./cours.service.ts";

const idParams = z.object({ id: identifiantTexte() });
const listQuery = listQuerySchema(Object.keys(COURS_SORTS), "idCours");

export const coursRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/admin/cours",
      querystring: listQuery,
      columns: COLONNES_COURS,
      filename: "cours",
      fetch: ({ query }, page) => listCours(ctx.db, query.sort as CoursSort, query.dir, page),
    });

    app.post("/api/admin/cours", { schema: { body: coursInputSchema } }, async (request, reply) => {
      const created = await service.createCours(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put(
      "/api/admin/cours/:id",
      { schema: { params: idParams, body: coursInputSchema } },
      async (request) =>
        service.updateCours(ctx, actor(request.user).idUser, request.params.id, request.body),
    );

    app.delete("/api/admin/cours/:id", { schema: { params: idParams } }, async (request, reply) => {
      await service.deleteCours(ctx, actor(request.user).idUser, request.params.id);
      return reply.status(204).send();
    });
  };
