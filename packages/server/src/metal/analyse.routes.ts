import {
  add,
  apresCoffre,
  avecPeriodeOrdonnee,
  type CleSolde,
  carte,
  dateIso,
  decimalString,
  finEn750,
  periodeOptionnelleShape,
  SOLDES_OUVERTURE,
  startOfYear,
  sub,
  sum,
  toDecimalString,
  toIsoDate,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { withTx } from "../db/tx.ts";
import { type AppContext, actor } from "../http/context.ts";
import { analysePoids, enregistrerSolde, type LigneOf, soldesOuverture } from "./analyse.queries.ts";

const DIRECTION = { access: "direction" } as const;
const periodeSchema = avecPeriodeOrdonnee(z.object(periodeOptionnelleShape()));
const CLES = SOLDES_OUVERTURE.map((s) => s.cle) as [CleSolde, ...CleSolde[]];
const soldeSchema = z.object({
  cle: z.enum(CLES),
  dateEffet: dateIso("Date requise"),
  valeur: decimalString({ required: "Valeur requise", invalid: "Doit être un nombre" }),
});

const g3 = (x: Parameters<typeof toDecimalString>[0]) => toDecimalString(x, 3);
const total = (l: readonly LigneOf[]) => g3(sum(l.map((x) => x.poids)));

/** /analyse_metal (spec 03 sections 2.10, 3, 9): the period's metal analysis and its cards. */
export const analyseMetalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/metal/analyse",
      { config: DIRECTION, schema: { querystring: periodeSchema } },
      async (request) => {
        const today = toIsoDate(new Date());
        const p = { debut: request.query.debut ?? startOfYear(today), fin: request.query.fin ?? today };
        const a = await analysePoids(ctx.db, p, ctx.settings.metalParDefaut);
        const ouvertures = await soldesOuverture(ctx.db, p.debut);
        const ouverture = (cle: CleSolde) =>
          ouvertures.find((o) => o.cle === cle)?.valeur ??
          SOLDES_OUVERTURE.find((s) => s.cle === cle)!.defaut;
        const livre = total(a.livres);
        const stockLivre = total(a.sortisStock);
        const entreeStock = total(a.entresStock);
        const pesees = a.pesees.reduce((acc, x) => add(acc, sub(x.pdsOrS, x.pdsOrE)), add(0));
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
          poidsEntreeStock: { total: entreeStock, listeOf: a.entresStock },
          poidsSortiStock: { total: stockLivre, listeOf: a.sortisStock },
          poidsLivre: { total: livre, listeOf: a.livres },
          peseeAtelier: { details: a.pesees },
          cartes,
          ouvertures: SOLDES_OUVERTURE.map((s) => ({
            ...s,
            valeur: ouverture(s.cle),
            dateEffet: ouvertures.find((o) => o.cle === s.cle)?.dateEffet ?? null,
          })),
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
