import {
  boiteOrFiltreSchema,
  boiteOrQuerySchema,
  boiteOrSaisieSchema,
  identifiantTexte,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import { listBoiteOr, soldeFiltre } from "./boite-or.queries.ts";
import * as service from "./boite-or.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/** /atelier/boite_or (spec 02 section 2.4): Liste Boite Or with its balance, Ajouter Boite Or, delete. */
export const boiteOrRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/atelier/boite-or",
      { schema: { querystring: boiteOrQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        return sendList(reply, query, (page) => listBoiteOr(ctx.db, query, page), {
          filename: "boite-or",
          columns: [
            { key: "joaillier", header: "Joaillier" },
            { key: "date", header: "Date", kind: "date" },
            { key: "doneOuvr", header: "Poids Donné", kind: "decimal" },
            { key: "renduOuvr", header: "Poids Rendu", kind: "decimal" },
            { key: "label", header: "Libellé" },
            { key: "numPesee", header: "Pesée" },
          ],
        });
      },
    );

    app.get(
      "/api/atelier/boite-or/solde",
      { schema: { querystring: boiteOrFiltreSchema } },
      async (request) => soldeFiltre(ctx.db, request.query),
    );

    app.post("/api/atelier/boite-or", { schema: { body: boiteOrSaisieSchema } }, async (request, reply) =>
      reply.status(201).send(await service.ajouterBoiteOr(ctx, actor(request.user).idUser, request.body)),
    );

    app.delete("/api/atelier/boite-or/:id", { schema: { params: idParams } }, async (request) =>
      service.supprimerBoiteOr(ctx, actor(request.user).idUser, request.params.id),
    );
  };
