import {
  addDays,
  facturesATraiterQuerySchema,
  facturesComptaQuerySchema,
  toIsoDate,
  traitesQuerySchema,
} from "@ecrin/domain";
import { facturesApprouveesQuery } from "../achats/index.ts";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { documentsQuery, pageFacturesQueries } from "./compta.queries.ts";
import { effetsRemisQuery, paiementsQuery } from "./reglements.queries.ts";
import { facturesATraiterQuery, pageTraitesQueries } from "./traite.queries.ts";

const today = toIsoDate(new Date());
const ilYaUnAn = addDays(today, -365);
const debutMois = `${today.slice(0, 8)}01`;

/**
 * /compta: a year of invoices sorted by amount (a page and its count), the same year's invoices the
 * platform refused, disputed or rejected (issue 30.3: its status filter and sort), a month's export entries, FEC (the
 * sales documents, the invoices paid, the bills remitted), and
 * /traite's picker of a client's invoices not yet settled by a bill, and
 * the history of /traite (last numbers first, as the screen opens: its first page and count).
 */
export const COMPTA_BENCH: BenchEntry[] = [
  {
    area: "compta",
    name: "factures d'une année, par montant",
    method: "GET",
    path: `/api/compta/factures?debut=${ilYaUnAn}&fin=${today}&sort=totalHt&dir=desc&page=0&pageSize=10`,
    sql: (() => {
      const q = facturesComptaQuerySchema.parse({
        debut: ilYaUnAn,
        fin: today,
        sort: "totalHt",
        dir: "desc",
      });
      const { page, total } = pageFacturesQueries(q, { limit: 10, offset: 0 });
      return [toBench(page), toBench(total)];
    })(),
  },
  {
    area: "compta",
    name: "factures d'une année à traiter sur la plateforme, refusées d'abord",
    method: "GET",
    path: `/api/compta/factures?debut=${ilYaUnAn}&fin=${today}&statut=a_traiter&sort=statut&dir=asc&page=0&pageSize=10`,
    sql: (() => {
      const q = facturesComptaQuerySchema.parse({
        debut: ilYaUnAn,
        fin: today,
        statut: "a_traiter",
        sort: "statut",
        dir: "asc",
      });
      const { page, total } = pageFacturesQueries(q, { limit: 10, offset: 0 });
      return [toBench(page), toBench(total)];
    })(),
  },
  {
    area: "compta",
    // The FEC, not Quadra: the large set's 20 years number their entries past Quadra's 5-digit piece
    // numbers (refused there, TROP_D_ECRITURES_QUADRA); both files are written from the same queries.
    name: "export FEC du mois",
    method: "GET",
    path: `/api/compta/export/fec?debut=${debutMois}&fin=${today}`,
    sql: [
      toBench(documentsQuery({ debut: debutMois, fin: today })),
      toBench(paiementsQuery({ debut: debutMois, fin: today })),
      toBench(effetsRemisQuery({ debut: debutMois, fin: today })),
      toBench(facturesApprouveesQuery({ debut: debutMois, fin: today })),
    ],
  },
  {
    area: "compta",
    name: "factures d'un client qu'une traite peut régler (les deux canaux), recherche « F1 »",
    method: "GET",
    path: "/api/compta/traites/factures?idClt=286&q=F1",
    sql: toBench(facturesATraiterQuery(facturesATraiterQuerySchema.parse({ idClt: "286", q: "F1" }))),
  },
  {
    area: "compta",
    name: "historique des traites",
    method: "GET",
    path: "/api/compta/traites?sort=numEffet&dir=desc&page=0&pageSize=10",
    sql: (() => {
      const q = traitesQuerySchema.parse({ sort: "numEffet", dir: "desc" });
      const { page, total } = pageTraitesQueries(q, { limit: 10, offset: 0 });
      return [toBench(page), toBench(total)];
    })(),
  },
];
