import {
  enCoursQuerySchema,
  extensiaQuerySchema,
  identifiantTexte,
  livresQuerySchema,
  type OfDuStatut,
  type OfEnCours,
  type OfExtensia,
  type OfLivre,
  ofDuStatutQuerySchema,
  ofFiltreSchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import {
  enCoursPageQuery,
  enCoursTotauxQuery,
  extensiaPageQuery,
  extensiaTotauxQuery,
  livresPageQuery,
  livresTotauxQuery,
  ofDuStatutCountQuery,
  ofDuStatutPageQuery,
  TRI_EN_COURS,
  TRI_EXTENSIA,
  TRI_LIVRES,
  TRI_OF_STATUT,
} from "./filter.queries.ts";
import { pageListe, repartitionOf, resolveFiltre, totauxAnalyse } from "./filter.service.ts";

const statutParams = z.object({ statut: identifiantTexte("Statut invalide.") });

/** /filter (spec 03 section 2.8): the status distribution, the OFs of a status, the three OF lists. */
export const filterRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/of/repartition", { schema: { querystring: ofFiltreSchema } }, async (request) =>
      repartitionOf(ctx, request.query),
    );

    app.get(
      "/api/of/repartition/:statut",
      { schema: { params: statutParams, querystring: ofDuStatutQuerySchema } },
      async (request, reply) => {
        const q = request.query;
        const f = resolveFiltre(q);
        const { statut } = request.params;
        const sort = { orderBy: TRI_OF_STATUT[q.sort], dir: q.dir };
        return sendList(
          reply,
          q,
          (page) =>
            pageListe<OfDuStatut>(ctx.db, sort, page, {
              page: (p) => ofDuStatutPageQuery(f, statut, p),
              totaux: ofDuStatutCountQuery(f, statut),
            }),
          {
            filename: `ofs-statut-${statut}`,
            columns: [
              { key: "numSachet", header: "OF" },
              { key: "client", header: "Bijouterie" },
              { key: "type", header: "Type" },
              { key: "ref", header: "Référence" },
              { key: "prixFact", header: "Prix", kind: "decimal" },
            ],
          },
        );
      },
    );

    app.get("/api/of/analyse/totaux", { schema: { querystring: ofFiltreSchema } }, async (request) =>
      totauxAnalyse(ctx, request.query),
    );

    app.get(
      "/api/of/analyse/en-cours",
      { schema: { querystring: enCoursQuerySchema } },
      async (request, reply) => {
        const q = request.query;
        const f = resolveFiltre(q);
        const sort = { orderBy: TRI_EN_COURS[q.sort], dir: q.dir };
        return sendList(
          reply,
          q,
          (page) =>
            pageListe<OfEnCours>(ctx.db, sort, page, {
              page: (p) => enCoursPageQuery(f, p),
              totaux: enCoursTotauxQuery(f),
            }),
          {
            filename: "ofs-en-cours",
            columns: [
              { key: "numSachet", header: "OF" },
              { key: "dateCrea", header: "Créé le", kind: "date" },
              { key: "dateLivr", header: "Livraison", kind: "date" },
              { key: "client", header: "Client" },
              { key: "ref", header: "Référence" },
              { key: "refClt", header: "Réf. client" },
              { key: "stade", header: "Stade" },
              { key: "metal", header: "Métal" },
              { key: "libelleStatut", header: "Statut" },
              { key: "poids", header: "Poids (g)", kind: "decimal" },
              { key: "prixFact", header: "Prix", kind: "decimal" },
            ],
          },
        );
      },
    );

    app.get(
      "/api/of/analyse/livres",
      { schema: { querystring: livresQuerySchema } },
      async (request, reply) => {
        const q = request.query;
        const f = resolveFiltre(q);
        const sort = { orderBy: TRI_LIVRES[q.sort], dir: q.dir };
        return sendList(
          reply,
          q,
          (page) =>
            pageListe<OfLivre>(ctx.db, sort, page, {
              page: (p) => livresPageQuery(f, p),
              totaux: livresTotauxQuery(f),
            }),
          {
            filename: "ofs-livres",
            columns: [
              { key: "numSachet", header: "OF" },
              { key: "idFact", header: "Facture" },
              { key: "dateFact", header: "Date facture", kind: "date" },
              { key: "client", header: "Client" },
              { key: "ref", header: "Référence" },
              { key: "designation", header: "Désignation" },
              { key: "refClt", header: "Réf. client" },
              { key: "stade", header: "Stade" },
              { key: "metal", header: "Métal" },
              { key: "poidsU", header: "Poids (g)", kind: "decimal" },
              { key: "prixFact", header: "Prix", kind: "decimal" },
              { key: "totht", header: "Total HT", kind: "decimal" },
            ],
          },
        );
      },
    );

    app.get(
      "/api/of/analyse/extensia",
      { schema: { querystring: extensiaQuerySchema } },
      async (request, reply) => {
        const q = request.query;
        const f = resolveFiltre(q);
        const sort = { orderBy: TRI_EXTENSIA[q.sort], dir: q.dir };
        return sendList(
          reply,
          q,
          (page) =>
            pageListe<OfExtensia>(ctx.db, sort, page, {
              page: (p) => extensiaPageQuery(f, p),
              totaux: extensiaTotauxQuery(f),
            }),
          {
            filename: "ofs-extensia",
            columns: [
              { key: "numSachet", header: "OF" },
              { key: "idFact", header: "Facture" },
              { key: "dateFact", header: "Date facture", kind: "date" },
              { key: "ref", header: "Référence" },
              { key: "description", header: "Désignation" },
              { key: "prenom", header: "Prénom" },
              { key: "metal", header: "Métal" },
              { key: "poids", header: "Poids (g)", kind: "decimal" },
              { key: "prixFact", header: "Prix facturé", kind: "decimal" },
            ],
          },
        );
      },
    );
  };
