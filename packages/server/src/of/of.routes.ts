import { entierTexte } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { searchOfNumeros } from "./of.queries.ts";

const numerosQuery = z.object({
  q: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, "Numéro d'OF invalide."),
  limit: entierTexte(1, 50).default(20),
});

export const ofRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/numeros", { schema: { querystring: numerosQuery } }, async (request) =>
      searchOfNumeros(ctx.db, request.query.q, request.query.limit),
    );
  };
