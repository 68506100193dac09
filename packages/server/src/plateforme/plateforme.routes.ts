import {
  COLONNES_DOCUMENTS_PLATEFORME,
  destinataireParamsSchema,
  documentsPlateformeQuerySchema,
  webhookCallbackSchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { planifierTache } from "../http/planifier.ts";
import * as service from "./plateforme.service.ts";

const factureParams = z.object({
  canal: z.enum(["standard", "alternatif"]),
  numero: z.coerce.number().int().positive().max(2_147_483_647),
});
const documentParams = z.object({
  type: z.enum(["facture", "avoir"]),
  numero: z.coerce.number().int().positive().max(2_147_483_647),
});
const documentQuery = z.object({ canal: z.enum(["standard", "alternatif"]).optional() });

/**
 * E-invoicing through an approved platform (issue 30): the worker that deposits the outbox and polls
 * the statuses (every `plateformeIntervalleSecondes`), the webhook the platform calls, the documents'
 * lifecycle, Encaissée, and the system page's block.
 */
export const plateformeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let enCours = false;
    planifierTache(
      app,
      "facturation électronique",
      async () => {
        if (enCours) return;
        enCours = true;
        try {
          await service.synchroniserPlateforme(ctx);
        } finally {
          enCours = false;
        }
      },
      Math.max(1, ctx.settings.plateformeIntervalleSecondes) * 1000,
    );

    // The platform calls it, without a session: its shared secret is the authentication.
    app.post(
      "/api/plateforme/webhook",
      { config: { access: "public" }, schema: { body: webhookCallbackSchema } },
      async (request, reply) => {
        await service.recevoirWebhook(ctx, request.headers.authorization, request.body.flowInfo);
        return reply.status(200).send({});
      },
    );

    listRoute(app, {
      url: "/api/plateforme/documents",
      querystring: documentsPlateformeQuerySchema,
      columns: COLONNES_DOCUMENTS_PLATEFORME,
      filename: "facturation-electronique",
      fetch: ({ query }, page) => service.documents(ctx.db, query, page),
    });

    app.get(
      "/api/plateforme/documents/:type/:numero",
      { schema: { params: documentParams, querystring: documentQuery } },
      async (request) =>
        service.cycleDeVie(ctx.db, {
          typeDocument: request.params.type,
          canal: request.params.type === "facture" ? (request.query.canal ?? "standard") : null,
          numero: request.params.numero,
        }),
    );

    // A single read (one row by SIREN), not a list: nothing to register in the bench.
    app.get(
      "/api/plateforme/destinataires/:siren",
      { schema: { params: destinataireParamsSchema } },
      async (request) => service.destinataire(ctx.db, request.params.siren),
    );

    app.post(
      "/api/plateforme/factures/:canal/:numero/encaissee",
      { schema: { params: factureParams, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.encaisser(ctx, idempotentRequest(request), request.params)),
    );

    app.get("/api/plateforme/systeme", { config: { access: "direction" } }, async () =>
      service.etatPlateforme(ctx),
    );

    // Run now (the system page's button; tests and the demo use it rather than waiting for the timer).
    app.post("/api/plateforme/synchroniser", { config: { access: "direction" } }, async () =>
      service.synchroniserPlateforme(ctx),
    );
  };
