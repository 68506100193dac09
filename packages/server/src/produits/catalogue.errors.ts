import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: PgLikeError;
}

/** True when `e` is PostgreSQL's unique violation of that constraint (a concurrent save won the race). */
export function estDoublon(e: unknown, constraint: string): boolean {
  const err = e as PgLikeError | null;
  const pg = err?.code ? err : err?.cause;
  return pg?.code === "23505" && pg.constraint === constraint;
}

/**
 * Serialises the saves of one catalogue within the transaction: the uniqueness checks compare without
 * case, which the table's unique constraints (case-sensitive) cannot do alone.
 */
export async function verrouCatalogue(tx: Executor, nom: "centre_vide" | "centre"): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ecrin.catalogue.${nom}`}))`);
}
