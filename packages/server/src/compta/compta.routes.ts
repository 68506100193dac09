import {
  avoirsComptaQuerySchema,
  comptaFiltreSchema,
  exportComptaQuerySchema,
  facturesComptaQuerySchema,
} from "@ecrin/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import * as service from "./compta.service.ts";

const montant = (key: string, header: string) => ({ key, header, kind: "decimal" as const });
const COLONNES_TOTAUX = [
  montant("totalHt", "Total HT"),
  montant("tva", "TVA"),
  montant("totalTtc", "Total TTC"),
];

/** A text file to download (the accounting files are pure ASCII). */
function envoyerFichier(reply: FastifyReply, f: service.FichierExport) {
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
    app.get(
      "/api/compta/factures",
      { schema: { querystring: facturesComptaQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        return sendList(reply, query, (page) => service.listFactures(ctx.db, query, page), {
          filename: "factures",
          columns: [
            { key: "canal", header: "Canal" },
            { key: "numero", header: "N° facture" },
            { key: "client", header: "Client" },
            { key: "date", header: "Date", kind: "date" },
            ...COLONNES_TOTAUX,
          ],
        });
      },
    );

    app.get(
      "/api/compta/avoirs",
      { schema: { querystring: avoirsComptaQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        return sendList(reply, query, (page) => service.listAvoirs(ctx.db, query, page), {
          filename: "avoirs",
          columns: [
            { key: "numero", header: "N° avoir" },
            { key: "client", header: "Client" },
            { key: "date", header: "Date", kind: "date" },
            { key: "description", header: "Description" },
            ...COLONNES_TOTAUX,
          ],
        });
      },
    );

    app.get("/api/compta/solde", { schema: { querystring: comptaFiltreSchema } }, async (request) =>
      service.solde(ctx.db, request.query),
    );

    app.get(
      "/api/compta/export/quadra",
      { schema: { querystring: exportComptaQuerySchema } },
      async (request, reply) =>
        envoyerFichier(reply, await service.exportQuadra(ctx.db, ctx.settings, request.query)),
    );

    app.get(
      "/api/compta/export/fec",
      { schema: { querystring: exportComptaQuerySchema } },
      async (request, reply) =>
        envoyerFichier(reply, await service.exportFec(ctx.db, ctx.settings, request.query)),
    );
  };
