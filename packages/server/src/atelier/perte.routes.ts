import {
  COLONNES_PERTE_OFS,
  COLONNES_PERTE_OUVRIERS,
  identifiantTexte,
  OUVRIER_KINDS,
  perteOfsQuerySchema,
  perteOuvriersQuerySchema,
  perteTotauxQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import * as service from "./perte.service.ts";

const kindParams = z.object({ kind: z.enum(OUVRIER_KINDS) });
const ouvrierParams = kindParams.extend({ id: identifiantTexte() });

/** /atelier/analyse: the metal loss by jeweller and by setter over a period. Reads only. */
export const perteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/atelier/perte/totaux",
      { schema: { querystring: perteTotauxQuerySchema } },
      async (request) => service.perteTotaux(ctx, request.query),
    );

    listRoute(app, {
      url: "/api/atelier/perte/:kind",
      params: kindParams,
      querystring: perteOuvriersQuerySchema,
      columns: COLONNES_PERTE_OUVRIERS,
      filename: ({ params }) => `perte-${params.kind}`,
      fetch: ({ query, params }, page) => service.perteOuvriers(ctx, params.kind, query, page),
    });

    listRoute(app, {
      url: "/api/atelier/perte/:kind/:id/ofs",
      params: ouvrierParams,
      querystring: perteOfsQuerySchema,
      columns: COLONNES_PERTE_OFS,
      filename: ({ params }) => `perte-${params.kind}-${params.id}`,
      fetch: ({ query, params }, page) => service.perteOfs(ctx, params.kind, params.id, query, page),
    });
  };
