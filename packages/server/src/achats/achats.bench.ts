import {
  achatsFournisseurMoisQuerySchema,
  addDays,
  facturesFournisseursQuerySchema,
  toIsoDate,
} from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { pageFacturesQueries } from "./achats.queries.ts";
import { pageAchatsFournisseurMoisQueries } from "./analyse.queries.ts";

/** "Factures fournisseurs": the screen's first page (newest first) and a search on the supplier. */
const LISTE_FACTURES: BenchEntry[] = [
  ["dernières reçues", { sort: "recueLe", dir: "desc" }],
  ["recherche d'un fournisseur, par TTC", { sort: "ttc", dir: "desc", q: "affinerie" }],
].map(([name, query]) => {
  const q = facturesFournisseursQuerySchema.parse(query);
  const { page, total } = pageFacturesQueries(q, { limit: 10, offset: 0 });
  const params = new URLSearchParams({ ...(query as Record<string, string>), page: "0", pageSize: "10" });
  return {
    area: "achats",
    name: name as string,
    method: "GET",
    path: `/api/achats/factures?${params}`,
    sql: [toBench(page), toBench(total)],
  };
});

/** Approved purchases per supplier and month over a year (the block under the list). */
const fin = toIsoDate(new Date());
const debut = addDays(fin, -365);
const parMois = achatsFournisseurMoisQuerySchema.parse({ debut, fin });
const pageParMois = pageAchatsFournisseurMoisQueries(parMois, { limit: 25, offset: 0 });

export const ACHATS_BENCH: BenchEntry[] = [
  ...LISTE_FACTURES,
  {
    area: "achats",
    name: "achats approuvés par fournisseur et par mois, un an",
    method: "GET",
    path: `/api/achats/par_fournisseur_mois?debut=${debut}&fin=${fin}&page=0&pageSize=25`,
    sql: [toBench(pageParMois.page), toBench(pageParMois.total)],
  },
];
