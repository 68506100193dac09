import {
  COLONNES_OFS_EN_COURS,
  COLONNES_OFS_EXTENSIA,
  COLONNES_OFS_LIVRES,
  COLONNES_OFS_STATUT,
  enCoursQuerySchema,
  extensiaQuerySchema,
  identifiantTexte,
  livresQuerySchema,
  ofDuStatutQuerySchema,
  ofFiltreSchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import {
  listeEnCours,
  listeExtensia,
  listeLivres,
  listeOfsDuStatut,
  repartitionOf,
  totauxAnalyse,
} from "./filter.service.ts";

const statutParams = z.object({ statut: identifiantTexte("Statut invalide.") });

/** /filter (spec 03 section 2.8): the status distribution, the OFs of a status, the three OF lists. */
export const filterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/repartition", { schema: { querystring: ofFiltreSchema } }, async (request) =>
      repartitionOf(ctx, request.query),
    );

    listRoute(app, {
      url: "/api/of/repartition/:statut",
      params: statutParams,
      querystring: ofDuStatutQuerySchema,
      columns: COLONNES_OFS_STATUT,
      filename: ({ params }) => `ofs-statut-${params.statut}`,
      fetch: ({ query, params }, page) => listeOfsDuStatut(ctx, params.statut, query, page),
    });

    app.get("/api/of/analyse/totaux", { schema: { querystring: ofFiltreSchema } }, async (request) =>
      totauxAnalyse(ctx, request.query),
    );

    listRoute(app, {
      url: "/api/of/analyse/en-cours",
      querystring: enCoursQuerySchema,
      columns: COLONNES_OFS_EN_COURS,
      filename: "ofs-en-cours",
      fetch: ({ query }, page) => listeEnCours(ctx, query, page),
    });

    listRoute(app, {
      url: "/api/of/analyse/livres",
      querystring: livresQuerySchema,
      columns: COLONNES_OFS_LIVRES,
      filename: "ofs-livres",
      fetch: ({ query }, page) => listeLivres(ctx, query, page),
    });

    listRoute(app, {
      url: "/api/of/analyse/extensia",
      querystring: extensiaQuerySchema,
      columns: COLONNES_OFS_EXTENSIA,
      filename: "ofs-extensia",
      fetch: ({ query }, page) => listeExtensia(ctx, query, page),
    });
  };
