import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
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

/**
 * Reads that do not depend on each other: sent at once on the pool (one round trip of waiting), one
 * after the other in a transaction, whose single connection takes one statement at a time.
 */
export async function lireEnsemble<T extends readonly unknown[]>(
  ex: Executor,
  ...lectures: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (ex instanceof PgTransaction) {
    const out: unknown[] = [];
    for (const lire of lectures) out.push(await lire());
    return out as unknown as T;
  }
  return (await Promise.all(lectures.map((lire) => lire()))) as unknown as T;
}
