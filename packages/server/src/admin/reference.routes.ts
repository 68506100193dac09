import { pagesImpression } from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { listReference, REFERENCE_LISTS } from "./reference.queries.ts";

const params = z.object({
  liste: z.enum(Object.keys(REFERENCE_LISTS) as [string, ...string[]], { message: "Liste inconnue." }),
});

/** The reference lists every form needs (statuses, stades, transports, metals...), read-only. */
export const referenceRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/ref/:liste", { schema: { params } }, async (request) =>
      listReference(ctx.db, request.params.liste as keyof typeof REFERENCE_LISTS),
    );

    app.get("/api/admin/impressions", async () => pagesImpression(ctx.settings));
  };
