import { nomImageSchema, traceOfSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { ofParams } from "./edit.routes.ts";
import { historiqueOf } from "./historique.service.ts";
import * as service from "./trace.service.ts";

/** /of/tracer (spec 01 sections 2 and 5): the trace fields, the OF's photo and its history. */
export const traceOfRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/:n/historique", { schema: { params: ofParams } }, async (request) =>
      historiqueOf(ctx.db, request.params.n),
    );

    app.put("/api/of/:n/trace", { schema: { params: ofParams, body: traceOfSchema } }, async (request) =>
      service.enregistrerTrace(ctx, actor(request.user).idUser, request.params.n, request.body),
    );

    app.put(
      "/api/of/:n/photo",
      { schema: { params: ofParams, body: z.object({ nom: nomImageSchema }) } },
      async (request) =>
        service.changerPhoto(ctx, actor(request.user).idUser, request.params.n, request.body.nom),
    );

    app.delete("/api/of/:n/photo", { schema: { params: ofParams } }, async (request) =>
      service.changerPhoto(ctx, actor(request.user).idUser, request.params.n, null),
    );
  };
