import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/** Shared pieces of the catalogue lists (centres vides, centres): sort and rows. */

export function orderBy(column: SQL, dir: "asc" | "desc", tieBreak: SQL): SQL {
  return dir === "asc"
    ? sql`order by ${column} asc nulls first, ${tieBreak} asc`
    : sql`order by ${column} desc nulls last, ${tieBreak} desc`;
}

export interface CataloguePage {
  limit: number;
  offset: number;
}

/** A raw query's rows typed by the caller (the query's aliases are the fields). */
export async function lireRows<T>(db: Executor, query: SQL): Promise<{ rows: T[] }> {
  return { rows: (await db.execute(query)).rows as unknown as T[] };
}
