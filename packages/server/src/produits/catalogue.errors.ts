import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/**
 * Serialises the saves of one catalogue within the transaction: the uniqueness checks compare without
 * case, which the table's unique constraints (case-sensitive) cannot do alone.
 */
export async function verrouCatalogue(tx: Executor, nom: "centre_vide" | "centre"): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ecrin.catalogue.${nom}`}))`);
}
