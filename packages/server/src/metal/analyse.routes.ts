import {
  avecPeriodeOrdonnee,
  type CleSolde,
  dateIso,
  decimalString,
  listQuerySchema,
  periodeOptionnelleShape,
  SOLDES_OUVERTURE,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AppContext, actor } from "../http/context.ts";
import { LISTES_ANALYSE, pageListe, pagePesees } from "./analyse.queries.ts";
import { analyseMetal, enregistrerSoldeOuverture, periode } from "./analyse.service.ts";

const DIRECTION = { access: "direction" } as const;
const periodeSchema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));
const CLES = SOLDES_OUVERTURE.map((s) => s.cle) as [CleSolde, ...CleSolde[]];
const soldeSchema = z.object({
  cle: z.enum(CLES),
  dateEffet: dateIso("Date requise"),
  valeur: decimalString({ required: "Valeur requise", invalid: "Doit être un nombre" }),
});

const detailSchema = avecPeriodeOrdonnee(
  z.object({
    ...periodeOptionnelleShape(),
    ...listQuerySchema(["date"], "date").pick({ page: true, pageSize: true }).shape,
    liste: z.enum([...LISTES_ANALYSE, "pesees"], { error: "Liste inconnue" }),
  }),
);

/** /analyse_metal (spec 03 sections 2.10, 3, 9): the period's metal analysis and its cards. */
export const analyseMetalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/metal/analyse",
      { config: DIRECTION, schema: { querystring: periodeSchema } },
      async (request) => analyseMetal(ctx, request.query),
    );

    // One page of a list of the analysis (OFs delivered, out of stock, into stock, or the weighings),
    // fetched when its table is opened: a year holds tens of thousands of them.
    app.get(
      "/api/metal/analyse/details",
      { config: DIRECTION, schema: { querystring: detailSchema } },
      async (request) => {
        const { liste, page: n, pageSize } = request.query;
        const p = periode(request.query);
        const page = { limit: pageSize, offset: n * pageSize };
        return {
          lignes:
            liste === "pesees" ? await pagePesees(ctx.db, p, page) : await pageListe(ctx.db, liste, p, page),
        };
      },
    );

    app.put(
      "/api/metal/soldes-ouverture",
      { config: DIRECTION, schema: { body: soldeSchema } },
      async (request) => {
        await enregistrerSoldeOuverture(ctx, actor(request.user).idUser, request.body);
        return { ok: true };
      },
    );
  };
