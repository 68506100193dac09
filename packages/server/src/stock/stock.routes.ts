import {
  COLONNES_COMMANDES,
  COLONNES_CONFIES,
  COLONNES_IDENTIQUES,
  COLONNES_STOCK,
  commandesQuerySchema,
  confierSchema,
  dereserverSchema,
  editerStockSchema,
  identifiantTexte,
  identiquesQuerySchema,
  inventaireSchema,
  listQuerySchema,
  ofsTexteSchema,
  plateauMouvementSchema,
  rentrerStockSchema,
  reserverSchema,
  selectionStockSchema,
  stockQuerySchema,
  stockResumeSchema,
} from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import type { Impression } from "./impressions.service.ts";
import * as impressions from "./impressions.service.ts";
import { inventaire, plateaux } from "./inventaire.service.ts";
import * as lq from "./liste.queries.ts";
import { listStock, resumeFiltre, resumeSelection } from "./liste.service.ts";
import * as mv from "./mouvements.service.ts";
import * as rq from "./reservation.queries.ts";
import { dereserver, reserver } from "./reservation.service.ts";
import { valorisation } from "./valorisation.queries.ts";

const ofParams = z.object({ of: identifiantTexte() });
const idParams = z.object({ id: identifiantTexte() });
const etiquettesQuery = ofsTexteSchema.extend({ format: z.enum(["thermique", "a4"]).default("thermique") });
const confiesQuery = listQuerySchema(["age", "valeur"], "age");

function envoyerPdf(reply: FastifyReply, { bytes, nom }: Impression) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `inline; filename="${nom}.pdf"`)
    .send(bytes);
}

/**
 * The finished-product stock (spec 02 sections 2.12 to 2.14, spec 03 section 2.16): /produit/stock,
 * Rentrer en Stock, /reservation, /valorisation, the prints, the tray count and the consignments.
 */
export const stockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const user = (request: { user: Parameters<typeof actor>[0] }) => actor(request.user).idUser;

    listRoute(app, {
      url: "/api/stock",
      querystring: stockQuerySchema,
      columns: COLONNES_STOCK,
      filename: "stock-produit",
      fetch: ({ query }, page) => listStock(ctx.db, query, page),
    });
    app.get("/api/stock/resume", { schema: { querystring: stockQuerySchema } }, async (request) =>
      resumeFiltre(ctx.db, request.query),
    );
    app.post("/api/stock/resume", { schema: { body: stockResumeSchema } }, async (request) =>
      resumeSelection(ctx.db, request.body.ofs),
    );
    app.get("/api/stock/:of/historique", { schema: { params: ofParams } }, async (request) =>
      lq.historique(ctx.db, request.params.of),
    );

    app.post(
      "/api/stock/rentrer",
      { schema: { body: rentrerStockSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await mv.rentrerEnStock(ctx, idempotentRequest(request), request.body)),
    );
    app.put("/api/stock/:of", { schema: { params: ofParams, body: editerStockSchema } }, async (request) =>
      mv.editer(ctx, user(request), request.params.of, request.body),
    );
    app.post(
      "/api/stock/confier",
      { schema: { body: confierSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await mv.confier(ctx, idempotentRequest(request), request.body)),
    );
    app.post(
      "/api/stock/retour",
      { schema: { body: selectionStockSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await mv.retourStock(ctx, idempotentRequest(request), request.body)),
    );
    app.post("/api/stock/plateau", { schema: { body: plateauMouvementSchema } }, async (request) =>
      mv.mouvementPlateau(ctx, user(request), request.body),
    );
    app.post(
      "/api/stock/supprimer-reservation",
      { schema: { body: selectionStockSchema } },
      async (request) => mv.supprimerReservations(ctx, user(request), request.body),
    );
    app.post(
      "/api/stock/facturer",
      { schema: { body: selectionStockSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await mv.facturer(ctx, idempotentRequest(request), request.body)),
    );

    // Prints (GET, application/pdf inline): labels, tray sheet, consignment note, reservation sheet.
    app.get(
      "/api/stock/print/etiquettes",
      { schema: { querystring: etiquettesQuery } },
      async (request, reply) =>
        envoyerPdf(reply, await impressions.etiquettes(ctx, request.query.ofs, request.query.format)),
    );
    app.get("/api/stock/print/plateau", { schema: { querystring: ofsTexteSchema } }, async (request, reply) =>
      envoyerPdf(reply, await impressions.feuillePlateau(ctx, request.query.ofs)),
    );
    app.get("/api/stock/print/confie", { schema: { querystring: ofsTexteSchema } }, async (request, reply) =>
      envoyerPdf(reply, await impressions.bonConfie(ctx, request.query.ofs)),
    );
    app.get(
      "/api/stock/print/reservation",
      { schema: { querystring: ofsTexteSchema } },
      async (request, reply) =>
        envoyerPdf(reply, await impressions.feuilleReservation(ctx, request.query.ofs)),
    );

    // /reservation
    listRoute(app, {
      url: "/api/stock/reservation/commandes",
      querystring: commandesQuerySchema,
      columns: COLONNES_COMMANDES,
      filename: "produits-en-commande",
      fetch: ({ query }, page) => rq.commandesPage(ctx.db, query, ctx.settings.clientStock, page),
    });
    app.get(
      "/api/stock/reservation/comptes",
      { schema: { querystring: commandesQuerySchema } },
      async (request) => rq.comptesCommandes(ctx.db, request.query, ctx.settings.clientStock),
    );
    listRoute(app, {
      url: "/api/stock/reservation/identiques",
      querystring: identiquesQuerySchema,
      columns: COLONNES_IDENTIQUES,
      filename: "produits-identiques",
      fetch: ({ query }, page) => rq.identiquesPage(ctx.db, query.commande, query.proches === "1", page),
    });
    app.post("/api/stock/reservation", { schema: { body: reserverSchema } }, async (request) =>
      reserver(ctx, user(request), request.body),
    );
    app.post("/api/stock/dereservation", { schema: { body: dereserverSchema } }, async (request) =>
      dereserver(ctx, user(request), request.body),
    );

    // Spec 03 section 2.16: the valuation is Compta's, for roles 1 and 6 (every session's role).
    app.get("/api/stock/valorisation", async () => valorisation(ctx.db));

    // Trays and their count by scanner; consignments per client.
    app.get("/api/stock/plateaux", async () => plateaux(ctx));
    app.post(
      "/api/stock/plateaux/:id/inventaire",
      { schema: { params: idParams, body: inventaireSchema } },
      async (request) => inventaire(ctx, user(request), request.params.id, request.body),
    );
    listRoute(app, {
      url: "/api/stock/confies",
      querystring: confiesQuery,
      columns: COLONNES_CONFIES,
      filename: "confies-par-client",
      fetch: ({ query }, page) => lq.confiesParClient(ctx.db, ctx.settings.clientStock, page, query.sort),
    });
    app.get("/api/stock/confies/:id", { schema: { params: idParams } }, async (request) =>
      lq.confiesDuClient(ctx.db, request.params.id),
    );
  };
