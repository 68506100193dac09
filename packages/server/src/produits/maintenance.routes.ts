import { identifiantTexte, maintenanceApplicationSchema, maintenanceDemandeSchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import * as service from "./maintenance.service.ts";

const MAINTENANCE_URL = "/api/produits/catalogue/maintenance";

const cvParams = z.object({ idCv: identifiantTexte() });

/** Spec 02 section 2.17: copy the stone lines of a centre vide's model centre to its other centres. */
export const maintenanceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(`${MAINTENANCE_URL}/cv/:idCv`, { schema: { params: cvParams } }, async (request) =>
      service.etatCentreVide(ctx, request.params.idCv),
    );

    app.post(`${MAINTENANCE_URL}/apercu`, { schema: { body: maintenanceDemandeSchema } }, async (request) =>
      service.apercu(ctx, request.body),
    );

    app.post(
      `${MAINTENANCE_URL}/appliquer`,
      { schema: { body: maintenanceApplicationSchema } },
      async (request) => service.appliquer(ctx, actor(request.user).idUser, request.body),
    );
  };
