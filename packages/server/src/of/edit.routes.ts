import {
  COLONNES_OFS,
  editionOfSchema,
  identifiantTexte,
  listQuerySchema,
  MSG_RECHERCHE_TROP_LONGUE,
  RECHERCHE_MAX_CARACTERES,
  texte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { OF_SORTS, type OfSort } from "./edit.queries.ts";
import * as service from "./edit.service.ts";

export const MSG_NUMERO_OF_INVALIDE = "Numéro d'OF invalide.";

export const ofParams = z.object({
  n: identifiantTexte(MSG_NUMERO_OF_INVALIDE),
});

const listQuery = listQuerySchema(Object.keys(OF_SORTS) as OfSort[], "numSachet").extend({
  statut: identifiantTexte().optional(),
  /** The /of/edit screen's own search field (it also selects an OF typed exactly): same as q. */
  recherche: texte().trim().max(RECHERCHE_MAX_CARACTERES, MSG_RECHERCHE_TROP_LONGUE).optional(),
});

/** /of/edit (spec 01 section 2): the OF list, one OF, the edit panel's save, the deletion. */
export const editOfRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/of",
      querystring: listQuery,
      columns: COLONNES_OFS,
      filename: "of",
      fetch: ({ query }, page) =>
        service.listerOfs(
          ctx,
          { q: query.q ?? query.recherche, statut: query.statut },
          query.sort as OfSort,
          query.dir,
          page,
        ),
    });

    app.get("/api/of/:n", { schema: { params: ofParams } }, async (request) =>
      service.lireOf(ctx.db, request.params.n),
    );

    app.put("/api/of/:n/edition", { schema: { params: ofParams, body: editionOfSchema } }, async (request) =>
      service.enregistrerEdition(ctx, actor(request.user).idUser, request.params.n, request.body),
    );

    app.delete("/api/of/:n", { schema: { params: ofParams } }, async (request, reply) => {
      await service.supprimerOf(ctx, actor(request.user).idUser, request.params.n);
      return reply.status(204).send();
    });
  };
