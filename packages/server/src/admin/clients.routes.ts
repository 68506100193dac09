import { clientInputSchema, identifiantTexte } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listClients } from "./clients.queries.ts";
import * as service from "./clients.service.ts";

const idParams = z.object({ id: identifiantTexte() });

export const clientsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The whole tree: a few thousand shops at most, needed whole by the tree and the pickers.
    app.get("/api/admin/clients", async () => listClients(ctx.db));

    app.get("/api/admin/clients/:id", { schema: { params: idParams } }, async (request) =>
      service.clientFiche(ctx, request.params.id),
    );

    app.post("/api/admin/clients", { schema: { body: clientInputSchema } }, async (request, reply) => {
      const created = await service.createClient(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put(
      "/api/admin/clients/:id",
      { schema: { params: idParams, body: clientInputSchema } },
      async (request) =>
        service.updateClient(ctx, actor(request.user).idUser, request.params.id, request.body),
    );
  };
