import { defaultPeriodeBesoin, parseCleBesoin, toIsoDate } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { besoinDetailQuery, besoinsQuery } from "./besoin.queries.ts";

const periode = defaultPeriodeBesoin(toIsoDate(new Date()));
/** Any key: the detail reads the period's OFs whatever the stone (an unknown one just finds none). */
const CLE = "1-1";

/** /of/besoin: the needs of the default period (today .. today + 14), and one row's OFs. */
export const BESOIN_BENCH: BenchEntry[] = [
  {
    area: "of",
    name: "besoins, période par défaut",
    method: "GET",
    path: `/api/of/besoins?debut=${periode.debut}&fin=${periode.fin}`,
    sql: toBench(besoinsQuery(periode)),
  },
  {
    area: "of",
    name: "besoins, OF d'une ligne",
    method: "GET",
    path: `/api/of/besoins/detail?debut=${periode.debut}&fin=${periode.fin}&cle=${CLE}`,
    sql: toBench(besoinDetailQuery(periode, parseCleBesoin(CLE) ?? { idPierre: 1, idQual: null })),
  },
];
