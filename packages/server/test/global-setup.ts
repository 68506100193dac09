import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../src/db/connection.ts";

/**
 * On PGlite, a fresh database costs ~4 s of initdb plus the migrations; we pay that once,
 * snapshot the migrated folder, and each test file starts from the snapshot (~0.6 s).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({});
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = join(import.meta.dirname, "..", "..", "..", ".tmp");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
