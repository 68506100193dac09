import { commandeSchema, intervalleSchema, listeOfsSchema, MSG_NUMERO_OF_INVALIDE } from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { codeBarreOf } from "../noyau-of/index.ts";
import * as service from "./print.service.ts";

/** PDFs open inline in the new tab the screens open; never cached (an OF changes). */
function pdf(reply: FastifyReply, filename: string, data: Buffer) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${filename}.pdf"`)
    .header("cache-control", "no-store")
    .send(data);
}

const codeBarreParams = z.object({
  n: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, MSG_NUMERO_OF_INVALIDE)
    .transform(Number),
});

/**
 * The OF prints (spec 01 sections 2 and 7, "Print pages (new tab): parameters ofs, of_min, of_max"),
 * linked from other screens by these URLs:
 *   GET /api/of/print/fiche?ofs=1,2,3        OF sheets (bag label with the barcode)
 *   GET /api/of/print/liste?ofs=1,2,3        list of OFs
 *   GET /api/of/print/intervalle?min=&max=   OFs of an interval (end 99999999 when empty)
 *   GET /api/of/print/commande?min=&max=     order with photos (start and end required)
 *   GET /api/of/print/code-barre/:n.png      the barcode the sheet embeds
 */
export const ofPrintRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/print/fiche", { schema: { querystring: listeOfsSchema } }, async (request, reply) => {
      const { ofs } = request.query;
      return pdf(
        reply,
        ofs.length === 1 ? `fiche-of-${ofs[0]}` : "fiches-of",
        await service.fichesPdf(ctx, ofs),
      );
    });

    app.get("/api/of/print/liste", { schema: { querystring: listeOfsSchema } }, async (request, reply) =>
      pdf(reply, "liste-of", await service.listePdf(ctx, request.query.ofs)),
    );

    app.get(
      "/api/of/print/intervalle",
      { schema: { querystring: intervalleSchema } },
      async (request, reply) => pdf(reply, "intervalle-of", await service.intervallePdf(ctx, request.query)),
    );

    app.get("/api/of/print/commande", { schema: { querystring: commandeSchema } }, async (request, reply) =>
      pdf(reply, "commande-of", await service.commandePdf(ctx, request.query)),
    );

    app.get(
      "/api/of/print/code-barre/:n.png",
      { schema: { params: codeBarreParams } },
      async (request, reply) =>
        reply
          .type("image/png")
          .header("cache-control", "private, max-age=86400")
          .send(await codeBarreOf(request.params.n)),
    );
  };
