import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { MSG_IMAGE_SANS_FICHIER, type TailleMiniature } from "@ecrin/domain";
import sharp from "sharp";
import { refus } from "../http/errors.ts";
import { imageWork } from "./semaphore.ts";
import { cheminImage, cheminMiniature, ecrireAtomique } from "./storage.ts";

export interface FichierServi {
  chemin: string;
  stats: Stats;
}

const statOf = (chemin: string) => stat(chemin).catch(() => null);

/** The original file, or 404 (a name recorded by the old system may have no file here). */
export async function fichierImage(dossier: string, nom: string): Promise<FichierServi> {
  const chemin = cheminImage(dossier, nom);
  const stats = await statOf(chemin);
  if (!stats?.isFile()) refus({ code: "IMAGE_SANS_FICHIER", message: MSG_IMAGE_SANS_FICHIER });
  return { chemin, stats };
}

/**
 * The thumbnail of an image, made by sharp on first request and kept on disk; remade when the
 * original is newer than the cached one (a file replaced under the same name).
 */
export async function miniature(
  dossier: string,
  nom: string,
  taille: TailleMiniature,
): Promise<FichierServi> {
  const original = await fichierImage(dossier, nom);
  const chemin = cheminMiniature(dossier, nom, taille);
  const cache = await statOf(chemin);
  if (cache?.isFile() && cache.mtimeMs >= original.stats.mtimeMs) return { chemin, stats: cache };
  const data = await imageWork.run(() =>
    sharp(original.chemin).resize(taille, taille, { fit: "inside", withoutEnlargement: true }).toBuffer(),
  );
  await ecrireAtomique(chemin, data);
  return { chemin, stats: await stat(chemin) };
}
