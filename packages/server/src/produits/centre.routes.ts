import {
  COLONNES_CENTRES,
  COLONNES_PIERRES_CENTRE,
  centreInputSchema,
  entierTexte,
  identifiantTexte,
  lignePierreInputSchema,
  listQuerySchema,
  texte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute, pageOf } from "../http/list.ts";
import { CENTRE_SORTS, type CentreSort, listCentres } from "./centre.queries.ts";
import * as service from "./centre.service.ts";
import * as pierres from "./centre-pierres.service.ts";

export const CENTRES_URL = "/api/produits/catalogue/centres";
export const PIERRES_URL = "/api/produits/catalogue/pierres";

const idParams = z.object({ id: identifiantTexte() });
const ligneParams = idParams.extend({ idLigne: identifiantTexte() });
const listQuery = listQuerySchema(Object.keys(CENTRE_SORTS) as CentreSort[], "ref").extend({
  idCv: identifiantTexte().optional(),
});
const lignesQuery = listQuerySchema(["ordre"], "ordre");
const pierresQuery = z.object({
  q: texte().trim().max(100).default(""),
  limit: entierTexte(1, 50).default(20),
});

/** Spec 02 section 2.16: the centre catalogue and the stones of a centre (centre_pierre.php). */
export const centreRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: CENTRES_URL,
      querystring: listQuery,
      columns: COLONNES_CENTRES,
      filename: "centres",
      fetch: ({ query }, page) => listCentres(ctx.db, query, page),
    });

    app.post(CENTRES_URL, { schema: { body: centreInputSchema } }, async (request, reply) => {
      const created = await service.createCentre(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put(
      `${CENTRES_URL}/:id`,
      { schema: { params: idParams, body: centreInputSchema } },
      async (request) =>
        service.updateCentre(ctx, actor(request.user).idUser, request.params.id, request.body),
    );

    listRoute(app, {
      url: `${CENTRES_URL}/:id/pierres`,
      params: idParams,
      querystring: lignesQuery,
      columns: COLONNES_PIERRES_CENTRE,
      filename: ({ params }) => `pierres-centre-${params.id}`,
      fetch: async ({ params }, page) => pageOf(await pierres.lignesPierres(ctx, params.id), page),
    });

    app.post(
      `${CENTRES_URL}/:id/pierres`,
      { schema: { params: idParams, body: lignePierreInputSchema } },
      async (request, reply) => {
        const id = await pierres.addLigne(ctx, actor(request.user).idUser, request.params.id, request.body);
        return reply.status(201).send(id);
      },
    );

    app.put(
      `${CENTRES_URL}/:id/pierres/:idLigne`,
      { schema: { params: ligneParams, body: lignePierreInputSchema } },
      async (request) =>
        pierres.updateLigne(
          ctx,
          actor(request.user).idUser,
          request.params.id,
          request.params.idLigne,
          request.body,
        ),
    );

    app.delete(
      `${CENTRES_URL}/:id/pierres/:idLigne`,
      { schema: { params: ligneParams } },
      async (request, reply) => {
        await pierres.deleteLigne(ctx, actor(request.user).idUser, request.params.id, request.params.idLigne);
        return reply.status(204).send();
      },
    );

    app.get(PIERRES_URL, { schema: { querystring: pierresQuery } }, async (request) =>
      pierres.pierresOptions(ctx, request.query.q, request.query.limit),
    );
  };
