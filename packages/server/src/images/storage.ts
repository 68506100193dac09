import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { isNomImageSur, MSG_IMAGE_NOM_INVALIDE, type TailleMiniature } from "@ecrin/domain";
import { refus } from "../http/errors.ts";

/** Cached thumbnails live in <imagesDir>/.thumbs/<size>/<nom> (a dot folder no image name can reach). */
const THUMBS = ".thumbs";

/**
 * The path of a file of the image folder. Every path the server reads or writes goes through here:
 * the name must be one the domain's sanitiser would write, and the resolved path must stay inside.
 */
function cheminDans(dossier: string, ...parties: string[]): string {
  const nom = parties.at(-1) ?? "";
  if (!isNomImageSur(nom)) refus({ code: "IMAGE_NOM_INVALIDE", message: MSG_IMAGE_NOM_INVALIDE });
  const racine = resolve(dossier);
  const chemin = resolve(racine, ...parties);
  const rel = relative(racine, chemin);
  if (rel === "" || rel.startsWith("..") || rel.includes(`..${sep}`) || resolve(racine, rel) !== chemin) {
    refus({ code: "IMAGE_NOM_INVALIDE", message: MSG_IMAGE_NOM_INVALIDE });
  }
  return chemin;
}

export const cheminImage = (dossier: string, nom: string) => cheminDans(dossier, nom);

export const cheminMiniature = (dossier: string, nom: string, taille: TailleMiniature) =>
  cheminDans(dossier, THUMBS, String(taille), nom);

/** Writes through a temporary file then renames: a reader never sees half a file. */
export async function ecrireAtomique(chemin: string, data: Buffer): Promise<void> {
  await mkdir(dirname(chemin), { recursive: true });
  const tmp = join(dirname(chemin), `.tmp-${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(tmp, data, { flag: "wx" });
    await rename(tmp, chemin);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export async function existe(chemin: string): Promise<boolean> {
  return stat(chemin).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Drops the cached thumbnails of a name (after a rename, a deletion or a new upload). */
export async function oublierMiniatures(dossier: string, nom: string, tailles: readonly number[]) {
  await Promise.all(tailles.map((t) => rm(cheminDans(dossier, THUMBS, String(t), nom), { force: true })));
}
