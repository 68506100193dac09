import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { centreRoutes } from "./centre.routes.ts";
import { cvRoutes } from "./cv.routes.ts";
import { maintenanceRoutes } from "./maintenance.routes.ts";

/** The product catalogues (spec 02 sections 2.15 to 2.17) under /api/produits/catalogue. */
export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(cvRoutes(ctx));
    await app.register(centreRoutes(ctx));
    await app.register(maintenanceRoutes(ctx));
  };
