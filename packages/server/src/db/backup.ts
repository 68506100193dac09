import { existsSync } from "node:fs";
import { link, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  ajouterAArchive,
  type BackupTarget,
  countImages,
  horodatage,
  membresArchive,
  REGISTRE_MEMBER,
  writeArchive,
} from "./backup-archive.ts";
import { FORMAT_SAUVEGARDE, MANIFEST, type Manifest } from "./backup-manifest.ts";
import { dumpPglite } from "./backup-pglite.ts";
import { dumpPostgres } from "./backup-postgres.ts";

/**
 * npm run backup / npm run restore: one dated tar per backup, holding the database dump (PGlite's
 * own dump, or pg_dump's custom format), the images folder, the police register's files
 * (DATA_DIR/registre) and the manifest (sauvegarde.json: each member's size and SHA-256, the row
 * counts); restored by restore.ts, which checks everything before it replaces anything.
 */
export type { BackupTarget } from "./backup-archive.ts";
export { RestoreRefusedError } from "./backup-manifest.ts";
export { serveBackupRequests } from "./backup-pglite.ts";
export { restoreBackup } from "./restore.ts";

interface BackupResult {
  file: string;
  base: Manifest["base"];
  /** PGlite: the running server wrote the dump, or the backup opened the stopped base itself. */
  via: "serveur" | "direct" | "pg_dump";
  images: number;
  bytes: number;
  warning: string | null;
}

/** ecrin-YYYYMMDD-HHMMSS.tar */
const backupName = (date: Date) => `ecrin-${horodatage(date)}.tar`;

export async function createBackup(
  target: BackupTarget & { backupDir: string; date?: Date },
): Promise<BackupResult> {
  const date = target.date ?? new Date();
  await mkdir(target.backupDir, { recursive: true });
  const staging = await mkdtemp(join(target.backupDir, ".ecrin-sauvegarde-"));
  try {
    const base: Manifest["base"] = target.databaseUrl ? "postgres" : "pglite";
    const fichierBase = base === "postgres" ? "base.pgdump" : "base.tar.gz";
    const dump = target.databaseUrl
      ? { via: "pg_dump" as const, etat: await dumpPostgres(target.databaseUrl, join(staging, fichierBase)) }
      : await dumpPglite(target.dataDir, join(staging, fichierBase));
    // The images after the base: a row never lacks a file uploaded before it.
    const imagesDir = existsSync(target.imagesDir) ? target.imagesDir : null;
    const images = imagesDir ? await countImages(imagesDir) : 0;
    const enregistrees = dump.etat.lignes.image ?? 0;
    if (enregistrees > 0 && images === 0) {
      // Not the server's folder (a backup run without its DATA_DIR or IMAGES_DIR): never 0 images silently.
      throw new Error(
        `La base compte ${enregistrees} image(s) mais le dossier ${target.imagesDir} n'en contient aucune : ce ` +
          "n'est pas celui du serveur. Lancez la sauvegarde avec le DATA_DIR (ou IMAGES_DIR) du serveur.",
      );
    }
    // The register's files travel with the base (an empty folder is made, so that every archive has one).
    await mkdir(join(target.dataDir, REGISTRE_MEMBER), { recursive: true });
    const partial = join(staging, backupName(date));
    const warning = await writeArchive(partial, staging, [fichierBase], imagesDir, target.dataDir);
    const manifest: Manifest = {
      application: "ecrin",
      format: FORMAT_SAUVEGARDE,
      base,
      fichierBase,
      date: date.toISOString(),
      images,
      migrations: dump.etat.migrations,
      lignes: dump.etat.lignes,
      membres: await membresArchive(partial),
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await ajouterAArchive(partial, staging, MANIFEST);
    const via = dump.via;
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
