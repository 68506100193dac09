import { analyseFournisseurQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { analyseFournisseurs } from "./fournisseur.service.ts";

/** The Analyse menu (role 1 only, enforced by the /api/analyse prefix in http/access.ts). */
export const analyseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/analyse/fournisseurs",
      { schema: { querystring: analyseFournisseurQuerySchema } },
      async (request) => analyseFournisseurs(ctx, request.query),
    );
  };
