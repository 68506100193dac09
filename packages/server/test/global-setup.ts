import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../src/db/connection.ts";

/**
 * Each test file gets its own database, started from a template built once per run:
 * - the migrated database: on PGlite a snapshot of the migrated folder (initdb ~4 s plus the migrations, paid once;
 *   each file then starts in ~0.6 s), on PostgreSQL a template database the files copy (`create database … template`);
 * - the small demo set, for the files that read it: built by the first file that asks for it (`helpers/database.ts`),
 *   so a run that needs no demo pays nothing. Its name is given here, and it is removed at the end of the run.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const migre = `ecrin_modele_${process.pid}`;
    const demo = `ecrin_demo_${process.pid}`;
    await sur(url, `create database ${migre}`);
    const cible = new URL(url);
    cible.pathname = `/${migre}`;
    const database = await openDatabase({ url: cible.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide("pgliteTemplate", undefined);
    project.provide("modeles", { migre, demo });
    return async () => {
      for (const nom of [demo, `${demo}_en_cours`, migre])
        await sur(url, `drop database if exists ${nom} with (force)`);
    };
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = join(import.meta.dirname, "..", "..", "..", ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  const demo = join(dir, `pglite-demo-${process.pid}.tar`);
  project.provide("pgliteTemplate", file);
  project.provide("modeles", { migre: file, demo });
  return () => {
    for (const f of [file, demo, `${demo}.verrou`]) rmSync(f, { force: true });
  };
}

/** One statement on the server's maintenance connection (create or drop a database). */
async function sur(url: string, statement: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
    /** The run's templates: on PGlite two snapshot files, on PostgreSQL two database names. */
    modeles: { migre: string; demo: string };
  }
}
