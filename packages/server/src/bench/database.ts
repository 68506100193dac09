import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { type Db, migrateDatabase, openDatabase } from "../db/connection.ts";
import * as schema from "../db/schema/index.ts";
import { type DemoScale, isDatabaseEmpty, loadDemo } from "../demo/index.ts";
import type { BenchSql } from "./sql.ts";

export const DEFAULT_BENCH_URL = "postgres://root@127.0.0.1:5432/ecrin_bench";
/** The embedded database of `--pglite`, kept between runs under the project's .tmp. */
export const PGLITE_BENCH_DIR = fileURLToPath(new URL("../../../../.tmp/bench-pglite", import.meta.url));
export const PGLITE_BENCH_SCALE: DemoScale = "medium";

/** Where the bench runs an endpoint's SQL raw: a pg pool, or PGlite opened in the bench's own process. */
export interface BenchDatabase {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** A drizzle handle on the same database that records each statement it sends (for replays). */
  recording(): { db: Db; statements: BenchSql[] };
  close(): Promise<void>;
}

const recorder = (statements: BenchSql[]): Logger => ({
  logQuery: (text, values) => {
    statements.push({ text, values });
  },
});

export function postgresBench(url: string): BenchDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return {
    query: (text, values) => pool.query(text, values),
    recording: () => {
      const statements: BenchSql[] = [];
      return { db: drizzlePg(pool, { schema, logger: recorder(statements) }), statements };
    },
    close: () => pool.end(),
  };
}

/** Opens the PGlite folder in this process (its lock refuses it while a server holds it). */
export async function openPgliteBench(dir: string): Promise<BenchDatabase> {
  const database = await openDatabase({ dataDir: dir });
  const pglite = database.pglite as PGlite;
  return {
    query: (text, values) => pglite.query(text, values),
    recording: () => {
      const statements: BenchSql[] = [];
      const db = drizzlePglite(pglite, { schema, logger: recorder(statements) }) as unknown as Db;
      return { db, statements };
    },
    close: () => database.close(),
  };
}

/** Creates the bench database beside the server's own `postgres` database when it does not exist. */
async function createIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Nom de base de banc d'essai invalide : « ${name} »`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      console.log(`Création de la base ${name}...`);
      await client.query(`create database ${name}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Makes the bench database ready: created, migrated, and loaded with the large demo set the first
 * time (minutes); kept as it is on later runs, so timings compare over the same data.
 */
export async function prepareBenchDatabase(
  url: string,
  opts: { load: boolean; scale?: DemoScale },
): Promise<void> {
  await createIfMissing(url);
  await prepare({ url }, opts.scale ?? "large", opts.load);
}

/** The same for the PGlite folder of `--pglite`, with the medium set (about a minute to load). */
export async function preparePgliteBench(dir: string, opts: { load: boolean }): Promise<void> {
  await prepare({ dataDir: dir }, PGLITE_BENCH_SCALE, opts.load);
}

async function prepare(
  where: { url: string } | { dataDir: string },
  scale: DemoScale,
  load: boolean,
): Promise<void> {
  const database = await openDatabase(where);
  try {
    await migrateDatabase(database);
    if (!(await isDatabaseEmpty(database.db))) {
      console.log("Base déjà chargée : réutilisée telle quelle.");
      return;
    }
    if (!load) {
      const env = "url" in where ? "DATABASE_URL=..." : `DATA_DIR=${where.dataDir}`;
      throw new Error(
        `Base vide et --no-load : créez au moins l'utilisateur direction (${env} npm run user:add -- direction direction 1).`,
      );
    }
    const duration = scale === "large" ? "plusieurs minutes" : "une minute environ";
    console.log(`Base vide : chargement du jeu de démonstration (échelle ${scale}, ${duration})...`);
    const t0 = performance.now();
    const elapsed = () => `${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s`;
    await loadDemo(database.db, { scale, onProgress: (step) => console.log(`  [${elapsed()}] ${step}`) });
    console.log(`Jeu de démonstration chargé en ${elapsed().trim()}.`);
  } finally {
    await database.close();
  }
}

/** Row counts of the main tables, printed so that a run says what data it was measured on. */
export async function describeData(database: BenchDatabase): Promise<string> {
  const tables = ["client", "produit", "of", "pierre"];
  const counts = await Promise.all(
    tables.map(async (t) => {
      const r = await database.query(`select count(*)::text as n from "${t}"`);
      const n = (r.rows[0] as { n: string } | undefined)?.n ?? 0;
      return `${t} ${Number(n).toLocaleString("fr-FR")}`;
    }),
  );
  return counts.join(", ");
}
