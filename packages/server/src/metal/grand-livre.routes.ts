import {
  COLONNES_GRAND_LIVRE,
  type GrandLivreFiltre,
  goldFormSchema,
  grandLivreFiltreSchema,
  grandLivreQuerySchema,
  identifiantTexte,
  mouvementClalSchema,
  mouvementClientSchema,
  mouvementFournisseurSchema,
  startOfYear,
  toIsoDate,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { identiteVendeur } from "../pdf/index.ts";
import { type FiltreLignes, listGrandLivre, resumeGrandLivre, toutesLignes } from "./grand-livre.queries.ts";
import * as service from "./grand-livre.service.ts";
import { listeGrandLivrePdf } from "./grand-livre-pdf.ts";
import { contexteGrandLivre } from "./reference.queries.ts";

const idParams = z.object({ id: identifiantTexte() });

/** The start date defaults to 1 January of the current year (spec 03 section 2.18). */
const avecDebut = <F extends GrandLivreFiltre>(f: F): F & FiltreLignes => ({
  ...f,
  debut: f.debut ?? startOfYear(toIsoDate(new Date())),
});

/** /mouvements_or: the three tabs' ledger, its pills and subtotal, its print, and the writes. */
export const grandLivreRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const or = ctx.settings.metalParDefaut;

    listRoute(app, {
      url: "/api/metal/mouvements",
      querystring: grandLivreQuerySchema,
      columns: COLONNES_GRAND_LIVRE,
      filename: ({ query }) => `mouvements-${query.onglet}`,
      fetch: ({ query }, page) => listGrandLivre(ctx.db, avecDebut(query), or, query.metal ?? or, page),
    });

    app.get(
      "/api/metal/mouvements/resume",
      { schema: { querystring: grandLivreFiltreSchema } },
      async (request) => resumeGrandLivre(ctx.db, avecDebut(request.query), or),
    );

    app.get(
      "/api/metal/mouvements/pdf",
      { schema: { querystring: grandLivreFiltreSchema } },
      async (request, reply) => {
        const f = avecDebut(request.query);
        const metal = f.metal ?? or;
        const [lignes, resume] = await Promise.all([
          toutesLignes(ctx.db, f, or, metal),
          resumeGrandLivre(ctx.db, { ...f, metal }, or),
        ]);
        const total = resume.find((r) => r.metalId === metal);
        const pdf = await listeGrandLivrePdf({
          onglet: f.onglet,
          metal: total?.metal ?? String(metal),
          debut: f.debut,
          fin: f.fin,
          vendeur: identiteVendeur(ctx.settings),
          lignes,
          total,
        });
        return reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="mouvements-${f.onglet}.pdf"`)
          .send(pdf);
      },
    );

    app.get("/api/metal/contexte", async () => contexteGrandLivre(ctx.db, ctx.settings));

    app.post(
      "/api/metal/mouvements/fournisseurs",
      { schema: { body: mouvementFournisseurSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.createFournisseur(ctx, idempotentRequest(request), request.body)),
    );
    app.put(
      "/api/metal/mouvements/fournisseurs/:id",
      { schema: { params: idParams, body: mouvementFournisseurSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.updateFournisseur(ctx, idempotentRequest(request), request.params.id, request.body),
        ),
    );
    app.delete(
      "/api/metal/mouvements/fournisseurs/:id",
      { schema: { params: idParams } },
      async (request, reply) => {
        await service.deleteMouvement(ctx, actor(request.user).idUser, request.params.id, "fournisseur");
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/metal/mouvements/clients",
      { schema: { body: mouvementClientSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.createClient(ctx, idempotentRequest(request), request.body)),
    );
    app.put(
      "/api/metal/mouvements/clients/:id",
      { schema: { params: idParams, body: mouvementClientSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.updateClient(ctx, idempotentRequest(request), request.params.id, request.body),
        ),
    );
    app.delete(
      "/api/metal/mouvements/clients/:id",
      { schema: { params: idParams } },
      async (request, reply) => {
        await service.deleteMouvement(ctx, actor(request.user).idUser, request.params.id, "client");
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/metal/gold-form",
      { schema: { body: goldFormSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.enregistrerGoldForm(ctx, idempotentRequest(request), request.body)),
    );

    app.post(
      "/api/metal/mouvements/clal",
      { schema: { body: mouvementClalSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.createClal(ctx, idempotentRequest(request), request.body)),
    );
    app.put(
      "/api/metal/mouvements/clal/:id",
      { schema: { params: idParams, body: mouvementClalSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(
          reply,
          await service.updateClal(ctx, idempotentRequest(request), request.params.id, request.body),
        ),
    );
    app.delete("/api/metal/mouvements/clal/:id", { schema: { params: idParams } }, async (request, reply) => {
      await service.deleteClal(ctx, actor(request.user).idUser, request.params.id);
      return reply.status(204).send();
    });
  };
