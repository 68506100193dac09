import { addDays, toIsoDate } from "@ecrin/domain";
import type { BenchEntry } from "../bench/types.ts";
import { pageRegistre } from "./registre.queries.ts";

const au = toIsoDate(new Date());
const du = addDays(au, -365);

/** /registre: a year of the police register, its first page of 50 and its count. */
export const REGISTRE_BENCH: BenchEntry[] = [
  {
    area: "registre",
    name: "livre de police, une année, première page",
    method: "GET",
    path: `/api/registre?du=${du}&au=${au}&page=0&pageSize=50`,
    sql: { replay: (db) => pageRegistre(db, { du, au }, "asc", { limit: 50, offset: 0 }) },
  },
];
