import { pretAFacturerLotSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { ofParams } from "./edit.routes.ts";
import { passerPretAFacturer } from "./pret-a-facturer.service.ts";

/** "Prêt à facturer" (575) is a command: one OF (/finaliser) or a selection (/filter). */
export const pretAFacturerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/api/of/:n/pret-a-facturer", { schema: { params: ofParams } }, async (request) =>
      passerPretAFacturer(ctx, actor(request.user).idUser, [request.params.n]),
    );

    app.post("/api/of/pret-a-facturer", { schema: { body: pretAFacturerLotSchema } }, async (request) =>
      passerPretAFacturer(ctx, actor(request.user).idUser, request.body.ofs),
    );
  };
