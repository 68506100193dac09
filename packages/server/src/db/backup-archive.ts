import { spawn } from "node:child_process";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * One backup = one tar file: sauvegarde.json (what it holds), the database dump, images/. Written by
 * the system's GNU tar (part of every Debian): it streams any number of images from disk, where a
 * tar written in JavaScript would hold them in memory or need a library we do not have.
 */
export const MANIFEST = "sauvegarde.json";
export const IMAGES_MEMBER = "images";

export interface Manifest {
  application: "ecrin";
  format: 1;
  base: "pglite" | "postgres";
  /** The database dump inside the archive: PGlite data folder (tar.gz) or pg_dump custom format. */
  fichierBase: string;
  date: string;
  images: number;
}

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
  const { stderr } = await run("tar", ["-cf", file, "-C", staging, ...members, ...images], {
    okCodes: [0, 1],
  });
  return stderr.trim() || null;
}

export async function readManifest(file: string): Promise<Manifest> {
  let text: string;
  try {
    text = (await run("tar", ["-xOf", file, MANIFEST])).stdout.toString("utf8");
  } catch {
    throw new Error(
      `${file} n'est pas une sauvegarde Écrin (fichier ${MANIFEST} absent ou archive illisible).`,
    );
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.application !== "ecrin" || manifest.format !== 1) {
    throw new Error(`${file} n'est pas une sauvegarde Écrin de format connu.`);
  }
  return manifest;
}

export async function extractArchive(file: string, into: string): Promise<void> {
  await run("tar", ["-xf", file, "-C", into, "--no-same-owner", "--no-same-permissions"]);
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
