import { sql } from "drizzle-orm";
import type { Db } from "./connection.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/**
 * Runs a business operation in one transaction, with the acting user recorded for the audit
 * trigger (transaction-local, so it cannot leak to another request on a pooled connection).
 */
export async function withTx<T>(db: Db, idUser: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ecrin.id_user', ${idUser === null ? "" : String(idUser)}, true)`);
    return fn(tx);
  });
}
