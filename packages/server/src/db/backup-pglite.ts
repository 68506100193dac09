import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { moveFile } from "./backup-archive.ts";
import { type EtatBase, etatBase } from "./backup-etat.ts";
import { RestoreRefusedError } from "./backup-manifest.ts";
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

/**
 * Writes the dump, gzipped (the data folder's pages compress about 6 to 1), through a temporary name,
 * with the row counts of the same state: counted, flushed and dumped inside one transaction, which
 * PGlite runs alone (every other query waits for it).
 */
async function writeDump(pglite: PGlite, file: string): Promise<EtatBase> {
  const { etat, data } = await pglite.transaction(async (tx) => {
    const etat = await etatBase(async (q) => (await tx.query<Record<string, unknown>>(q)).rows);
    // Flushed pages first: the dump then needs no WAL replay when it is opened again.
    await tx.query("checkpoint");
    const dump = await pglite.dumpDataDir("none");
    return { etat, data: new Uint8Array(await dump.arrayBuffer()) };
  });
  const gz = await promisify(gzip)(keepDatabaseFiles(data));
  const partial = `${file}.partiel`;
  await writeFile(partial, gz);
  await rename(partial, file);
  return etat;
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
      // The counts first: when the dump appears, its counts are there.
      const partiel = join(exchange, `${id}.partiel.tar.gz`);
      const etat = await writeDump(pglite, partiel);
      await writeFile(join(exchange, `${id}.etat.json`), JSON.stringify(etat));
      await rename(partiel, join(exchange, `${id}.tar.gz`));
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

async function askServer(dataDir: string, pid: number, file: string): Promise<EtatBase> {
  const exchange = join(dataDir, EXCHANGE);
  await mkdir(exchange, { recursive: true });
  const id = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const [request, done, failed, etat] = [".demande", ".tar.gz", ".erreur", ".etat.json"].map((ext) =>
    join(exchange, id + ext),
  );
  await writeFile(request!, "");
  const cleanUp = () => Promise.all([request!, done!, failed!, etat!].map((f) => rm(f, { force: true })));
  process.kill(pid, SIGNAL);
  const end = Date.now() + SERVER_TIMEOUT_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    if (existsSync(done!)) {
      const lu = JSON.parse(await readFile(etat!, "utf8")) as EtatBase;
      await moveFile(done!, file);
      await cleanUp();
      return lu;
    }
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

/** Writes the dump of the PGlite folder to `file`; says whether the running server wrote it, and its counts. */
export async function dumpPglite(
  dataDir: string,
  file: string,
): Promise<{ via: "serveur" | "direct"; etat: EtatBase }> {
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    throw new Error(
      `Aucune base embarquée dans ${dataDir} : lancez la sauvegarde avec le DATA_DIR du serveur (ou DATABASE_URL).`,
    );
  }
  const holder = liveLockHolder(dataDir);
  if (holder) {
    if (holder.sauvegarde !== SIGNAL) {
      throw new Error(
        `La base embarquée ${dataDir} est ouverte par un processus (pid ${holder.pid}) qui ne sait pas ` +
          "écrire de sauvegarde (une commande en cours, ou un serveur qui démarre) : réessayez dans un instant.",
      );
    }
    return { via: "serveur", etat: await askServer(dataDir, holder.pid, file) };
  }
  const database = await openDatabase({ dataDir });
  try {
    return { via: "direct", etat: await writeDump(database.pglite!, file) };
  } finally {
    await database.close();
  }
}

/** The folder holds a database (the server would open it rather than create one). */
export const hasPgliteDatabase = (dataDir: string) => existsSync(join(dataDir, "PG_VERSION"));

/**
 * Loads a dump into a new folder (the caller's, which no server knows of), opens it and counts its
 * rows. A dump that does not unzip or does not open is refused in French.
 */
export async function loadPglite(dataDir: string, dumpFile: string): Promise<EtatBase> {
  const tar = await promisify(gunzip)(await readFile(dumpFile)).catch(() => {
    throw new RestoreRefusedError("La base de la sauvegarde est illisible (compression endommagée).");
  });
  if (!keepDatabaseFiles(tar).length || !tarHasVersion(tar)) {
    throw new RestoreRefusedError(
      "La base de la sauvegarde est incomplète (dossier PGlite sans PG_VERSION).",
    );
  }
  let pglite: PGlite | undefined;
  try {
    pglite = new PGlite({ dataDir, loadDataDir: new Blob([tar], { type: "application/x-tar" }) });
    await pglite.waitReady;
    return await etatBase(async (q) => (await pglite!.query<Record<string, unknown>>(q)).rows);
  } catch (e) {
    if (e instanceof RestoreRefusedError) throw e;
    throw new RestoreRefusedError("La base de la sauvegarde ne s'ouvre pas : elle est endommagée.");
  } finally {
    await pglite?.close().catch(() => {});
  }
}

/** The dump holds PG_VERSION at its top (a PGlite data folder). */
function tarHasVersion(tar: Uint8Array): boolean {
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) return false;
    const name = text(header, 0, 100).replace(/^[./]+/, "");
    if (name.split("/").pop() === "PG_VERSION" && name.split("/").length <= 2) return true;
    const size = Number.parseInt(text(header, 124, 12).trim() || "0", 8);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return false;
}
