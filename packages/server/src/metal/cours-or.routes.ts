import { coursOrSaisieSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import * as service from "./cours-or.service.ts";

/** The gold price: the one used today, the history, the price typed by hand, a fetch from the source. */
export const coursOrRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/metal/cours-or", async () => service.etatCours(ctx));
    app.post("/api/metal/cours-or", { schema: { body: coursOrSaisieSchema } }, async (request, reply) => {
      await service.saisirCours(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(await service.etatCours(ctx));
    });
    app.post("/api/metal/cours-or/actualiser", async (request) =>
      service.actualiserCours(ctx, actor(request.user).idUser),
    );
  };
