import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/** One SQL statement with its $n parameters, run raw with `pg`. */
export interface BenchSql {
  text: string;
  values?: unknown[];
}

const dialect = new PgDialect();

/** A queries file's drizzle SQL as the bench runs it: the very text and parameters the endpoint sends. */
export function toBench(q: SQL): BenchSql {
  const { sql: text, params } = dialect.sqlToQuery(q);
  return { text, values: params };
}
