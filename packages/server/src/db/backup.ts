import { existsSync } from "node:fs";
import { link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import {
  countImages,
  extractArchive,
  IMAGES_MEMBER,
  MANIFEST,
  type Manifest,
  moveFolder,
  readManifest,
  writeArchive,
} from "./backup-archive.ts";
import { dumpPglite, hasPgliteDatabase, loadPglite, removeDatabaseFiles } from "./backup-pglite.ts";
import { dumpPostgres, isPostgresEmpty, restorePostgres } from "./backup-postgres.ts";
import { lockDataDir } from "./lock.ts";

export { serveBackupRequests } from "./backup-pglite.ts";

/**
 * npm run backup / npm run restore: one dated tar per backup, holding the database dump (PGlite's
 * own dump, or pg_dump's custom format) and the images folder; restored into an empty database only,
 * unless --force.
 */
interface BackupTarget {
  /** postgres://... ; absent = the embedded base in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  imagesDir: string;
}

interface BackupResult {
  file: string;
  base: Manifest["base"];
  /** PGlite: the running server wrote the dump, or the backup opened the stopped base itself. */
  via: "serveur" | "direct" | "pg_dump";
  images: number;
  bytes: number;
  warning: string | null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** ecrin-YYYYMMDD-HHMMSS.tar, local time (the time cron and the staff read). */
function backupName(date: Date): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  return `ecrin-${day}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}.tar`;
}

export async function createBackup(
  target: BackupTarget & { backupDir: string; date?: Date },
): Promise<BackupResult> {
  const date = target.date ?? new Date();
  await mkdir(target.backupDir, { recursive: true });
  const staging = await mkdtemp(join(target.backupDir, ".ecrin-sauvegarde-"));
  try {
    const base: Manifest["base"] = target.databaseUrl ? "postgres" : "pglite";
    const fichierBase = base === "postgres" ? "base.pgdump" : "base.tar.gz";
    let via: BackupResult["via"] = "pg_dump";
    if (target.databaseUrl) await dumpPostgres(target.databaseUrl, join(staging, fichierBase));
    else via = await dumpPglite(target.dataDir, join(staging, fichierBase));
    // The images after the base: a row never lacks a file uploaded before it.
    const imagesDir = existsSync(target.imagesDir) ? target.imagesDir : null;
    const images = imagesDir ? await countImages(imagesDir) : 0;
    const manifest: Manifest = {
      application: "ecrin",
      format: 1,
      base,
      fichierBase,
      date: date.toISOString(),
      images,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = join(staging, backupName(date));
    const warning = await writeArchive(partial, staging, [MANIFEST, fichierBase], imagesDir);
    // link, not rename: two backups in the same second never overwrite each other.
    let file = join(target.backupDir, backupName(date));
    for (let n = 2; !(await linkIfFree(partial, file)); n++) {
      file = join(target.backupDir, backupName(date).replace(".tar", `-${n}.tar`));
    }
    return { file, base, via, images, bytes: (await stat(file)).size, warning };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function linkIfFree(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
}

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

const isInside = (dir: string, parent: string) => {
  const rel = relative(resolve(parent), resolve(dir));
  return rel !== "" && !rel.startsWith("..");
};

/** Images already there (the thumbnail cache aside, which a restore drops anyway). */
async function hasImages(imagesDir: string): Promise<boolean> {
  const names = await readdir(imagesDir).catch(() => [] as string[]);
  return names.some((n) => n !== ".thumbs");
}

interface RestoreResult {
  base: Manifest["base"];
  date: string;
  images: number;
}

/**
 * Restores into an empty database and image folder; --force replaces what is there (PGlite: only
 * while no server has the folder open, which the lock guarantees). Nothing is touched before the
 * archive has been read whole and every check has passed.
 */
export async function restoreBackup(
  target: BackupTarget & { file: string; force?: boolean },
): Promise<RestoreResult> {
  const { file, force = false } = target;
  if (!existsSync(file)) throw new RestoreRefusedError(`Fichier de sauvegarde introuvable : ${file}`);
  const manifest = await readManifest(file);
  const wanted: Manifest["base"] = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.base !== wanted) {
    throw new RestoreRefusedError(
      manifest.base === "postgres"
        ? "Cette sauvegarde vient d'une base PostgreSQL : restaurez-la avec DATABASE_URL."
        : "Cette sauvegarde vient de la base embarquée (PGlite) : restaurez-la sans DATABASE_URL.",
    );
  }
  const imagesInData = !target.databaseUrl && isInside(target.imagesDir, target.dataDir);
  // Held until the end: no server may open the folder while it is being replaced.
  const release = target.databaseUrl ? () => {} : lockDataDir(target.dataDir);
  try {
    const full = target.databaseUrl
      ? !(await isPostgresEmpty(target.databaseUrl))
      : hasPgliteDatabase(target.dataDir);
    if (full && !force) {
      throw new RestoreRefusedError(
        `La base ${target.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embarquée ${target.dataDir}`} n'est ` +
          "pas vide : restauration refusée. Relancez avec --force pour la remplacer (ses données seront perdues).",
      );
    }
    if ((await hasImages(target.imagesDir)) && !force) {
      throw new RestoreRefusedError(
        `Le dossier d'images ${target.imagesDir} n'est pas vide : restauration refusée. ` +
          "Relancez avec --force pour le remplacer.",
      );
    }
    // Unpacked beside the images (same disk: moved, not copied), outside the data folder it may empty.
    const stagingParent = dirname(imagesInData ? resolve(target.dataDir) : resolve(target.imagesDir));
    await mkdir(stagingParent, { recursive: true });
    const staging = await mkdtemp(join(stagingParent, ".ecrin-restauration-"));
    try {
      await extractArchive(file, staging);
      const dump = join(staging, manifest.fichierBase);
      if (!existsSync(dump))
        throw new RestoreRefusedError(`Sauvegarde incomplète : ${manifest.fichierBase} absent.`);
      if (target.databaseUrl) {
        await restorePostgres(target.databaseUrl, dump, full);
      } else {
        if (full) await emptyDataDir(target.dataDir);
        try {
          await loadPglite(target.dataDir, dump);
        } catch (e) {
          // Half-loaded files must not pass for a database at the next start.
          await removeDatabaseFiles(target.dataDir);
          throw e;
        }
      }
      await rm(target.imagesDir, { recursive: true, force: true });
      const images = join(staging, IMAGES_MEMBER);
      if (existsSync(images)) {
        await mkdir(dirname(target.imagesDir), { recursive: true });
        await moveFolder(images, target.imagesDir);
      } else {
        await mkdir(target.imagesDir, { recursive: true });
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
  return { base: manifest.base, date: manifest.date, images: manifest.images };
}

/** Everything of the data folder but our lock (the images in it are restored next). */
async function emptyDataDir(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name !== "ecrin.lock") await rm(join(dataDir, name), { recursive: true, force: true });
  }
}
