import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, join, resolve } from "node:path";

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

/** What the lock file says of its holder: enough to tell it from another program given the same pid. */
interface LockInfo {
  application: "ecrin";
  pid: number;
  /** Start time of the process (/proc/<pid>/stat, clock ticks since boot); null off Linux. */
  debut: string | null;
  /** Boot id of the machine: a lock written before a reboot is stale whatever its pid. */
  boot: string | null;
  /** The holder's command line (/proc/<pid>/cmdline). */
  commande: string[] | null;
  /** Set by a server that writes a backup of its database when sent this signal (db/backup.ts). */
  sauvegarde?: "SIGUSR2";
}

const LOCK_FILE = "ecrin.lock";
/** Folders this process holds: a second opener within the process is refused too. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

/** Who a pid is now (Linux /proc; nulls elsewhere, where only "alive" can be checked). */
function identity(pid: number): Pick<LockInfo, "debut" | "boot" | "commande"> {
  const stat = readOrNull(`/proc/${pid}/stat`);
  // Field 22 (starttime); the command name in field 2 may hold spaces, so count after its ')'.
  const debut = stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  const cmdline = readOrNull(`/proc/${pid}/cmdline`);
  return {
    debut,
    boot: readOrNull("/proc/sys/kernel/random/boot_id")?.trim() || null,
    commande:
      cmdline === null ? null : cmdline.split("\0").filter((a, i, all) => a !== "" || i < all.length - 1),
  };
}

function parseLock(text: string): LockInfo | null {
  const trimmed = text.trim();
  // The first versions wrote the bare pid.
  if (/^\d+$/.test(trimmed))
    return { application: "ecrin", pid: Number(trimmed), debut: null, boot: null, commande: null };
  try {
    const info = JSON.parse(trimmed) as Partial<LockInfo>;
    if (info.application === "ecrin" && Number.isInteger(info.pid) && (info.pid ?? 0) > 0) {
      return { debut: null, boot: null, commande: null, ...info } as LockInfo;
    }
  } catch {
    // Unreadable: half written by a process that died mid-write, or foreign; stale either way.
  }
  return null;
}

/** Why a lock is stale, or null when its holder is a live Écrin process. */
function staleReason(dir: string, info: LockInfo | null): string | null {
  if (info === null) return "fichier de verrou illisible";
  if (info.pid === process.pid) {
    // Same pid as ours (a container restarted as pid 1): stale unless this very process holds it.
    return heldHere.has(dir) ? null : "laissé par un processus précédent portant le même pid";
  }
  if (!isAlive(info.pid)) return `le processus ${info.pid} n'existe plus`;
  const now = identity(info.pid);
  if (info.boot && now.boot && info.boot !== now.boot) return "écrit avant le redémarrage de la machine";
  const reused = `le pid ${info.pid} est maintenant celui d'un autre programme`;
  if (info.debut && now.debut && info.debut !== now.debut) return reused;
  if (now.commande) {
    if (info.commande && info.commande.join("\0") !== now.commande.join("\0")) return reused;
    // A bare-pid lock names no command: an Écrin process is a node process at least.
    if (!info.commande && !/node/i.test(basename(now.commande[0] ?? ""))) return reused;
  }
  return null;
}

/** The live Écrin process holding the folder (this process included), or null when none does. */
export function liveLockHolder(dir: string): LockInfo | null {
  const text = readOrNull(join(dir, LOCK_FILE));
  if (text === null) return null;
  const info = parseLock(text);
  return staleReason(resolve(dir), info) === null ? info : null;
}

function lockContent(extra: Partial<LockInfo> = {}): string {
  const info: LockInfo = { application: "ecrin", pid: process.pid, ...identity(process.pid), ...extra };
  return `${JSON.stringify(info)}\n`;
}

/**
 * Takes the folder's lock, or throws DataDirLockedError when a live Écrin process holds it. A lock
 * whose process is gone, or whose pid now belongs to another program, is taken over (with a warning).
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const key = resolve(dir);
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createExclusive(file, lockContent());
      heldHere.add(key);
      return () => {
        heldHere.delete(key);
        rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const text = readOrNull(file);
      if (text === null) continue; // released meanwhile
      const info = parseLock(text);
      const reason = staleReason(key, info);
      if (reason === null) throw new DataDirLockedError(dir, info?.pid ?? 0);
      if (takeOver(file, text)) {
        console.warn(`Verrou périmé de la base embarquée ${dir} repris : ${reason}.`);
      }
    }
  }
  throw new Error(`Impossible de verrouiller ${dir}`);
}

/** Creates the file with its whole content at once (a reader never sees it empty), or EEXIST. */
function createExclusive(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  try {
    linkSync(tmp, file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "ENOTSUP") throw e;
    // A file system without hard links: exclusive create, then write.
    const fd = openSync(file, "wx");
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Removes the stale lock we read, and only it: moved aside first, so that of two processes taking
 * over at once, the second cannot delete the lock the first has just written (it puts that one back).
 */
function takeOver(file: string, staleText: string): boolean {
  const aside = `${file}.${process.pid}.${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch {
    return false; // gone meanwhile: retry the exclusive create
  }
  if (readOrNull(aside) === staleText) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, file);
  } catch {
    // Another opener already wrote a lock: it stands; ours will be refused on the retry.
  }
  rmSync(aside, { force: true });
  return false;
}

/** Rewrites the lock of a folder this process holds with more about its holder (atomic rename). */
export function announceInLock(dir: string, extra: Partial<LockInfo>): void {
  if (!heldHere.has(resolve(dir))) throw new Error(`Verrou de ${dir} non détenu par ce processus`);
  const file = join(dir, LOCK_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, lockContent(extra));
  renameSync(tmp, file);
}
