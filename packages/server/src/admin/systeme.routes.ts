import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { baseRepond, etatSysteme } from "./systeme.service.ts";

/** /test (role 1): the system page's state; GET /api/health (public, no data) for a monitor. */
export const systemeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/admin/systeme", { config: { access: "direction" } }, async () => etatSysteme(ctx));

    app.get("/api/health", { config: { access: "public" } }, async (_request, reply) => {
      const ok = await baseRepond(ctx.db);
      return reply
        .status(ok ? 200 : 503)
        .header("cache-control", "no-store")
        .send({ statut: ok ? "ok" : "indisponible" });
    });
  };
