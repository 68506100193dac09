import { identifiantTexte, MSG_WP_PAS_EN_COURS } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { WpSync } from "./wp.service.ts";

const idParams = z.object({ id: identifiantTexte() });

/** /wp: start a sync (it runs on the server), follow it, cancel it, list the last runs. */
export const wpRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // WP_BACKOFF_MS: the first retry delay (tests shorten it).
    const sync = new WpSync(ctx, Number(process.env.ECRIN_WP_BACKOFF_MS ?? 1000));
    await sync.reprendre();
    app.addHook("onClose", async () => {
      await sync.attendre();
    });

    app.post("/api/wp/sync", async (request, reply) => {
      const id = await sync.demarrer(actor(request.user).idUser);
      return reply.status(202).send({ id });
    });

    app.get("/api/wp/sync/:id", { schema: { params: idParams } }, async (request) =>
      sync.etat(request.params.id),
    );

    app.post("/api/wp/sync/:id/annuler", { schema: { params: idParams } }, async (request, reply) => {
      if (!sync.annuler(request.params.id)) {
        refus({ code: "WP_PAS_EN_COURS", message: MSG_WP_PAS_EN_COURS });
      }
      return reply.status(204).send();
    });

    app.get("/api/wp/runs", async () => sync.derniers());
  };
