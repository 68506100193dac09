import { pierresQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import { pierresCountQuery, pierresPageQuery } from "./pierres.queries.ts";

const pageEtTotal = (query: Record<string, string>): BenchSql[] => {
  const f = pierresQuerySchema.parse(query);
  return [
    toBench(pierresPageQuery(f, { limit: f.pageSize, offset: f.page * f.pageSize })),
    toBench(pierresCountQuery(f)),
  ];
};

/** /pierre: the price list as it opens, and filtered on a weight range sorted by price. */
export const PIERRES_BENCH: BenchEntry[] = [
  {
    area: "pierres",
    name: "tarif pierres, première page",
    method: "GET",
    path: "/api/pierres?page=0&pageSize=10&sort=type&dir=asc",
    sql: pageEtTotal({ page: "0", pageSize: "10", sort: "type", dir: "asc" }),
  },
  {
    area: "pierres",
    name: "tarif pierres, poids 0,1 à 1 ct, par prix",
    method: "GET",
    path: "/api/pierres?poidsMin=0.1&poidsMax=1&sort=euro&dir=desc&page=0&pageSize=10",
    sql: pageEtTotal({
      poidsMin: "0.1",
      poidsMax: "1",
      sort: "euro",
      dir: "desc",
      page: "0",
      pageSize: "10",
    }),
  },
];
