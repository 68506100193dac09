import { addDays, perteOuvriersQuerySchema, toIsoDate } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import { tempsParJoaillierQuery } from "./charge.queries.ts";
import { perteOuvriersCountQuery, perteOuvriersPageQuery } from "./perte.queries.ts";

const today = toIsoDate(new Date());
const ilYaUnAn = addDays(today, -365);

/** The page and its total, as the service runs them, for a year of returns sorted by loss. */
const perteAnnee = (): BenchSql[] => {
  const f = perteOuvriersQuerySchema.parse({ debut: ilYaUnAn, fin: today, sort: "pourcentage", dir: "desc" });
  const periode = { ...f, debut: ilYaUnAn, fin: today };
  return [
    toBench(perteOuvriersPageQuery("joailliers", periode, { limit: f.pageSize, offset: 0 })),
    toBench(perteOuvriersCountQuery("joailliers", periode)),
  ];
};

/** /atelier/analyse_ouvrier (the day's doughnuts) and /atelier/analyse (a year of metal loss). */
export const CHARGE_BENCH: BenchEntry[] = [
  {
    area: "atelier",
    name: "charge joaillier, livraisons du jour",
    method: "GET",
    path: `/api/atelier/charge?date=${today}`,
    sql: toBench(tempsParJoaillierQuery(today)),
  },
  {
    area: "atelier",
    name: "perte métal par joaillier, une année, par pourcentage",
    method: "GET",
    path: `/api/atelier/perte/joailliers?debut=${ilYaUnAn}&fin=${today}&sort=pourcentage&dir=desc&page=0&pageSize=10`,
    sql: perteAnnee(),
  },
];
