import { ofNumberPrefixRanges } from "@ecrin/domain";
import { asc, between, eq, or, sql } from "drizzle-orm";
import { client, of } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

export interface OfNumero {
  numSachet: number;
  ref: string;
  client: string;
  statut: number;
}

/** OF numbers starting with the typed digits, for the OF-number picker. */
export async function searchOfNumeros(db: Executor, prefix: string, limit: number): Promise<OfNumero[]> {
  const ranges = ofNumberPrefixRanges(prefix);
  if (ranges.length === 0) return [];
  return db
    .select({
      numSachet: of.numSachet,
      ref: sql<string>`coalesce(${of.ref}, '')`,
      client: client.nomAgence,
      statut: of.statut,
    })
    .from(of)
    .innerJoin(client, eq(client.id, of.idBijouterie))
    .where(or(...ranges.map(([lo, hi]) => between(of.numSachet, lo, hi))))
    .orderBy(asc(of.numSachet))
    .limit(limit);
}
