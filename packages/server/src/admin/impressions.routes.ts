import { texte } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { prixDesCentres } from "../produits/index.ts";
import { baguierPdf, livreReferencePdf } from "./impressions.pdf.ts";
import { lignesCatalogue, produitsCatalogue } from "./impressions.queries.ts";

/** The reference book holds at most this many products (photos included, a few MB). */
const LIVRE_MAX_PRODUITS = 3000;
const ligneQuery = z.object({ ligne: texte().trim().min(1, "Choisissez une ligne.").max(100) });

function pdf(reply: import("fastify").FastifyReply, nom: string, data: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${nom}.pdf"`)
    .send(data);
}

/** The built-in pages of the Impression menu, used when their external URL is not set. */
export const impressionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/admin/impressions/baguier.pdf", async (_request, reply) =>
      pdf(reply, "baguier", await baguierPdf()),
    );

    app.get("/api/admin/impressions/lignes", async () => lignesCatalogue(ctx.db));

    const livre = async (ligne: string | undefined) => {
      const produits = await produitsCatalogue(ctx.db, ligne, LIVRE_MAX_PRODUITS);
      const prix = await prixDesCentres(
        ctx.db,
        produits.map((p) => p.idCentre),
      );
      return produits.map((p) => ({ ...p, prix: prix.get(p.idCentre)?.prix.total3 ?? null }));
    };

    app.get("/api/admin/impressions/livre-reference.pdf", async (_request, reply) =>
      pdf(
        reply,
        "livre-reference",
        await livreReferencePdf("Livre de référence", await livre(undefined), ctx.config.imagesDir),
      ),
    );

    app.get(
      "/api/admin/impressions/lignes.pdf",
      { schema: { querystring: ligneQuery } },
      async (request, reply) =>
        pdf(
          reply,
          "ligne",
          await livreReferencePdf(
            `Ligne ${request.query.ligne}`,
            await livre(request.query.ligne),
            ctx.config.imagesDir,
          ),
        ),
    );
  };
