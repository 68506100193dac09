import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { setTimeout as attendre } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/connection.ts";
import { loadDemo } from "../../src/demo/index.ts";

/** How long a file waits for another file to finish building the run's demo template. */
const ATTENTE_MODELE_MS = 240_000;

/**
 * One database per test file, started from the run's migrated template (`test/global-setup.ts`), or with
 * `demo` from the run's template holding the small demo set (built once, by the first file that asks).
 * PGlite: a snapshot loaded in memory. PostgreSQL (DATABASE_URL): a new database copied from the template
 * beside the given one, dropped at the end.
 */
export async function createTestDatabase(opts: { demo?: boolean } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const modeles = inject("modeles");
  if (!url) {
    const fichier = opts.demo ? await modelePglite(modeles) : modeles.migre;
    return openDatabase({ loadDataDir: new Blob([readFileSync(fichier)]) });
  }
  const modele = opts.demo ? await modelePostgres(url, modeles) : modeles.migre;
  const name = `ecrin_t_${randomBytes(6).toString("hex")}`;
  await sur(url, async (c) => {
    await c.query(`create database ${name} template ${modele}`);
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await sur(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * The run's demo template itself, for a file that opens its own base (a backup's source): on PGlite the
 * snapshot file to load, on PostgreSQL the template database's name to copy.
 */
export function modeleDemo(): Promise<string> {
  const url = process.env.DATABASE_URL;
  const modeles = inject("modeles");
  return url ? modelePostgres(url, modeles) : modelePglite(modeles);
}

/** The demo snapshot file: the first file to ask builds it under a lock file; the others wait for it. */
async function modelePglite(modeles: { migre: string; demo: string }): Promise<string> {
  if (existsSync(modeles.demo)) return modeles.demo;
  let verrou: number;
  try {
    verrou = openSync(`${modeles.demo}.verrou`, "wx");
  } catch {
    return attendreFichier(modeles.demo);
  }
  try {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(modeles.migre)]) });
    try {
      await loadDemo(database.db, { scale: "small" });
      const dump = await database.pglite!.dumpDataDir("none");
      writeFileSync(`${modeles.demo}.partiel`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${modeles.demo}.partiel`, modeles.demo);
    } finally {
      await database.close();
    }
  } finally {
    closeSync(verrou);
  }
  return modeles.demo;
}

async function attendreFichier(fichier: string): Promise<string> {
  for (let t = 0; t < ATTENTE_MODELE_MS; t += 250) {
    if (existsSync(fichier)) return fichier;
    await attendre(250);
  }
  throw new Error(`modèle de démonstration absent après ${ATTENTE_MODELE_MS} ms : ${fichier}`);
}

/**
 * The demo template database: built under an advisory lock by the first file to ask, as `<name>_en_cours`
 * and renamed once complete, so a file never copies a half-loaded demo.
 */
async function modelePostgres(url: string, modeles: { migre: string; demo: string }): Promise<string> {
  await sur(url, async (c) => {
    await c.query("select pg_advisory_lock(20261128)");
    try {
      const { rowCount } = await c.query("select 1 from pg_database where datname = $1", [modeles.demo]);
      if (rowCount) return;
      const enCours = `${modeles.demo}_en_cours`;
      await c.query(`drop database if exists ${enCours} with (force)`);
      await c.query(`create database ${enCours} template ${modeles.migre}`);
      const target = new URL(url);
      target.pathname = `/${enCours}`;
      const database = await openDatabase({ url: target.toString(), poolSize: 2 });
      try {
        await loadDemo(database.db, { scale: "small" });
      } finally {
        await database.close();
      }
      await c.query(`alter database ${enCours} rename to ${modeles.demo}`);
    } finally {
      await c.query("select pg_advisory_unlock(20261128)");
    }
  });
  return modeles.demo;
}

/** A statement or two on the server's maintenance connection (create, copy or drop a database). */
async function sur<T>(url: string, f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}
