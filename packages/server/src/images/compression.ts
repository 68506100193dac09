import {
  COULEURS_PALETTE_PNG,
  IMAGE_COTE_MAX_PX,
  IMAGE_TAILLE_MAX_OCTETS,
  type ImageFormat,
  MSG_IMAGE_COMPRESSION,
  MSG_IMAGE_FORMAT,
  MSG_IMAGE_REFUSEE,
  QUALITES_COMPRESSION,
} from "@ecrin/domain";
import sharp, { type Metadata, type Sharp } from "sharp";
import { refus } from "../http/errors.ts";
import { imageWork } from "./semaphore.ts";

interface ImageCompressee {
  data: Buffer;
  format: ImageFormat;
  largeur: number;
  hauteur: number;
}

/**
 * Above any camera's photo (a 24 Mpx body, a 36 Mpx scan), far below what would exhaust memory: a
 * decoded 40 Mpx image is 120 to 160 MB, and a few KB of PNG can declare far more.
 */
const MAX_PIXELS = 40_000_000;

const msgImageTropGrande = (largeur: number, hauteur: number) =>
  `Image trop grande : ${largeur} × ${hauteur} pixels (au plus ${MAX_PIXELS / 1_000_000} millions de pixels). ` +
  "Réduisez-la avant de l'envoyer.";

/**
 * What the bytes really are, whatever the name or MIME type claims; refuses anything else, and an
 * image whose header declares too many pixels, before anything is decoded (the header alone is read).
 */
async function formatReel(data: Buffer): Promise<ImageFormat> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    refus({ code: "IMAGE_REFUSEE", message: MSG_IMAGE_REFUSEE });
  }
  const { format, width, height } = meta;
  if (!width || !height) refus({ code: "IMAGE_REFUSEE", message: MSG_IMAGE_REFUSEE });
  if (width * height > MAX_PIXELS)
    refus({ code: "IMAGE_TROP_GRANDE", message: msgImageTropGrande(width, height) });
  if (format === "jpeg" || format === "png" || format === "webp") return format;
  refus({ code: "IMAGE_FORMAT", message: MSG_IMAGE_FORMAT });
}

function encoder(image: Sharp, format: ImageFormat, etape: number): Sharp | null {
  if (format === "png") {
    if (etape === 0) return image.png({ compressionLevel: 9 });
    const colours = COULEURS_PALETTE_PNG[etape - 1];
    // effort 3: the default (7) takes seconds on a noisy megapixel for a few percent.
    return colours === undefined
      ? null
      : image.png({ compressionLevel: 6, palette: true, colours, effort: 3 });
  }
  const quality = QUALITES_COMPRESSION[etape];
  if (quality === undefined) return null;
  return format === "jpeg" ? image.jpeg({ quality, mozjpeg: true }) : image.webp({ quality });
}

/**
 * Spec 02 sections 5 and 9: at most 1000 px on the longest side (never enlarged), then the quality is
 * lowered step by step until the file is at most 1 MB. The format is kept (a PNG keeps its
 * transparency); the orientation of the camera is applied, the metadata (GPS...) dropped.
 */
export async function compresserImage(data: Buffer): Promise<ImageCompressee> {
  const format = await formatReel(data);
  // Decoding and encoding wait for one of the two slots; the header check above did not.
  return imageWork.run(() => compresser(data, format));
}

async function compresser(data: Buffer, format: ImageFormat): Promise<ImageCompressee> {
  try {
    const redimensionnee = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(IMAGE_COTE_MAX_PX, IMAGE_COTE_MAX_PX, { fit: "inside", withoutEnlargement: true })
      .toBuffer();
    for (let etape = 0; ; etape++) {
      const encodee = encoder(sharp(redimensionnee), format, etape);
      if (!encodee) break;
      const { data: sortie, info } = await encodee.toBuffer({ resolveWithObject: true });
      if (sortie.length <= IMAGE_TAILLE_MAX_OCTETS) {
        return { data: sortie, format, largeur: info.width, hauteur: info.height };
      }
    }
  } catch {
    // A truncated or corrupt file often passes the header check and fails on decoding.
    refus({ code: "IMAGE_REFUSEE", message: MSG_IMAGE_REFUSEE });
  }
  refus({ code: "IMAGE_COMPRESSION", message: MSG_IMAGE_COMPRESSION });
}
