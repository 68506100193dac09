import {
  chargeDetailQuerySchema,
  chargeQuerySchema,
  identifiantTexte,
  OUVRIER_KINDS,
  type PerteOf,
  type PerteOuvrier,
  perteOfsQuerySchema,
  perteOuvriersQuerySchema,
  perteTotauxQuerySchema,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../http/context.ts";
import { sendList } from "../http/list.ts";
import * as service from "./charge.service.ts";

const kindParams = z.object({ kind: z.enum(OUVRIER_KINDS) });
const ouvrierParams = kindParams.extend({ id: identifiantTexte() });

const PERTE_COLONNES = [
  { key: "poidsD", header: "Poids envoyé (g)", kind: "decimal" },
  { key: "poidsR", header: "Poids rendu (g)", kind: "decimal" },
  { key: "perte", header: "Perte (g)", kind: "decimal" },
  { key: "pourcentage", header: "Perte (%)", kind: "decimal" },
] as const;

/**
 * /atelier/analyse_ouvrier (spec 02 sections 2.6 and 7: the jeweller daily load) and /atelier/analyse
 * (the metal loss by jeweller and by setter over a period). Reads only.
 */
export const atelierChargeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/api/atelier/charge", { schema: { querystring: chargeQuerySchema } }, async (request) =>
      service.chargeJour(ctx, request.query.date),
    );

    app.get(
      "/api/atelier/charge/detail",
      { schema: { querystring: chargeDetailQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        return sendList(reply, query, (page) => service.chargeDetail(ctx, query, page), {
          filename: `charge-${query.date}-${query.joaillier}`,
          columns: [
            { key: "numSachet", header: "OF" },
            { key: "label", header: "Joaillier" },
            { key: "poidsD", header: "Poids", kind: "decimal" },
            { key: "poidsR", header: "Poids Rendu", kind: "decimal" },
            { key: "temps", header: "Temps", kind: "decimal" },
            { key: "plusMo", header: "Temps T", kind: "decimal" },
            { key: "ref", header: "Ref" },
            { key: "refDesc", header: "Desc" },
          ],
        });
      },
    );

    app.get(
      "/api/atelier/perte/totaux",
      { schema: { querystring: perteTotauxQuerySchema } },
      async (request) => service.perteTotaux(ctx, request.query),
    );

    app.get(
      "/api/atelier/perte/:kind",
      { schema: { params: kindParams, querystring: perteOuvriersQuerySchema } },
      async (request, reply) => {
        const { query, params } = request;
        return sendList<PerteOuvrier>(
          reply,
          query,
          (page) => service.perteOuvriers(ctx, params.kind, query, page),
          {
            filename: `perte-${params.kind}`,
            columns: [{ key: "label", header: "Nom" }, { key: "nbOf", header: "Nb OF" }, ...PERTE_COLONNES],
          },
        );
      },
    );

    app.get(
      "/api/atelier/perte/:kind/:id/ofs",
      { schema: { params: ouvrierParams, querystring: perteOfsQuerySchema } },
      async (request, reply) => {
        const { query, params } = request;
        return sendList<PerteOf>(
          reply,
          query,
          (page) => service.perteOfs(ctx, params.kind, params.id, query, page),
          {
            filename: `perte-${params.kind}-${params.id}`,
            columns: [
              { key: "numSachet", header: "OF" },
              { key: "ref", header: "Ref" },
              { key: "dateRetour", header: "Date retour", kind: "date" },
              { key: "nbLignes", header: "Lignes" },
              ...PERTE_COLONNES,
            ],
          },
        );
      },
    );
  };
