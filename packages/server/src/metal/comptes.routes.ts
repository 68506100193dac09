import {
  avecPeriodeOrdonnee,
  identifiantTexte,
  periodeOptionnelleShape,
  perteAutoriseeSchema,
  releveQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { comptes, fixerPerteAutorisee, releve } from "./comptes.service.ts";

const periodeSchema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));
const idParams = z.object({ id: identifiantTexte() });

/**
 * /comptes_poids (issue 15): every weight account in fine grams per metal with its value and the
 * exposure per metal; the losses of the period against their allowance; a dated statement (PDF).
 */
export const comptesPoidsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/metal/comptes-poids", { schema: { querystring: periodeSchema } }, async (request) =>
      comptes(ctx, request.query),
    );

    app.get(
      "/api/metal/comptes-poids/releve",
      { schema: { querystring: releveQuerySchema } },
      async (request, reply) => {
        const { pdf, fichier } = await releve(ctx, request.query);
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${fichier}"`)
          .send(pdf);
      },
    );

    /** The loss a jeweller is allowed (direction only: it judges the workshop). */
    app.put(
      "/api/metal/comptes-poids/joailliers/:id/perte-autorisee",
      { config: { access: "direction" }, schema: { params: idParams, body: perteAutoriseeSchema } },
      async (request) => {
        const { id } = request.params;
        await fixerPerteAutorisee(ctx, actor(request.user).idUser, id, request.body.pourcentage);
        return { id, pourcentage: request.body.pourcentage };
      },
    );
  };
