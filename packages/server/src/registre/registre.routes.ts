import { COLONNES_REGISTRE, filtreRegistreSchema, registreQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { planifierTache } from "../http/planifier.ts";
import * as service from "./registre.service.ts";
import { scellerJoursPasses, verifierRegistre } from "./sceau.ts";

/** Finished days are sealed at start and every hour. */
const SCELLER_TOUTES_LES_MS = 60 * 60_000;

/**
 * /registre: the police register of precious metals, read only (the movements write it): the list of a
 * period, its printed extract, and the verification of the whole chain of seals (role 1).
 */
export const registreRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    planifierTache(
      app,
      "scellement du registre de police",
      () => scellerJoursPasses(ctx.db),
      SCELLER_TOUTES_LES_MS,
    );

    listRoute(app, {
      url: "/api/registre",
      querystring: registreQuerySchema,
      columns: COLONNES_REGISTRE,
      filename: ({ query }) => `livre-de-police-${query.du}-${query.au}`,
      fetch: ({ query }, page) => service.listerRegistre(ctx.db, query, query.dir, page),
    });

    app.get(
      "/api/registre/extrait",
      { schema: { querystring: filtreRegistreSchema } },
      async (request, reply) => {
        const pdf = await service.extraitRegistre(ctx.db, ctx.settings, request.query);
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `inline; filename="livre-de-police-${request.query.du}-${request.query.au}.pdf"`,
          )
          .send(pdf);
      },
    );

    app.post("/api/registre/verification", { config: { access: "direction" } }, async () => {
      await scellerJoursPasses(ctx.db);
      return verifierRegistre(ctx.db);
    });
  };
