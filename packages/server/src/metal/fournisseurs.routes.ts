import { fournisseurAdresseSchema, identifiantTexte } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { enregistrerAdresse, listeFournisseurs } from "./fournisseurs.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/**
 * /fournisseurs (issue 25 point 3): the suppliers and their address, which the police register names
 * them with; a movement for a supplier without one is refused (migration 0028).
 */
export const fournisseursRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/fournisseurs", async () => listeFournisseurs(ctx.db));

    app.put(
      "/api/fournisseurs/:id",
      { schema: { params: idParams, body: fournisseurAdresseSchema } },
      async (request) => {
        await enregistrerAdresse(ctx.db, actor(request.user).idUser, request.params.id, request.body);
        return { id: request.params.id, ...request.body };
      },
    );
  };
