import { deuxOfSchema, reintegrationSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { reintegrer } from "../stock/index.ts";
import * as service from "./tools.service.ts";

/**
 * The OF tools of /of/tools (spec 01 sections 2 and 7): each one command, each one transaction. The
 * reinstatement is a move of the finished-product stock (stock area).
 */
export const ofToolsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/api/of/tools/of-stock", async (request, reply) =>
      reply.status(201).send(await service.creerOfStock(ctx, actor(request.user).idUser)),
    );

    app.post("/api/of/tools/echange", { schema: { body: deuxOfSchema } }, async (request) =>
      service.echangerOfs(ctx, actor(request.user).idUser, request.body),
    );

    app.post("/api/of/tools/transfert", { schema: { body: deuxOfSchema } }, async (request) =>
      service.transfererOf(ctx, actor(request.user).idUser, request.body),
    );

    app.post("/api/of/tools/reintegration", { schema: { body: reintegrationSchema } }, async (request) =>
      reintegrer(ctx, actor(request.user).idUser, request.body),
    );
  };
