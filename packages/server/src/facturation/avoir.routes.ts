import {
  avoirCreationSchema,
  avoirsPdfQuerySchema,
  avoirsQuerySchema,
  avoirXmlParamsSchema,
  COLONNES_AVOIRS,
  facturesClientQuerySchema,
  MSG_AVOIR_FACTURE_INVALIDE,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { facturesDuClient, listAvoirs } from "./avoir.queries.ts";
import * as service from "./avoir.service.ts";
import { avoirsPdf, avoirXml } from "./avoir-pdf.ts";

const factureParams = z.object({
  id: z.coerce
    .number({ error: MSG_AVOIR_FACTURE_INVALIDE })
    .int(MSG_AVOIR_FACTURE_INVALIDE)
    .positive(MSG_AVOIR_FACTURE_INVALIDE)
    .max(2_147_483_647, MSG_AVOIR_FACTURE_INVALIDE),
});
const factureQuery = z.object({ idClt: z.coerce.number().int().positive().optional() });

/**
 * /avoir (spec 02 section 2.19): Liste des Avoirs, Creer, Imprimer. An issued credit note is final:
 * there is no route to change or delete one (and a trigger refuses it, migration 0003), so Creer runs
 * once per Idempotency-Key (http/idempotence.ts).
 */
export const avoirRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/facturation/avoirs",
      querystring: avoirsQuerySchema,
      columns: COLONNES_AVOIRS,
      filename: "avoirs",
      fetch: ({ query }, page) => listAvoirs(ctx.db, query, page),
    });

    app.post(
      "/api/facturation/avoirs",
      { schema: { body: avoirCreationSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.createAvoir(ctx, idempotentRequest(request), request.body)),
    );

    // Imprimer: one PDF, one page per credit note, opened inline in a new tab.
    app.get(
      "/api/facturation/avoirs/pdf",
      { schema: { querystring: avoirsPdfQuerySchema } },
      async (request, reply) => {
        const { ids } = request.query;
        return reply
          .type("application/pdf")
          .header(
            "content-disposition",
            `inline; filename="${ids.length === 1 ? `avoir-${ids[0]}` : "avoirs"}.pdf"`,
          )
          .header("cache-control", "no-store")
          .send(await avoirsPdf(ctx, ids));
      },
    );

    // The Factur-X XML of one credit note (type 381), as embedded in its PDF.
    app.get(
      "/api/facturation/avoirs/:id/xml",
      { schema: { params: avoirXmlParamsSchema } },
      async (request, reply) =>
        reply
          .type("application/xml; charset=utf-8")
          .header("content-disposition", `attachment; filename="factur-x-avoir-${request.params.id}.xml"`)
          .header("cache-control", "no-store")
          .send(await avoirXml(ctx, request.params.id)),
    );

    // "Facture corrigée" is picked among the chosen client's invoices (a search by the number's start).
    app.get(
      "/api/facturation/avoirs/factures",
      { schema: { querystring: facturesClientQuerySchema } },
      async (request) => facturesDuClient(ctx.db, request.query),
    );

    // The invoice the Creer dialog names: its date, HT total and what was already credited on it.
    app.get(
      "/api/facturation/avoirs/factures/:id",
      { schema: { params: factureParams, querystring: factureQuery } },
      async (request) => service.findFactureCorrigee(ctx, request.params.id, request.query.idClt),
    );
  };
