import {
  analyseFournisseurQuerySchema,
  COLONNES_COMPARAISON,
  COLONNES_CONNEXIONS,
  COLONNES_CONSULTATIONS,
  COLONNES_DETAIL_CA,
  COLONNES_DETAIL_PRIX,
  COLONNES_FACON,
  COLONNES_INCOHERENTS,
  COLONNES_PROGRESSION,
  COLONNES_STOCK_DETAIL,
  COLONNES_SYNTHESE_PRIX,
  COLONNES_TOP_VENTE,
  caFiltreSchema,
  comparaisonQuerySchema,
  connexionsQuerySchema,
  consultationsQuerySchema,
  detailCaQuerySchema,
  detailPrixQuerySchema,
  faconQuerySchema,
  historiqueQuerySchema,
  incoherentsQuerySchema,
  progressionListeQuerySchema,
  progressionQuerySchema,
  stockDetailQuerySchema,
  stockFiltreSchema,
  suiviProductionQuerySchema,
  synthesePrixQuerySchema,
  topVenteQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import * as ca from "./ca.service.ts";
import * as comparaison from "./comparaison.service.ts";
import * as connexions from "./connexions.service.ts";
import { analyseFournisseurs } from "./fournisseur.service.ts";
import * as prix from "./prix.service.ts";
import { suiviProductionPeriode } from "./production.service.ts";
import * as progression from "./progression.service.ts";
import * as stock from "./stock.service.ts";

/** The Analyse menu (role 1 only, enforced by the /api/analyse prefix in http/access.ts). */
export const analyseRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/analyse/fournisseurs",
      { schema: { querystring: analyseFournisseurQuerySchema } },
      async (request) => analyseFournisseurs(ctx, request.query),
    );

    // /analyse_ca (spec 03 section 2.1): one endpoint per tab, the detail popup as a list.
    listRoute(app, {
      url: "/api/analyse/ca/top-vente",
      querystring: topVenteQuerySchema,
      columns: COLONNES_TOP_VENTE,
      filename: "top-vente",
      fetch: ({ query }, page) => ca.topVente(ctx, query, page),
    });
    app.get("/api/analyse/ca/repartition", { schema: { querystring: caFiltreSchema } }, async (request) =>
      ca.repartitionCa(ctx, request.query),
    );
    app.get("/api/analyse/ca/vente", { schema: { querystring: caFiltreSchema } }, async (request) =>
      ca.analyseVente(ctx, request.query),
    );
    listRoute(app, {
      url: "/api/analyse/ca/detail",
      querystring: detailCaQuerySchema,
      columns: COLONNES_DETAIL_CA,
      filename: "detail-ventes",
      fetch: ({ query }, page) => ca.detailCa(ctx, query, page),
    });
    app.get("/api/analyse/ca/mois", { schema: { querystring: caFiltreSchema } }, async (request) =>
      ca.caParMois(ctx, request.query),
    );
    app.get(
      "/api/analyse/ca/comparaison-mois",
      { schema: { querystring: caFiltreSchema } },
      async (request) => ca.comparaisonMois(ctx, request.query),
    );
    app.get("/api/analyse/ca/annees", { schema: { querystring: caFiltreSchema } }, async (request) =>
      ca.caParAnnee(ctx, request.query),
    );

    // /facon (spec 03 section 2.7).
    listRoute(app, {
      url: "/api/analyse/facon",
      querystring: faconQuerySchema,
      columns: COLONNES_FACON,
      filename: "facon",
      fetch: ({ query }, page) => ca.faconListe(ctx, query, page),
    });
    app.get("/api/analyse/facon/total", { schema: { querystring: caFiltreSchema } }, async (request) =>
      ca.faconTotal(ctx, request.query),
    );

    // /variation_ca_client (spec 03 section 2.2).
    app.get(
      "/api/analyse/progression",
      { schema: { querystring: progressionQuerySchema } },
      async (request) => progression.progressions(ctx, request.query),
    );
    listRoute(app, {
      url: "/api/analyse/progression/clients",
      querystring: progressionListeQuerySchema,
      columns: COLONNES_PROGRESSION,
      filename: "variation-ca-client",
      fetch: ({ query }, page) => progression.comparaisonClients(ctx, query, page),
    });
    app.get(
      "/api/analyse/progression/historique",
      { schema: { querystring: historiqueQuerySchema } },
      async (request) => progression.historiqueClient(ctx, request.query.client),
    );

    // /comparaison_ca (spec 03 section 2.3).
    listRoute(app, {
      url: "/api/analyse/comparaison",
      querystring: comparaisonQuerySchema,
      columns: COLONNES_COMPARAISON,
      filename: "evolution-ca-client",
      fetch: ({ query }, page) => comparaison.comparaisonCa(ctx, query, page),
    });

    // /suivi_production (spec 03 section 2.9).
    app.get(
      "/api/analyse/production",
      { schema: { querystring: suiviProductionQuerySchema } },
      async (request) => suiviProductionPeriode(ctx, request.query),
    );

    // /analyse_stock (spec 03 section 2.5).
    app.get("/api/analyse/stock", { schema: { querystring: stockFiltreSchema } }, async (request) =>
      stock.stockTranches(ctx, request.query),
    );
    listRoute(app, {
      url: "/api/analyse/stock/detail",
      querystring: stockDetailQuerySchema,
      columns: COLONNES_STOCK_DETAIL,
      filename: "stock-tranche",
      fetch: ({ query }, page) => stock.stockDetail(ctx, query, page),
    });

    // /analyse_prix (spec 03 section 2.4): the three tables, each a list with its CSV.
    listRoute(app, {
      url: "/api/analyse/prix/synthese",
      querystring: synthesePrixQuerySchema,
      columns: COLONNES_SYNTHESE_PRIX,
      filename: "synthese-prix",
      fetch: ({ query }, page) => prix.synthesePrix(ctx, query, page),
    });
    listRoute(app, {
      url: "/api/analyse/prix/detail",
      querystring: detailPrixQuerySchema,
      columns: COLONNES_DETAIL_PRIX,
      filename: "detail-prix",
      fetch: ({ query }, page) => prix.detailPrix(ctx, query, page),
    });
    listRoute(app, {
      url: "/api/analyse/prix/incoherents",
      querystring: incoherentsQuerySchema,
      columns: COLONNES_INCOHERENTS,
      filename: "produits-incoherents",
      fetch: ({ query }, page) => prix.incoherents(ctx, query, page),
    });

    // /suivi_connection (spec 03 section 2.12): other users' activity, role 1 only like every analysis.
    listRoute(app, {
      url: "/api/analyse/connexions",
      querystring: connexionsQuerySchema,
      columns: COLONNES_CONNEXIONS,
      filename: "connexions",
      fetch: ({ query }, page) => connexions.statsConnexions(ctx, query, page),
    });
    listRoute(app, {
      url: "/api/analyse/connexions/produits",
      querystring: consultationsQuerySchema,
      columns: COLONNES_CONSULTATIONS,
      filename: "produits-consultes",
      fetch: ({ query }, page) => connexions.consultations(ctx, query, page),
    });
  };
