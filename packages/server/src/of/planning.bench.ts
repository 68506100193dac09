import { A_REPLANIFIER_MAX, mondayOf, planningQuerySchema, toIsoDate } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry, BenchSql } from "../bench/types.ts";
import {
  planningARetardCountQuery,
  planningARetardQuery,
  planningSemaineQuery,
  retardAvant,
} from "./planning.queries.ts";

const today = toIsoDate(new Date());
const lundi = mondayOf(today);

/** The three statements the service runs together: the week, the sixth column and its count. */
const semaine = (query: Record<string, string>): BenchSql[] => {
  const { semaine: l, ...filtre } = planningQuerySchema.parse(query);
  const avant = retardAvant(l, today);
  return [
    toBench(planningSemaineQuery(l, filtre)),
    toBench(planningARetardQuery(avant, filtre, A_REPLANIFIER_MAX)),
    toBench(planningARetardCountQuery(avant, filtre)),
  ];
};

/** /planning: the current week as it opens, and narrowed to the imperative OFs on a tour. (The PDF prints are not lists: not here.) */
export const PLANNING_BENCH: BenchEntry[] = [
  {
    area: "of",
    name: "planning, semaine en cours",
    method: "GET",
    path: `/api/of/planning?semaine=${lundi}&tournee=2&imperatif=2`,
    sql: semaine({ semaine: lundi }),
  },
  {
    area: "of",
    name: "planning, semaine en cours, impératifs en tournée",
    method: "GET",
    path: `/api/of/planning?semaine=${lundi}&tournee=1&imperatif=1`,
    sql: semaine({ semaine: lundi, tournee: "1", imperatif: "1" }),
  },
];
