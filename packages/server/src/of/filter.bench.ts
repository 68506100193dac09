import {
  defaultOfFiltre,
  enCoursQuerySchema,
  extensiaQuerySchema,
  livresQuerySchema,
  ofDuStatutQuerySchema,
  STATUT,
} from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import {
  enCoursPageQuery,
  extensiaPageQuery,
  livresPageQuery,
  TRI_EN_COURS,
  TRI_EXTENSIA,
  TRI_LIVRES,
} from "./filter-listes.queries.ts";
import {
  ofDuStatutCountQuery,
  ofDuStatutPageQuery,
  repartitionQuery,
  TRI_OF_STATUT,
} from "./filter-repartition.queries.ts";
import {
  enCoursTotauxQuery,
  extensiaTotauxQuery,
  livresTotauxQuery,
  totauxTroisListesQuery,
} from "./filter-totaux.queries.ts";

// The server resolves the default period from the real today; the bench asks for the same dates.
const today = new Date().toISOString().slice(0, 10);
const defaut = defaultOfFiltre(today);
const periode = `debut=${defaut.debut}&fin=${defaut.fin}`;
const page = { limit: 10, offset: 0 };

/** /filter as it opens: the doughnut, the slice of invoiced OFs, the three lists and their totals. */
export const FILTER_BENCH: BenchEntry[] = [
  {
    area: "of",
    name: "filter, répartition par statut",
    method: "GET",
    path: `/api/of/repartition?${periode}`,
    sql: toBench(repartitionQuery(defaut)),
  },
  {
    area: "of",
    name: "filter, OFs du statut facturé, une page",
    method: "GET",
    path: `/api/of/repartition/${STATUT.facture}?${periode}&page=0&pageSize=10`,
    sql: (() => {
      const q = { ...ofDuStatutQuerySchema.parse({}), ...defaut };
      const tri = { orderBy: TRI_OF_STATUT[q.sort], dir: q.dir, ...page };
      return [
        toBench(ofDuStatutPageQuery(q, STATUT.facture, tri)),
        toBench(ofDuStatutCountQuery(q, STATUT.facture)),
      ];
    })(),
  },
  {
    area: "of",
    name: "filter, totaux des trois listes",
    method: "GET",
    path: `/api/of/analyse/totaux?${periode}`,
    sql: toBench(totauxTroisListesQuery(defaut)),
  },
  {
    area: "of",
    name: "filter, OFS EN COURS, une page",
    method: "GET",
    path: `/api/of/analyse/en-cours?${periode}&page=0&pageSize=10`,
    sql: (() => {
      const q = { ...enCoursQuerySchema.parse({}), ...defaut };
      const tri = { orderBy: TRI_EN_COURS[q.sort], dir: q.dir, ...page };
      return [toBench(enCoursPageQuery(q, tri)), toBench(enCoursTotauxQuery(q))];
    })(),
  },
  {
    area: "of",
    name: "filter, OFS LIVRES, une page",
    method: "GET",
    path: `/api/of/analyse/livres?${periode}&page=0&pageSize=10`,
    sql: (() => {
      const q = { ...livresQuerySchema.parse({}), ...defaut };
      const tri = { orderBy: TRI_LIVRES[q.sort], dir: q.dir, ...page };
      return [toBench(livresPageQuery(q, tri)), toBench(livresTotauxQuery(q))];
    })(),
  },
  {
    area: "of",
    name: "filter, OFS EXTENSIA, une page",
    method: "GET",
    path: `/api/of/analyse/extensia?${periode}&page=0&pageSize=10`,
    sql: (() => {
      const q = { ...extensiaQuerySchema.parse({}), ...defaut };
      const tri = { orderBy: TRI_EXTENSIA[q.sort], dir: q.dir, ...page };
      return [toBench(extensiaPageQuery(q, tri)), toBench(extensiaTotauxQuery(q))];
    })(),
  },
];
