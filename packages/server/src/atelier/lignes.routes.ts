import {
  COLONNES_LIGNES_JOAILLIER,
  COLONNES_LIGNES_SERTI,
  envoiJoaillierSchema,
  envoiSertiSchema,
  identifiantTexte,
  lignesJoaillierQuerySchema,
  lignesSertiQuerySchema,
  MSG_OF_NON_TROUVE,
  modifierLigneJoaillierSchema,
  modifierLigneSertiSchema,
  retourJoaillierSchema,
  retourSertiSchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { idempotencyHeaders, idempotentRequest, sendAnswer } from "../http/idempotence.ts";
import { listRoute } from "../http/list.ts";
import { emplacement } from "./emplacement.service.ts";
import * as q from "./lignes.queries.ts";
import * as service from "./lignes.service.ts";
import { JOAILLIER, SERTI } from "./lignes.service.ts";

const idParams = z.object({ id: identifiantTexte() });
const ofParams = z.object({
  n: identifiantTexte(MSG_OF_NON_TROUVE),
});

/**
 * The workshop lines (spec 02 sections 2.1, 2.2, 4.2): jeweller and setter lines, sent, returned,
 * edited, deleted and reset. Each command is one transaction that locks the OF first.
 */
export const atelierLignesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/ouvriers", async () => q.ouvriersActifs(ctx.db));

    app.get("/api/atelier/of/:n/prefill", { schema: { params: ofParams } }, async (request) =>
      service.prefill(ctx, request.params.n),
    );

    app.get("/api/of/:n/emplacement", { schema: { params: ofParams } }, async (request) =>
      emplacement(ctx.db, request.params.n),
    );

    listRoute(app, {
      url: "/api/atelier/joaillier/lignes",
      querystring: lignesJoaillierQuerySchema,
      columns: COLONNES_LIGNES_JOAILLIER,
      filename: "lignes-joaillier",
      fetch: ({ query }, page) => q.listLignes(ctx.db, "joaillier", query, page),
    });

    listRoute(app, {
      url: "/api/atelier/serti/lignes",
      querystring: lignesSertiQuerySchema,
      columns: COLONNES_LIGNES_SERTI,
      filename: "lignes-serti",
      fetch: ({ query }, page) => q.listLignes(ctx.db, "serti", query, page),
    });

    app.post(
      "/api/atelier/joaillier/envoi",
      { schema: { body: envoiJoaillierSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.envoyer(ctx, idempotentRequest(request), JOAILLIER, request.body)),
    );

    app.post(
      "/api/atelier/serti/envoi",
      { schema: { body: envoiSertiSchema, headers: idempotencyHeaders } },
      async (request, reply) =>
        sendAnswer(reply, await service.envoyer(ctx, idempotentRequest(request), SERTI, request.body)),
    );

    app.post(
      "/api/atelier/joaillier/retour",
      { schema: { body: retourJoaillierSchema } },
      async (request) => {
        const { idLigne, ...v } = request.body;
        return service.retourner(ctx, actor(request.user).idUser, JOAILLIER, idLigne, v);
      },
    );

    app.post("/api/atelier/serti/retour", { schema: { body: retourSertiSchema } }, async (request) => {
      const { idLigne, ...v } = request.body;
      return service.retourner(ctx, actor(request.user).idUser, SERTI, idLigne, v);
    });

    app.put(
      "/api/atelier/joaillier/lignes/:id",
      { schema: { params: idParams, body: modifierLigneJoaillierSchema } },
      async (request) =>
        service.modifier(ctx, actor(request.user).idUser, JOAILLIER, request.params.id, request.body),
    );

    app.put(
      "/api/atelier/serti/lignes/:id",
      { schema: { params: idParams, body: modifierLigneSertiSchema } },
      async (request) =>
        service.modifier(ctx, actor(request.user).idUser, SERTI, request.params.id, request.body),
    );

    for (const [kind, genre] of [
      ["joaillier", JOAILLIER],
      ["serti", SERTI],
    ] as const) {
      app.delete(`/api/atelier/${kind}/lignes/:id`, { schema: { params: idParams } }, async (request) =>
        service.supprimer(ctx, actor(request.user).idUser, genre, request.params.id),
      );
      app.post(
        `/api/atelier/${kind}/lignes/:id/annuler-retour`,
        { schema: { params: idParams } },
        async (request) => service.annulerRetour(ctx, actor(request.user).idUser, genre, request.params.id),
      );
    }
  };
