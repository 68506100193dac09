import { facturerSchema, facturesPdfQuerySchema, factureXmlQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { facturesPdf, factureXml } from "./facture-pdf.ts";
import * as service from "./livraison.service.ts";

/** Invoicing /livraion (spec 01 sections 2, 5, 7): the groups to invoice, Facturer, the invoice print. */
export const livraisonRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/facturation/a-facturer", async () => service.listerAFacturer(ctx));

    app.post(
      "/api/facturation/facturer",
      { schema: { body: facturerSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.facturer(ctx, idempotentRequest(request), request.body)),
    );

    app.get(
      "/api/facturation/factures/pdf",
      { schema: { querystring: facturesPdfQuerySchema } },
      async (request, reply) => {
        const { ids, canal } = request.query;
        const pdf = await facturesPdf(ctx, { ids, canal });
        const nom = ids.length === 1 ? `facture-${canal === "alternatif" ? "x" : ""}${ids[0]}` : "factures";
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${nom}.pdf"`)
          .header("cache-control", "no-store")
          .send(pdf);
      },
    );

    // The Factur-X XML alone (EN 16931 CII), as embedded in the invoice's PDF.
    app.get(
      "/api/facturation/factures/xml",
      { schema: { querystring: factureXmlQuerySchema } },
      async (request, reply) => {
        const { id, canal } = request.query;
        return reply
          .type("application/xml; charset=utf-8")
          .header(
            "content-disposition",
            `attachment; filename="factur-x-${canal === "alternatif" ? "x" : ""}${id}.xml"`,
          )
          .header("cache-control", "no-store")
          .send(await factureXml(ctx, { id, canal }));
      },
    );
  };
