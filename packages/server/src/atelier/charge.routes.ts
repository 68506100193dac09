import { COLONNES_CHARGE_DETAIL, chargeDetailQuerySchema, chargeQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import * as service from "./charge.service.ts";

/** /atelier/analyse_ouvrier (spec 02 sections 2.6 and 7): the jeweller daily load. Reads only. */
export const atelierChargeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/charge", { schema: { querystring: chargeQuerySchema } }, async (request) =>
      service.chargeJour(ctx, request.query.date),
    );

    listRoute(app, {
      url: "/api/atelier/charge/detail",
      querystring: chargeDetailQuerySchema,
      columns: COLONNES_CHARGE_DETAIL,
      filename: ({ query }) => `charge-${query.date}-${query.joaillier}`,
      fetch: ({ query }, page) => service.chargeDetail(ctx, query, page),
    });
  };
