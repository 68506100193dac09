import { spawn } from "node:child_process";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  lireManifeste,
  MANIFEST,
  type ManifestLu,
  type Membre,
  RestoreRefusedError,
} from "./backup-manifest.ts";

/**
 * One backup = one tar file: the database dump, images/, registre/ (the police register's files of
 * DATA_DIR/registre), then sauvegarde.json (what it holds). Written by the system's GNU tar (part of
 * every Debian): it streams any number of images from disk, where a tar written in JavaScript would
 * hold them in memory or need a library we do not have.
 */
export const IMAGES_MEMBER = "images";

/** Where a backup is read from and restored to. */
export interface BackupTarget {
  /** postgres://... ; absent = the embedded base in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  imagesDir: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYYMMDD-HHMMSS, local time (the time cron and the staff read): names archives and kept data. */
export function horodatage(date: Date): string {
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  return `${day}-${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}
export const REGISTRE_MEMBER = "registre";

/** Runs a program; rejects with a French message carrying its error output. */
export function run(
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; okCodes?: number[] } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: opts.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => {
      err += d;
    });
    child.on("error", (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === "ENOENT" ? `Programme introuvable : ${cmd} (installez-le, voir le README).` : e.message,
        ),
      ),
    );
    child.on("close", (code) => {
      if ((opts.okCodes ?? [0]).includes(code ?? -1)) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new Error(`${cmd} a échoué (code ${code}) : ${err.trim()}`));
    });
  });
}

/** The image files worth keeping: not the thumbnail cache (remade on demand) nor half-written files. */
const isImageFile = (name: string) => !name.startsWith(".");

export async function countImages(imagesDir: string): Promise<number> {
  const entries = await readdir(imagesDir, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && isImageFile(e.name)).length;
}

/**
 * Writes the archive: the files of `staging` at its root, the images folder (if any) under images/.
 * An image replaced or deleted while tar reads (an upload meanwhile) is a warning, not a failure (tar's
 * exit code 1, --ignore-failed-read): that image may be older or missing in the archive, which the
 * server handles (a name recorded without its file); the warning is returned for the log.
 */
export async function writeArchive(
  file: string,
  staging: string,
  members: string[],
  imagesDir: string | null,
  registreParent: string | null,
): Promise<string | null> {
  const images: string[] = [];
  if (imagesDir) {
    // A list file rather than arguments: thousands of images would pass the command-line limit.
    const names = (await readdir(imagesDir, { withFileTypes: true }))
      .filter((e) => e.isFile() && isImageFile(e.name))
      .map((e) => `./${e.name}\n`);
    const list = join(staging, ".images.liste");
    await writeFile(list, `.\n${names.join("")}`);
    images.push(
      `--transform=s,^\\.,${IMAGES_MEMBER},`,
      "--no-recursion",
      "-C",
      imagesDir,
      "--ignore-failed-read",
      "--verbatim-files-from",
      `--files-from=${list}`,
    );
  }
  // The register's files (whatever lies under it, recursively), after the images' list options.
  const registre = registreParent ? ["--recursion", "-C", registreParent, REGISTRE_MEMBER] : [];
  const { stderr } = await run("tar", ["-cf", file, "-C", staging, ...members, ...images, ...registre], {
    okCodes: [0, 1],
  });
  return stderr.trim() || null;
}

/**
 * Size and SHA-256 of every file in the archive, read back from it (so that the manifest describes
 * what was written, even of an image replaced meanwhile): one pass of tar, a sha256sum per member.
 */
export async function membresArchive(file: string): Promise<Membre[]> {
  const { stdout } = await run("tar", [
    "-xf",
    file,
    `--to-command=printf '%s %s %s\\n' "$TAR_SIZE" "$(sha256sum | cut -c1-64)" "$TAR_FILENAME"`,
  ]);
  return stdout
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((ligne) => {
      const [taille = "", sha256 = "", ...nom] = ligne.split(" ");
      return { nom: nom.join(" "), taille: Number(taille), sha256 };
    });
}

/** Adds a file of `dir` at the end of the archive (the manifest, once the members are known). */
export async function ajouterAArchive(file: string, dir: string, nom: string): Promise<void> {
  await run("tar", ["-rf", file, "-C", dir, nom]);
}

/** What tar says of a damaged archive, in French (its own words are English and technical). */
function archiveIllisible(file: string): RestoreRefusedError {
  return new RestoreRefusedError(
    `${file} est tronquée, endommagée ou n'est pas une archive tar : restauration refusée, rien n'a été modifié.`,
  );
}

/** The archive's manifest, checked (French refusals for a foreign, damaged or unknown archive). */
export async function readManifest(file: string): Promise<ManifestLu> {
  let text: string;
  try {
    text = (await run("tar", ["-xOf", file, MANIFEST])).stdout.toString("utf8");
  } catch {
    throw new RestoreRefusedError(
      `${file} n'est pas une sauvegarde Écrin lisible (fichier ${MANIFEST} absent, ou archive tronquée ou ` +
        "endommagée) : restauration refusée, rien n'a été modifié.",
    );
  }
  return lireManifeste(text, file);
}

/** Unpacks the whole archive; a truncated or damaged one is refused in French. */
export async function extractArchive(file: string, into: string): Promise<void> {
  try {
    await run("tar", ["-xf", file, "-C", into, "--no-same-owner", "--no-same-permissions"]);
  } catch (e) {
    if (/No space left/i.test(e instanceof Error ? e.message : "")) {
      throw new RestoreRefusedError(`Disque plein en dépliant ${file} dans ${into} : libérez de la place.`);
    }
    throw archiveIllisible(file);
  }
}

/** rename, or copy then delete when the two folders are on different disks. */
export async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Moves the restored images folder into place (copying file by file across disks). */
export async function moveFolder(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
    await mkdir(to, { recursive: true });
    for (const name of await readdir(from)) await moveFile(join(from, name), join(to, name));
    await rm(from, { recursive: true, force: true });
  }
}
