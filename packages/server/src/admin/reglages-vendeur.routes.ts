import { reglagesVendeurSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { enregistrerReglagesVendeur, lireReglagesVendeur } from "./reglages-vendeur.service.ts";

/** /vendeur (role 1): the seller's identity printed on invoices, credit notes and bills. */
export const reglagesVendeurRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/admin/reglages/vendeur", { config: { access: "direction" } }, async () =>
      lireReglagesVendeur(ctx),
    );

    app.put(
      "/api/admin/reglages/vendeur",
      { config: { access: "direction" }, schema: { body: reglagesVendeurSchema } },
      async (request) => enregistrerReglagesVendeur(ctx, actor(request.user).idUser, request.body),
    );
  };
