import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * PGlite serves one process per data folder and does not lock it itself: a second process would
 * write rows the first never sees. We take a lock file at open and refuse a second opener.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `La base embarquée ${dir} est déjà ouverte par un autre processus (pid ${pid}). ` +
        "Arrêtez-le d'abord, ou utilisez DATABASE_URL pour une base PostgreSQL partagée.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "ecrin.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      // A stale lock left by a process that died: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller ${dir}`);
}

export function isLocked(dir: string): boolean {
  return existsSync(join(dir, "ecrin.lock"));
}
