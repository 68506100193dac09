import { peseeSchema, peseesQuerySchema, productionQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import { listPesees } from "./vue.queries.ts";
import * as service from "./vue.service.ts";

/** /atelier (spec 02 section 2.5): the jewellers' cards, 'Faire Pesée', production statistics. */
export const atelierVueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/vue", async () => service.cartesJoailliers(ctx.db));

    app.post("/api/atelier/pesees", { schema: { body: peseeSchema } }, async (request, reply) =>
      reply.status(201).send(await service.fairePesee(ctx, actor(request.user).idUser, request.body)),
    );

    app.get("/api/atelier/pesees", { schema: { querystring: peseesQuerySchema } }, async (request, reply) => {
      const query = request.query;
      return sendList(reply, query, (page) => listPesees(ctx.db, query, page), {
        filename: "pesees",
        columns: [
          { key: "numPesee", header: "N° Pesée" },
          { key: "joaillier", header: "Joaillier" },
          { key: "date", header: "Date", kind: "date" },
          { key: "poidsOfSorti", header: "Poids OF sorti", kind: "decimal" },
          { key: "poidsOfRentre", header: "Poids OF rentré", kind: "decimal" },
          { key: "pdsOrS", header: "Or donné", kind: "decimal" },
          { key: "pdsOrE", header: "Or rendu", kind: "decimal" },
        ],
      });
    });

    app.get("/api/atelier/production", { schema: { querystring: productionQuerySchema } }, async (request) =>
      service.statProduction(ctx.db, request.query),
    );
  };
