import { identifiantTexte, rechercheProduitQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { detailPrixProduit, rechercher } from "./produit-prix.service.ts";

const idParams = z.object({ idCentre: identifiantTexte() });

/** /produit (spec 01 section 2): the product search and the price breakdown of one product. */
export const produitPrixRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/produits/recherche",
      { schema: { querystring: rechercheProduitQuerySchema } },
      async (request) => rechercher(ctx, request.query.q),
    );

    app.get("/api/produits/:idCentre/prix", { schema: { params: idParams } }, async (request) =>
      detailPrixProduit(ctx, actor(request.user).idUser, request.params.idCentre),
    );
  };
