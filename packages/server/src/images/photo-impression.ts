import sharp from "sharp";
import { fichierImage } from "./thumbs.ts";

/**
 * The photo of an OF for a print, as a JPEG data URL (pdfmake reads JPEG and PNG only), or null when
 * no name has a file: the OF's own photo first, else its product's image. A name the old system
 * recorded without a file, or an unreadable file, prints without a photo rather than failing the print.
 */
export async function photoDataUrl(
  imagesDir: string,
  noms: ReadonlyArray<string | null>,
  taillePx: number,
): Promise<string | null> {
  for (const nom of noms) {
    if (!nom) continue;
    try {
      const { chemin } = await fichierImage(imagesDir, nom);
      const jpeg = await sharp(chemin)
        .rotate()
        .resize(taillePx, taillePx, { fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
    } catch {
      // No file, a name outside the images folder's rules, or not an image: try the next one.
    }
  }
  return null;
}
