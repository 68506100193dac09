import { devisPdfSchema, devisRechercheSchema, identifiantTexte } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { searchPierresDevis, searchProduitsDevis } from "./devis.queries.ts";
import { coursDevis, devisPdfService, produitDevis } from "./devis.service.ts";

const idParams = z.object({ idCentre: identifiantTexte() });

/** The quote calculator /devis (spec 03 section 2.17). */
export const devisRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/devis/cours", async () => coursDevis(ctx));

    app.get("/api/devis/produits", { schema: { querystring: devisRechercheSchema } }, async (request) =>
      searchProduitsDevis(ctx.db, request.query.q),
    );

    app.get("/api/devis/produits/:idCentre", { schema: { params: idParams } }, async (request) =>
      produitDevis(ctx, request.params.idCentre),
    );

    app.get("/api/devis/pierres", { schema: { querystring: devisRechercheSchema } }, async (request) =>
      searchPierresDevis(ctx.db, request.query.q),
    );

    app.post("/api/devis/pdf", { schema: { body: devisPdfSchema } }, async (request, reply) => {
      const pdf = await devisPdfService(ctx, request.body);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `inline; filename="${request.body.modele === "client" ? "devis-client" : "devis"}.pdf"`,
        )
        .header("cache-control", "no-store")
        .send(pdf);
    });
  };
