import { documentsPlateformeQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { documentsQuery } from "./documents.queries.ts";

/** The e-invoicing list: first page by status, and the "to handle" filter. */
export const PLATEFORME_BENCH: BenchEntry[] = [
  ["", "documents transmis, par statut"],
  ["&filtre=a_traiter", "documents à traiter (refusés, en litige, rejetés)"],
].map(([filtre, name]) => ({
  area: "plateforme",
  name: name as string,
  method: "GET" as const,
  path: `/api/plateforme/documents?page=0&pageSize=50${filtre}`,
  sql: toBench(
    documentsQuery(
      documentsPlateformeQuerySchema.parse({ pageSize: 50, ...(filtre ? { filtre: "a_traiter" } : {}) }),
      { limit: 50, offset: 0 },
    ),
  ),
}));
