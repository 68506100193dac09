import {
  add,
  apresCoffre,
  avecPeriodeOrdonnee,
  type CleSolde,
  carte,
  dateIso,
  decimalString,
  finEn750,
  listQuerySchema,
  periodeOptionnelleShape,
  SOLDES_OUVERTURE,
  startOfYear,
  sub,
  toDecimalString,
  toIsoDate,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTx } from "../db/tx.ts";
import { type AppContext, actor } from "../http/context.ts";
import {
  analysePoids,
  enregistrerSolde,
  LISTES_ANALYSE,
  type Periode,
  pageListe,
  pagePesees,
  soldesOuverture,
} from "./analyse.queries.ts";

const DIRECTION = { access: "direction" } as const;
const periodeSchema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));
const CLES = SOLDES_OUVERTURE.map((s) => s.cle) as [CleSolde, ...CleSolde[]];
const soldeSchema = z.object({
  cle: z.enum(CLES),
  dateEffet: dateIso("Date requise"),
  valeur: decimalString({ required: "Valeur requise", invalid: "Doit être un nombre" }),
});

const g3 = (x: Parameters<typeof toDecimalString>[0]) => toDecimalString(x, 3);
const detailSchema = avecPeriodeOrdonnee(
  z.object({
    ...periodeOptionnelleShape(),
    ...listQuerySchema(["date"], "date").pick({ page: true, pageSize: true }).shape,
    liste: z.enum([...LISTES_ANALYSE, "pesees"], { error: "Liste inconnue" }),
  }),
);

/** The period asked, by default from the first of January to today. */
function periode(q: { debut?: string | undefined; fin?: string | undefined }): Periode {
  const today = toIsoDate(new Date());
  return { debut: q.debut ?? startOfYear(today), fin: q.fin ?? today };
}

/** /analyse_metal (spec 03 sections 2.10, 3, 9): the period's metal analysis and its cards. */
export const analyseMetalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/metal/analyse",
      { config: DIRECTION, schema: { querystring: periodeSchema } },
      async (request) => {
        const p = periode(request.query);
        const a = await analysePoids(ctx.db, p, ctx.settings.metalParDefaut);
        const ouvertures = await soldesOuverture(ctx.db, p.debut);
        const ouverture = (cle: CleSolde) =>
          ouvertures.find((o) => o.cle === cle)?.valeur ??
          SOLDES_OUVERTURE.find((s) => s.cle === cle)!.defaut;
        const livre = a.livres.total;
        const stockLivre = a.sortisStock.total;
        const entreeStock = a.entresStock.total;
        const pesees = a.pesees.ecart;
        const cartes = [
          carte("stock_atelier", ouverture("stock_atelier"), g3(sub(a.atelier.sorti, a.atelier.rentre))),
          carte("ecart_pesees", ouverture("ecart_pesees"), g3(pesees)),
          carte(
            "coffre",
            ouverture("coffre"),
            g3(add(apresCoffre(finEn750(a.clal.entree)), a.atelier.rentre).sub(a.atelier.sorti)),
          ),
          carte("stock_livre", ouverture("stock_livre"), g3(sub(entreeStock, stockLivre))),
          carte("clal", ouverture("clal"), finEn750(g3(sub(a.clal.entree, a.clal.sortie)))),
          carte("boite_or", ouverture("boite_or"), g3(sub(a.boite.donne, a.boite.rendu))),
        ];
        return {
          ...p,
          totauxGlobaux: {
            poidsSortiTotal: a.atelier.sorti,
            poidsEntreeTotal: a.atelier.rentre,
            poidsLivreTotal: livre,
            poidsStockLivreTotal: stockLivre,
          },
          // The lists' totals and counts; their rows are paged by /api/metal/analyse/details.
          poidsEntreeStock: a.entresStock,
          poidsSortiStock: a.sortisStock,
          poidsLivre: a.livres,
          peseeAtelier: { nb: a.pesees.nb },
          cartes,
          ouvertures: SOLDES_OUVERTURE.map((s) => ({
            ...s,
            valeur: ouverture(s.cle),
            dateEffet: ouvertures.find((o) => o.cle === s.cle)?.dateEffet ?? null,
          })),
        };
      },
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
        await withTx(ctx.db, actor(request.user).idUser, (tx) => enregistrerSolde(tx, request.body));
        return { ok: true };
      },
    );
  };
