import { coursInputSchema, identifiantTexte, listQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import { COURS_SORTS, type CoursSort, listCours } from "./cours.queries.ts";
import * as service from "./cours.service.ts";

const idParams = z.object({ id: identifiantTexte() });
const listQuery = listQuerySchema(Object.keys(COURS_SORTS), "idCours");

export const coursRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/admin/cours", { schema: { querystring: listQuery } }, async (request, reply) => {
      const query = request.query;
      return sendList(reply, query, (page) => listCours(ctx.db, query.sort as CoursSort, query.dir, page), {
        filename: "cours",
        columns: [
          { key: "idCours", header: "Id" },
          { key: "description", header: "Nom" },
          { key: "valeur", header: "Valeur", kind: "decimal" },
        ],
      });
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
