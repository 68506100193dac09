import { facturesClientQuerySchema } from "@ecrin/domain";
import { toBench } from "../bench/sql.ts";
import type { BenchEntry } from "../bench/types.ts";
import { facturesDuClientQuery } from "./avoir.queries.ts";

/** A client of the bench set with many invoices (demo ids are stable for a seed). */
const CLIENT = 405;

/** /avoir: the "Facture corrigée" suggestions of a big client, without and with a number's start. */
export const FACTURATION_BENCH: BenchEntry[] = [
  ["", "factures d'un client (avoir)"],
  ["4", "factures d'un client par début de numéro (avoir)"],
].map(([q, name]) => ({
  area: "facturation",
  name: name!,
  method: "GET" as const,
  path: `/api/facturation/avoirs/factures?idClt=${CLIENT}&q=${q}`,
  sql: toBench(facturesDuClientQuery(facturesClientQuerySchema.parse({ idClt: CLIENT, q }))),
}));
