import type { Db } from "../db/connection.ts";
import type { BenchSql } from "./sql.ts";

/**
 * The types of a bench entry, in a module of their own: the areas' *.bench.ts files import them, and
 * the registry imports those files (no cycle).
 */
export type { BenchSql } from "./sql.ts";

/** The bench's logged-in session, for queries that need it (the session lookup of every request). */
export interface BenchSession {
  tokenHash: string;
  idUser: number;
}

/**
 * The endpoint's service call itself, for one that sends several statements in turn: the bench runs it
 * once on a recording connection, then replays the statements it sent, one after the other.
 */
export interface BenchReplay {
  replay: (db: Db) => Promise<unknown>;
}

export interface BenchEntry {
  /** Business area, as in the folder names (admin, of, stock...). */
  area: string;
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path with its query string, as the web app calls it. */
  path: string;
  /** JSON body (POST/PUT). A write is repeated N times on the kept database: prefer reads. */
  body?: unknown;
  /**
   * The endpoint's main SQL, as the queries file sends it. Several statements are run together
   * (Promise.all), as a service does for a page and its total; a replay runs them in turn.
   */
  sql: BenchSql | BenchSql[] | BenchReplay | ((session: BenchSession) => BenchSql | BenchSql[]);
}
