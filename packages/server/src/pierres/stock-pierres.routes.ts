import {
  alimentationSchema,
  COLONNES_RETOURS_PIERRES,
  COLONNES_STOCK_PIERRES,
  etatPierresSchema,
  facturerPierresSchema,
  identifiantTexte,
  receptionSchema,
  retourPierreSchema,
  retoursPierresQuerySchema,
  selectionPierresSchema,
  stockPierresQuerySchema,
  texte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { pierresAReceptionner } from "./reception-pierres.queries.ts";
import { listRetours } from "./retour-pierres.queries.ts";
import { consommationLot, listStockPierres, totauxStockPierres } from "./stock-pierres.queries.ts";
import * as service from "./stock-pierres.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/**
 * /pierre/reception, /pierre/sortie, /pierre/stock, /pierre/retour (spec 02 sections 2.7 to 2.10):
 * entrusted stones received, fed to OFs, kept in stock, returned; in carats and pieces.
 */
export const stockPierresRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Reception.
    app.get(
      "/api/pierres/recues/recherche",
      { schema: { querystring: z.object({ q: texte().trim().max(200).default("") }) } },
      async (request) => pierresAReceptionner(ctx.db, request.query.q),
    );

    app.post(
      "/api/pierres/recues",
      { schema: { body: receptionSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.receptionner(ctx, idempotentRequest(request), request.body)),
    );

    app.get("/api/pierres/recues/:id/etiquette", { schema: { params: idParams } }, async (request, reply) => {
      const { idConf, pdf } = await service.etiquetteLot(ctx, request.params.id);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="pierre-${idConf}.pdf"`)
        .send(pdf);
    });

    app.get("/api/pierres/recues/:id/consommation", { schema: { params: idParams } }, async (request) =>
      consommationLot(ctx.db, request.params.id),
    );

    // Feeding to OFs.
    app.get(
      "/api/pierres/alimentations",
      { schema: { querystring: z.object({ of: identifiantTexte() }) } },
      async (request) => service.pierresAlimentees(ctx, request.query.of),
    );

    app.post(
      "/api/pierres/alimentations",
      { schema: { body: alimentationSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.alimenter(ctx, idempotentRequest(request), request.body)),
    );

    app.delete("/api/pierres/alimentations/:id", { schema: { params: idParams } }, async (request) =>
      service.supprimerAlimentation(ctx, actor(request.user).idUser, request.params.id),
    );

    app.post("/api/pierres/alimentations/:id/restaurer", { schema: { params: idParams } }, async (request) =>
      service.restaurerAlimentation(ctx, actor(request.user).idUser, request.params.id),
    );

    // Stock.
    listRoute(app, {
      url: "/api/pierres/stock",
      querystring: stockPierresQuerySchema,
      columns: COLONNES_STOCK_PIERRES,
      filename: "stock-pierres",
      fetch: ({ query }, page) => listStockPierres(ctx.db, query, page),
    });

    app.get(
      "/api/pierres/stock/totaux",
      { schema: { querystring: stockPierresQuerySchema } },
      async (request) => totauxStockPierres(ctx.db, request.query),
    );

    app.post("/api/pierres/stock/facturer", { schema: { body: facturerPierresSchema } }, async (request) =>
      service.facturer(ctx, actor(request.user).idUser, request.body),
    );

    app.post("/api/pierres/stock/etat", { schema: { body: etatPierresSchema } }, async (request) =>
      service.modifierEtat(ctx, actor(request.user).idUser, request.body),
    );

    app.post("/api/pierres/stock/reintegrer", { schema: { body: selectionPierresSchema } }, async (request) =>
      service.changerEnCours(ctx, actor(request.user).idUser, request.body.ids, 1),
    );

    app.post("/api/pierres/stock/sortir", { schema: { body: selectionPierresSchema } }, async (request) =>
      service.changerEnCours(ctx, actor(request.user).idUser, request.body.ids, 0),
    );

    // Returns.
    listRoute(app, {
      url: "/api/pierres/retours",
      querystring: retoursPierresQuerySchema,
      columns: COLONNES_RETOURS_PIERRES,
      filename: "retours-pierres",
      fetch: ({ query }, page) => listRetours(ctx.db, query, page),
    });

    app.post(
      "/api/pierres/retours",
      { schema: { body: retourPierreSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.ajouterRetour(ctx, idempotentRequest(request), request.body)),
    );

    app.put(
      "/api/pierres/retours/:id",
      { schema: { params: idParams, body: retourPierreSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.modifierRetour(ctx, idempotentRequest(request), request.params.id, request.body),
        ),
    );

    app.delete("/api/pierres/retours/:id", { schema: { params: idParams } }, async (request) =>
      service.supprimerRetour(ctx, actor(request.user).idUser, request.params.id),
    );
  };
