import { documentsPlateformeQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { documentsQuery } from "./documents.queries.ts";
import { destinataireQuery } from "./plateforme.queries.ts";

/** The e-invoicing list: first page by status, and the "to handle" filter. */
const LISTE: BenchEntry[] = [
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

/**
 * Whether a buyer receives yet (/client's notice): its latest outbox row, on a SIREN the demo never
 * invoices (the worst case: "never invoiced" reads the SIREN's whole index range, empty here).
 */
const DESTINATAIRE: BenchEntry = {
  area: "plateforme",
  name: "destinataire joignable ou jamais facturé (SIREN)",
  method: "GET",
  path: "/api/plateforme/destinataires/732829320",
  sql: toBench(destinataireQuery("732829320")),
};

export const PLATEFORME_BENCH: BenchEntry[] = [...LISTE, DESTINATAIRE];
