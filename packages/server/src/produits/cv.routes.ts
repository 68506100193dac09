import {
  COLONNES_CENTRES_VIDES,
  centreVideInputSchema,
  entierTexte,
  identifiantTexte,
  listQuerySchema,
  texte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { CV_SORTS, type CvSort, listCentresVides, searchCvOptions } from "./cv.queries.ts";
import * as service from "./cv.service.ts";

export const CV_URL = "/api/produits/catalogue/cv";

const idParams = z.object({ id: identifiantTexte() });
const listQuery = listQuerySchema(Object.keys(CV_SORTS) as CvSort[], "ref");
const refQuery = z.object({ ref: texte().max(50).default("") });
const optionsQuery = z.object({
  q: texte().trim().max(50).default(""),
  limit: entierTexte(1, 50).default(20),
});

/** Spec 02 section 2.15: the centre vide catalogue. */
export const cvRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: CV_URL,
      querystring: listQuery,
      columns: COLONNES_CENTRES_VIDES,
      filename: "centres-vides",
      fetch: ({ query }, page) => listCentresVides(ctx.db, query, page),
    });

    // The live check behind the disabled Ajouter and 'Ref deja Existante'.
    app.get(`${CV_URL}/ref`, { schema: { querystring: refQuery } }, async (request) =>
      service.refCentreVide(ctx, request.query.ref),
    );

    app.get(`${CV_URL}/options`, { schema: { querystring: optionsQuery } }, async (request) =>
      searchCvOptions(ctx.db, request.query.q, request.query.limit),
    );

    app.post(CV_URL, { schema: { body: centreVideInputSchema } }, async (request, reply) => {
      const created = await service.createCentreVide(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put(`${CV_URL}/:id`, { schema: { params: idParams, body: centreVideInputSchema } }, async (request) =>
      service.updateCentreVide(ctx, actor(request.user).idUser, request.params.id, request.body),
    );
  };
