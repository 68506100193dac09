import {
  identifiantTexte,
  modifierPrixSchema,
  pierreCreationSchema,
  pierreInputSchema,
  pierresQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import { listPierres } from "./pierres.queries.ts";
import * as service from "./pierres.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/** /pierre (spec 02 section 2.11): the stone price list, Ajouter, Editer and Modifier Prix. */
export const pierresRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/pierres", { schema: { querystring: pierresQuerySchema } }, async (request, reply) => {
      const query = request.query;
      return sendList(reply, query, (page) => listPierres(ctx.db, query, page), {
        filename: "tarif-pierres",
        columns: [
          { key: "type", header: "Type" },
          { key: "formeLabel", header: "Forme" },
          { key: "couleur", header: "Couleur" },
          { key: "poids", header: "Poids", kind: "decimal" },
          { key: "description", header: "Description" },
          { key: "qualite", header: "Qualite" },
          { key: "fournisseur", header: "Fournisseur" },
          { key: "euro", header: "Euro", kind: "decimal" },
          { key: "dollar", header: "Dollar", kind: "decimal" },
          { key: "coeff", header: "Coef", kind: "decimal" },
        ],
      });
    });

    app.post("/api/pierres", { schema: { body: pierreCreationSchema } }, async (request, reply) => {
      const created = await service.createPierre(ctx, actor(request.user).idUser, request.body);
      return reply.status(201).send(created);
    });

    app.put("/api/pierres/:id", { schema: { params: idParams, body: pierreInputSchema } }, async (request) =>
      service.updatePierre(ctx, actor(request.user).idUser, request.params.id, request.body),
    );

    app.post("/api/pierres/tarifs/modifier-prix", { schema: { body: modifierPrixSchema } }, async (request) =>
      service.modifierPrix(ctx, actor(request.user).idUser, request.body),
    );
  };
