import { productionQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import * as service from "./vue.service.ts";

/** /atelier (spec 02 section 2.5): the jewellers' cards and production statistics. */
export const atelierVueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/vue", async () => service.cartesJoailliers(ctx.db));

    app.get("/api/atelier/production", { schema: { querystring: productionQuerySchema } }, async (request) =>
      service.statProduction(ctx.db, request.query),
    );
  };
