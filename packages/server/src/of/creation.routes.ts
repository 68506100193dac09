import { identifiantTexte, ofCreationLotSchema, verifStockSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { creerOfs, prixProduit, verifStock } from "./creation.service.ts";

const idpParams = z.object({ idp: identifiantTexte() });

/** /of, OF creation (spec 01 sections 2, 5 and 7). */
export const ofCreationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post("/api/of/verif-stock", { schema: { body: verifStockSchema } }, async (request) =>
      verifStock(ctx, request.body),
    );

    app.get("/api/of/creation/prix/:idp", { schema: { params: idpParams } }, async (request) =>
      prixProduit(ctx, request.params.idp),
    );

    app.post("/api/of/creation", { schema: { body: ofCreationLotSchema } }, async (request, reply) => {
      const crees = await creerOfs(ctx, actor(request.user).idUser, request.body.ofs);
      return reply.status(201).send(crees);
    });
  };
