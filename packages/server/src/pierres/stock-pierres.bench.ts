import { stockPierresQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import { pierresAlimenteesSortieQuery } from "./alimentation-of.queries.ts";
import {
  consommationLotQuery,
  stockPierresCountQuery,
  stockPierresPageQuery,
  stockPierresTotauxQuery,
} from "./stock-pierres.queries.ts";

const pageEtTotal = (query: Record<string, string>): BenchSql[] => {
  const f = stockPierresQuerySchema.parse(query);
  return [
    toBench(stockPierresPageQuery(f, { limit: f.pageSize, offset: f.page * f.pageSize })),
    toBench(stockPierresCountQuery(f)),
  ];
};

/** Ids of the large demo set: a lot fed to about 300 OFs, and an OF fed from two lots. */
const LOT = 14891;
const OF_NUM = 100006;

/** /pierre/stock (as it opens and filtered with its totals), Historique Consommation, /pierre/sortie. */
export const STOCK_PIERRES_BENCH: BenchEntry[] = [
  {
    area: "pierres",
    name: "stock pierres, en stock, une page",
    method: "GET",
    path: "/api/pierres/stock?page=0&pageSize=10&sort=dateReception&dir=desc",
    sql: pageEtTotal({ page: "0", pageSize: "10", sort: "dateReception", dir: "desc" }),
  },
  {
    area: "pierres",
    name: "stock pierres, diamants confiés de plus de 30 j, les plus vieux",
    method: "GET",
    path: "/api/pierres/stock?type=1&proprietaire=confie&ageMin=30&sort=age&dir=desc&page=0&pageSize=10",
    sql: pageEtTotal({
      type: "1",
      proprietaire: "confie",
      ageMin: "30",
      sort: "age",
      dir: "desc",
      page: "0",
      pageSize: "10",
    }),
  },
  {
    area: "pierres",
    name: "stock pierres, totaux (Prix Total, Prix non Consommé) des pierres en stock",
    method: "GET",
    path: "/api/pierres/stock/totaux",
    sql: toBench(stockPierresTotauxQuery(stockPierresQuerySchema.parse({}))),
  },
  {
    area: "pierres",
    name: "stock pierres, totaux des diamants confiés de plus de 30 j",
    method: "GET",
    path: "/api/pierres/stock/totaux?type=1&proprietaire=confie&ageMin=30",
    sql: toBench(
      stockPierresTotauxQuery(
        stockPierresQuerySchema.parse({ type: "1", proprietaire: "confie", ageMin: "30" }),
      ),
    ),
  },
  {
    area: "pierres",
    name: "historique consommation d'une pierre",
    method: "GET",
    path: `/api/pierres/recues/${LOT}/consommation`,
    sql: toBench(consommationLotQuery(LOT)),
  },
  {
    area: "pierres",
    name: "pierres alimentées d'un OF",
    method: "GET",
    path: `/api/pierres/alimentations?of=${OF_NUM}`,
    sql: toBench(pierresAlimenteesSortieQuery(OF_NUM)),
  },
];
