import { facturesFournisseursQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { pageFacturesQueries } from "./achats.queries.ts";

/** "Factures fournisseurs": the screen's first page (newest first) and a search on the supplier. */
export const ACHATS_BENCH: BenchEntry[] = [
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
