import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { moveFile } from "./backup-archive.ts";
import { openDatabase } from "./connection.ts";
import { announceInLock, liveLockHolder } from "./lock.ts";

/**
 * PGlite's own dump of its data folder (dumpDataDir), never a copy of the live files: PGlite takes it
 * between two queries, so it is one consistent state. Only the process that has the folder open can
 * take it: a running server is asked to (a request file in EXCHANGE, then SIGUSR2), otherwise the
 * backup opens the folder itself, under the lock.
 */
const EXCHANGE = "ecrin-sauvegarde";
const SIGNAL = "SIGUSR2";

/** The PostgreSQL files of a data folder; the lock, the exchange folder, images... are not the base. */
const DATABASE_ENTRY = /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf|postmaster\.\w+)$/;

const text = (block: Uint8Array, from: number, length: number) => {
  const bytes = block.subarray(from, from + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end < 0 ? bytes : bytes.subarray(0, end)).toString("utf8");
};

/**
 * Keeps only the database's entries of PGlite's tar (ustar: 512-byte header, then the data padded
 * to 512): the images folder (inside the data folder by default) is archived apart, and the lock of
 * the running server must not come back with a restore.
 */
function keepDatabaseFiles(tar: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    const top = name.replace(/^[./]+/, "").split("/")[0] ?? "";
    if (DATABASE_ENTRY.test(top)) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

/** Writes the dump, gzipped (the data folder's pages compress about 6 to 1), through a temporary name. */
async function writeDump(pglite: PGlite, file: string): Promise<void> {
  // Flushed pages first: the dump then needs no WAL replay when it is opened again.
  await pglite.query("checkpoint");
  const dump = await pglite.dumpDataDir("none");
  const data = await promisify(gzip)(keepDatabaseFiles(new Uint8Array(await dump.arrayBuffer())));
  const partial = `${file}.partiel`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * In the server: answers the backup requests written in the data folder when SIGUSR2 arrives, one
 * at a time, and says so in the lock (so that a backup never signals a process that would die of
 * it). Returns the function that stops listening, once the request being answered is done.
 */
export function serveBackupRequests(dataDir: string, pglite: PGlite): () => Promise<void> {
  const exchange = join(dataDir, EXCHANGE);
  let queue = Promise.resolve();
  const answer = () => {
    queue = queue.then(() => answerRequests(exchange, pglite));
  };
  process.on(SIGNAL, answer);
  announceInLock(dataDir, { sauvegarde: SIGNAL });
  answer(); // requests that came while the server was starting
  return async () => {
    process.off(SIGNAL, answer);
    await queue;
  };
}

async function answerRequests(exchange: string, pglite: PGlite): Promise<void> {
  const names = await readdir(exchange).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(exchange, name);
    if (!name.endsWith(".demande")) {
      // Left by a backup that was interrupted: dropped after a day.
      const old = await stat(path).then(
        (s) => Date.now() - s.mtimeMs > 86_400_000,
        () => false,
      );
      if (old) await rm(path, { force: true });
      continue;
    }
    const id = name.slice(0, -".demande".length);
    try {
      await writeDump(pglite, join(exchange, `${id}.tar.gz`));
      console.log(`Sauvegarde : base embarquée écrite pour la demande ${id}.`);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      console.error(`Sauvegarde : échec de la demande ${id} : ${message}`);
      await writeFile(join(exchange, `${id}.erreur`), message).catch(() => {});
    } finally {
      await rm(path, { force: true });
    }
  }
}

/** How long a backup waits for the running server (a large base takes a few seconds). */
const SERVER_TIMEOUT_MS = 10 * 60_000;

async function askServer(dataDir: string, pid: number, file: string): Promise<void> {
  const exchange = join(dataDir, EXCHANGE);
  await mkdir(exchange, { recursive: true });
  const id = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const [request, done, failed] = [".demande", ".tar.gz", ".erreur"].map((ext) => join(exchange, id + ext));
  await writeFile(request!, "");
  const cleanUp = () => Promise.all([request!, done!, failed!].map((f) => rm(f, { force: true })));
  process.kill(pid, SIGNAL);
  const end = Date.now() + SERVER_TIMEOUT_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    if (existsSync(done!)) return moveFile(done!, file);
    if (existsSync(failed!)) {
      const message = await readFile(failed!, "utf8");
      await cleanUp();
      throw new Error(`Le serveur (pid ${pid}) n'a pas pu écrire la sauvegarde : ${message}`);
    }
    if (liveLockHolder(dataDir)?.pid !== pid || Date.now() > end) {
      await cleanUp();
      throw new Error(
        `Le serveur (pid ${pid}) n'a pas répondu à la demande de sauvegarde (arrêté entre-temps ?). ` +
          "Relancez la sauvegarde.",
      );
    }
  }
}

/** Writes the dump of the PGlite folder to `file`; says whether the running server wrote it. */
export async function dumpPglite(dataDir: string, file: string): Promise<"serveur" | "direct"> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new Error(`Aucune base embarquée dans ${dataDir} : rien à sauvegarder.`);
  }
  const holder = liveLockHolder(dataDir);
  if (holder) {
    if (holder.sauvegarde !== SIGNAL) {
      throw new Error(
        `La base embarquée ${dataDir} est ouverte par un processus (pid ${holder.pid}) qui ne sait pas ` +
          "écrire de sauvegarde (une commande en cours, ou un serveur qui démarre) : réessayez dans un instant.",
      );
    }
    await askServer(dataDir, holder.pid, file);
    return "serveur";
  }
  const database = await openDatabase({ dataDir });
  try {
    await writeDump(database.pglite!, file);
  } finally {
    await database.close();
  }
  return "direct";
}

/** The folder holds a database (the server would open it rather than create one). */
export const hasPgliteDatabase = (dataDir: string) => existsSync(join(dataDir, "PG_VERSION"));

export async function removeDatabaseFiles(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (DATABASE_ENTRY.test(name)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/** Loads a dump into a folder with no database, under the lock the caller holds, and checks it opens. */
export async function loadPglite(dataDir: string, dumpFile: string): Promise<void> {
  const tar = await promisify(gunzip)(await readFile(dumpFile));
  const pglite = new PGlite({ dataDir, loadDataDir: new Blob([tar], { type: "application/x-tar" }) });
  try {
    await pglite.waitReady;
    await pglite.query("select count(*) from drizzle.__drizzle_migrations");
  } finally {
    await pglite.close();
  }
}
