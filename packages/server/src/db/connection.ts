import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR } from "../paths.ts";
import { lockDataDir } from "./lock.ts";
import { DrizzlePglite } from "./pglite-parsers.ts";
import * as schema from "./schema/index.ts";

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

interface OpenOptions {
  /** postgres://... ; absent = embedded PGlite. */
  url?: string | undefined;
  /** PGlite folder; absent with no url = in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite data snapshot to start from (tests). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
}

// NUMERIC and BIGINT stay strings: money and weights are never binary floats.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);

export async function openDatabase(opts: OpenOptions): Promise<Database & { pglite?: DrizzlePglite }> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle pooled connection can be cut by the server (restart, admin command): pg reports it on
    // the pool, and an unheard 'error' event would crash the process. The pool replaces the client.
    pool.on("error", (err) => console.error(`PostgreSQL : connexion inactive perdue (${err.message})`));
    const db = drizzlePg(pool, { schema });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => {};
  try {
    const pglite = new DrizzlePglite({
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    await pglite.waitReady;
    // The pglite driver has the same query surface as node-postgres; one type serves both.
    const db = drizzlePglite(pglite, { schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migratePg(database.db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_DIR,
    });
  }
}
