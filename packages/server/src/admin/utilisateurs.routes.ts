import {
  COLONNES_UTILISATEURS,
  identifiantTexte,
  listQuerySchema,
  motDePasseChangementSchema,
  motDePasseResetSchema,
  utilisateurCreationSchema,
  utilisateurModificationSchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import { SESSION_COOKIE } from "./auth.service.ts";
import { listUtilisateurs, UTILISATEUR_SORTS, type UtilisateurSort } from "./utilisateurs.queries.ts";
import * as service from "./utilisateurs.service.ts";

const idParams = z.object({ id: identifiantTexte() });
const listQuery = listQuerySchema(Object.keys(UTILISATEUR_SORTS), "login");
/** Users are managed by role 1 alone, whatever the screen shows. */
const DIRECTION = { access: "direction" } as const;

export const utilisateursRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/admin/utilisateurs",
      { schema: { querystring: listQuery }, config: DIRECTION },
      async (request, reply) => {
        const query = request.query;
        return sendList(
          reply,
          query,
          (page) => listUtilisateurs(ctx.db, query.q, query.sort as UtilisateurSort, query.dir, page),
          { filename: "utilisateurs", columns: COLONNES_UTILISATEURS },
        );
      },
    );

    app.post(
      "/api/admin/utilisateurs",
      { schema: { body: utilisateurCreationSchema }, config: DIRECTION },
      async (request, reply) => {
        const created = await service.createUtilisateur(ctx, actor(request.user).idUser, request.body);
        return reply.status(201).send(created);
      },
    );

    app.patch(
      "/api/admin/utilisateurs/:id",
      { schema: { params: idParams, body: utilisateurModificationSchema }, config: DIRECTION },
      async (request) =>
        service.updateUtilisateur(ctx, actor(request.user).idUser, request.params.id, request.body),
    );

    app.post(
      "/api/admin/utilisateurs/:id/mot-de-passe",
      { schema: { params: idParams, body: motDePasseResetSchema }, config: DIRECTION },
      async (request, reply) => {
        await service.resetMotDePasse(
          ctx,
          actor(request.user).idUser,
          request.params.id,
          request.body.motDePasse,
        );
        return reply.status(204).send();
      },
    );

    // Any logged-in user: their own password, from the top bar.
    app.post(
      "/api/auth/mot-de-passe",
      { schema: { body: motDePasseChangementSchema } },
      async (request, reply) => {
        await service.changerMonMotDePasse(
          ctx,
          actor(request.user),
          request.cookies[SESSION_COOKIE],
          request.body,
          request.ip,
        );
        return reply.status(204).send();
      },
    );
  };
