import { COLONNES_REGISTRE, filtreRegistreSchema, registreQuerySchema } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type AppContext, actor } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import { planifierTache } from "../http/planifier.ts";
import * as service from "./registre.service.ts";
import { scellerJoursPasses } from "./sceau.ts";

/** Finished days are sealed at start and every hour. */
const SCELLER_TOUTES_LES_MS = 60 * 60_000;

/**
 * /registre: the police register of precious metals, read only (the movements write it): the list of a
 * period, its printed extract, sealing now and the verification of the whole chain of seals (role 1).
 * Every read is recorded (registre_police_consultation).
 */
export const registreRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const dataDir = ctx.config.dataDir;
    planifierTache(
      app,
      "scellement du registre de police",
      () => scellerJoursPasses(ctx.db, dataDir),
      SCELLER_TOUTES_LES_MS,
    );

    listRoute(app, {
      url: "/api/registre",
      querystring: registreQuerySchema,
      columns: COLONNES_REGISTRE,
      filename: ({ query }) => `livre-de-police-${query.du}-${query.au}`,
      fetch: ({ query, user }, page) => service.listerRegistre(ctx.db, actor(user), query, query.dir, page),
    });

    app.get(
      "/api/registre/extrait",
      { schema: { querystring: filtreRegistreSchema } },
      async (request, reply) => {
        const pdf = await service.extraitRegistre(
          ctx.db,
          dataDir,
          actor(request.user),
          ctx.settings,
          request.query,
        );
        return reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            `inline; filename="livre-de-police-${request.query.du}-${request.query.au}.pdf"`,
          )
          .send(pdf);
      },
    );

    app.post("/api/registre/sceau", { config: { access: "direction" } }, async (request) =>
      service.scellerMaintenant(ctx.db, dataDir, actor(request.user)),
    );

    app.post("/api/registre/verification", { config: { access: "direction" } }, async (request) =>
      service.verifier(ctx.db, dataDir, actor(request.user)),
    );
  };
