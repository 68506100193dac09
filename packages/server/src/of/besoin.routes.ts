import {
  type BesoinDetailQuery,
  type Besoins,
  type BesoinsQuery,
  besoinDetailQuerySchema,
  besoinsQuerySchema,
  isDebutAvantFin,
  MSG_BESOIN_CLE_INVALIDE,
  MSG_PERIODE_INVERSEE,
  parseCleBesoin,
  resolvePeriodeBesoin,
  toIsoDate,
} from "@ecrin/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import { listBesoinDetail, listBesoins, type PeriodeClient } from "./besoin.queries.ts";

/** The period asked, today .. today + 14 for the missing dates; one date defaulted may invert it. */
function periodeDe(q: BesoinsQuery | BesoinDetailQuery): PeriodeClient {
  const p = resolvePeriodeBesoin(q, toIsoDate(new Date()));
  if (!isDebutAvantFin(p)) {
    refusChamp({ code: "PERIODE_INVERSEE", message: MSG_PERIODE_INVERSEE }, "fin");
  }
  return { ...p, client: q.client };
}

/** /of/besoin (spec 03 section 2.14): the stones needed by the OFs of a period, and their OFs. */
export const besoinRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/of/besoins",
      { schema: { querystring: besoinsQuerySchema } },
      async (request): Promise<Besoins> => {
        const p = periodeDe(request.query);
        return { debut: p.debut, fin: p.fin, lignes: await listBesoins(ctx.db, p) };
      },
    );

    app.get(
      "/api/of/besoins/detail",
      { schema: { querystring: besoinDetailQuerySchema } },
      async (request) => {
        const cle = parseCleBesoin(request.query.cle);
        // The schema has checked the key already.
        if (!cle) refus({ code: "BESOIN_CLE_INVALIDE", message: MSG_BESOIN_CLE_INVALIDE });
        return listBesoinDetail(ctx.db, periodeDe(request.query), cle);
      },
    );
  };
