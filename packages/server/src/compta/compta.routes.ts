import {
  avoirsComptaQuerySchema,
  COLONNES_AVOIRS_COMPTA,
  COLONNES_FACTURES_COMPTA,
  comptaFiltreSchema,
  exportComptaQuerySchema,
  facturesComptaQuerySchema,
} from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { listRoute } from "../http/list.ts";
import * as service from "./compta.service.ts";
import * as fichiers from "./export.service.ts";

/** A text file to download (the accounting files are pure ASCII). */
function envoyerFichier(reply: FastifyReply, f: fichiers.FichierExport) {
  return reply
    .header("content-type", "text/plain; charset=us-ascii")
    .header("content-disposition", `attachment; filename="${f.nom}"`)
    .send(f.contenu);
}

/**
 * /compta (spec 03 sections 2.15 and 7): the invoices and the credit notes of a period, their totals
 * and balance, and the sales entries of the period as a Quadra ASCII file and as a FEC.
 */
export const comptaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    listRoute(app, {
      url: "/api/compta/factures",
      querystring: facturesComptaQuerySchema,
      columns: COLONNES_FACTURES_COMPTA,
      filename: "factures",
      fetch: ({ query }, page) => service.listFactures(ctx.db, query, page),
    });

    listRoute(app, {
      url: "/api/compta/avoirs",
      querystring: avoirsComptaQuerySchema,
      columns: COLONNES_AVOIRS_COMPTA,
      filename: "avoirs",
      fetch: ({ query }, page) => service.listAvoirs(ctx.db, query, page),
    });

    app.get("/api/compta/solde", { schema: { querystring: comptaFiltreSchema } }, async (request) =>
      service.solde(ctx.db, request.query),
    );

    app.get(
      "/api/compta/export/quadra",
      { schema: { querystring: exportComptaQuerySchema } },
      async (request, reply) =>
        envoyerFichier(reply, await fichiers.exportQuadra(ctx.db, ctx.settings, request.query)),
    );

    app.get(
      "/api/compta/export/fec",
      { schema: { querystring: exportComptaQuerySchema } },
      async (request, reply) =>
        envoyerFichier(reply, await fichiers.exportFec(ctx.db, ctx.settings, request.query)),
    );
  };
