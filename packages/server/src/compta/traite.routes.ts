import {
  COLONNES_TRAITES,
  facturesATraiterQuerySchema,
  MSG_REMISE_INTROUVABLE,
  MSG_TRAITE_INTROUVABLE,
  remiseLcrQuerySchema,
  remiseLcrSchema,
  traiteClientSchema,
  traiteFournisseurSchema,
  traitesQuerySchema,
} from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import * as remises from "./remise-lcr.service.ts";
import * as q from "./traite.queries.ts";
import * as service from "./traite.service.ts";

const idSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const idParams = z.object({ id: idSchema(MSG_TRAITE_INTROUVABLE) });

/** The bill opens inline in the tab the screen opened; never cached. */
function pdf(reply: FastifyReply, filename: string, data: Buffer) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${filename}.pdf"`)
    .header("cache-control", "no-store")
    .send(data);
}

/**
 * /traite and /traite_fournisseur (spec 02 section 2.18): create a bill (once per Idempotency-Key),
 * then print it as a lettre de change (one form per instalment). A bill with a missing field is
 * refused with the spec's alert "Il manque les variables suivantes : ..." (the schemas carry the rule).
 */
export const traiteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/compta/traites/prochain-effet", async () => service.prochainEffet(ctx));

    listRoute(app, {
      url: "/api/compta/traites",
      querystring: traitesQuerySchema,
      columns: COLONNES_TRAITES,
      filename: "traites",
      fetch: ({ query }, page) => service.listTraites(ctx.db, query, page),
    });

    app.post(
      "/api/compta/traites",
      { schema: { body: traiteClientSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.createTraite(ctx, idempotentRequest(request), request.body)),
    );

    // "Factures réglées": the client's invoices of both channels no bill settles yet.
    app.get(
      "/api/compta/traites/factures",
      { schema: { querystring: facturesATraiterQuerySchema } },
      async (request) => q.facturesATraiter(ctx.db, request.query),
    );

    app.get(
      "/api/compta/traites/remise",
      { schema: { querystring: remiseLcrQuerySchema.pick({ date: true }) } },
      async (request) => service.traitesRemise(ctx, request.query.date),
    );

    app.post(
      "/api/compta/traites/remises",
      { schema: { body: remiseLcrSchema, headers: idempotencyHeaders } },
      async (request, reply) => {
        const answer = await remises.remettre(ctx, idempotentRequest(request), request.body);
        return sendAnswer(reply, answer.body.dejaFaite ? { ...answer, status: 200 } : answer);
      },
    );

    app.get(
      "/api/compta/traites/remises/:numero/fichier",
      { schema: { params: z.object({ numero: idSchema(MSG_REMISE_INTROUVABLE) }) } },
      async (request, reply) => {
        const f = await remises.fichierDeRemise(ctx, request.params.numero);
        return reply
          .type("text/plain; charset=us-ascii")
          .header("content-disposition", `attachment; filename="${f.nom}"`)
          .header("cache-control", "no-store")
          .send(f.fichier);
      },
    );

    app.get("/api/compta/traites/:id/pdf", { schema: { params: idParams } }, async (request, reply) =>
      pdf(reply, `traite-${request.params.id}`, await service.traitePdf(ctx, request.params.id)),
    );

    app.get("/api/compta/banques", async () => q.listBanques(ctx.db));

    app.get("/api/compta/traites-fournisseur/fournisseurs", async () => q.listFournisseurs(ctx.db));

    app.post(
      "/api/compta/traites-fournisseur",
      { schema: { body: traiteFournisseurSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.createTraiteFournisseur(ctx, idempotentRequest(request), request.body),
        ),
    );

    app.get(
      "/api/compta/traites-fournisseur/:id/pdf",
      { schema: { params: idParams } },
      async (request, reply) =>
        pdf(
          reply,
          `traite-fournisseur-${request.params.id}`,
          await service.traiteFournisseurPdf(ctx, request.params.id),
        ),
    );
  };
