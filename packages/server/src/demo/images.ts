import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Db } from "../db/connection.ts";
import { cheminImage, ecrireAtomique, existe } from "../images/index.ts";
import { queryRows } from "./context.ts";

/** Every image name the demo data references: product images, OF photos, workers' avatars. */
const NOMS_REFERENCES = `
  select nom from image
  union select image from centre_vide where image is not null
  union select img_centre from centre where img_centre is not null
  union select photo_of from "of" where photo_of is not null
  union select image from "of" where image is not null
  union select avatar from joaillier where avatar is not null and avatar not like '%/%'
  union select avatar from sertisseur where avatar is not null and avatar not like '%/%'`;

const COTE = 240;

/** The initials a picture shows: the letters of its name before the extension ("bg1001.jpg" -> "BG"). */
function initiales(nom: string): string {
  const base = nom.replace(/\.[^.]*$/, "").replace(/^avatar-/, "");
  const lettres = base
    .replace(/[^a-z]/gi, "")
    .slice(0, 2)
    .toUpperCase();
  return lettres || base.slice(0, 3).toUpperCase();
}

/** A small square of a colour taken from the name (the same name, the same picture), with its initials. */
export async function imageDemo(nom: string): Promise<Buffer> {
  const h = createHash("sha1").update(nom).digest();
  const teinte = Math.round((h[0]! / 255) * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COTE}" height="${COTE}">
    <rect width="100%" height="100%" fill="hsl(${teinte},45%,62%)"/>
    <circle cx="50%" cy="50%" r="38%" fill="hsl(${teinte},40%,85%)"/>
    <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="64"
      font-weight="bold" fill="hsl(${teinte},50%,25%)">${initiales(nom)}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return /\.png$/i.test(nom) ? image.png().toBuffer() : image.jpeg({ quality: 70 }).toBuffer();
}

/**
 * Writes one placeholder picture per distinct image name the demo references and the folder lacks, so
 * every screen shows a picture (no 404 on /image, /atelier). Existing files are kept (a user's upload).
 */
export async function genererImagesDemo(db: Db, dossier: string): Promise<number> {
  const noms = (await queryRows<{ nom: string }>(db, NOMS_REFERENCES)).map((r) => r.nom);
  let ecrites = 0;
  for (const nom of noms) {
    const chemin = cheminImage(dossier, nom);
    if (await existe(chemin)) continue;
    await ecrireAtomique(chemin, await imageDemo(nom));
    ecrites++;
  }
  return ecrites;
}
