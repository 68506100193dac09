import {
  achatsFournisseurMoisQuerySchema,
  COLONNES_ACHATS_FOURNISSEUR_MOIS,
  COLONNES_FACTURES_FOURNISSEURS,
  decisionAchatSchema,
  facturesFournisseursQuerySchema,
  MSG_FACTURE_FOURNISSEUR_INTROUVABLE,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { planifierTache } from "../http/planifier.ts";
import * as service from "./achats.service.ts";
import { pageAchatsFournisseurMois } from "./analyse.queries.ts";
import { releverPlateforme } from "./releve.service.ts";

const idParams = z.object({
  id: z.coerce
    .number({ error: MSG_FACTURE_FOURNISSEUR_INTROUVABLE })
    .int(MSG_FACTURE_FOURNISSEUR_INTROUVABLE)
    .positive(MSG_FACTURE_FOURNISSEUR_INTROUVABLE)
    .max(2_147_483_647, MSG_FACTURE_FOURNISSEUR_INTROUVABLE),
});

/** "Factures fournisseurs" (issue 30 point 4): the list, an invoice, its original file, the decisions. */
export const achatsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // One round at a time: a slow platform never stacks two receptions.
    let enCours = false;
    planifierTache(
      app,
      "réception des factures fournisseurs",
      async () => {
        if (enCours) return;
        enCours = true;
        try {
          await releverPlateforme(ctx);
        } finally {
          enCours = false;
        }
      },
      ctx.settings.plateformeIntervalleSecondes * 1000,
    );

    listRoute(app, {
      url: "/api/achats/factures",
      querystring: facturesFournisseursQuerySchema,
      columns: COLONNES_FACTURES_FOURNISSEURS,
      filename: "factures-fournisseurs",
      fetch: ({ query }, page) => service.listFactures(ctx.db, query, page),
    });

    listRoute(app, {
      url: "/api/achats/par_fournisseur_mois",
      querystring: achatsFournisseurMoisQuerySchema,
      columns: COLONNES_ACHATS_FOURNISSEUR_MOIS,
      filename: "achats-par-fournisseur-et-mois",
      fetch: ({ query }, page) => pageAchatsFournisseurMois(ctx.db, query, page),
    });

    app.get("/api/achats/factures/:id", { schema: { params: idParams } }, async (request) =>
      service.detail(ctx.db, request.params.id),
    );

    app.get("/api/achats/factures/:id/fichier", { schema: { params: idParams } }, async (request, reply) => {
      const f = await service.fichierOriginal(ctx.db, request.params.id);
      return reply
        .type(f.type)
        .header("content-disposition", `inline; filename="${f.nom.replace(/[^\w.-]/g, "_")}"`)
        .header("cache-control", "no-store")
        .send(f.octets);
    });

    app.post(
      "/api/achats/factures/:id/decision",
      { schema: { params: idParams, body: decisionAchatSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.decider(ctx, idempotentRequest(request), request.params.id, request.body),
        ),
    );
  };
