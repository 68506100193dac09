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
import sharp, { type Sharp } from "sharp";
import { BusinessError } from "../http/errors.ts";

export interface ImageCompressee {
  data: Buffer;
  format: ImageFormat;
  largeur: number;
  hauteur: number;
}

/** Far above any photo, far below what would exhaust memory (sharp's own default is 268 Mpx). */
const MAX_PIXELS = 100_000_000;

/** What the bytes really are, whatever the name or MIME type claims; refuses anything else. */
async function formatReel(data: Buffer): Promise<ImageFormat> {
  let format: string | undefined;
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) throw new Error("no size");
  } catch {
    throw new BusinessError(400, MSG_IMAGE_REFUSEE);
  }
  if (format === "jpeg" || format === "png" || format === "webp") return format;
  throw new BusinessError(400, MSG_IMAGE_FORMAT);
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
    throw new BusinessError(400, MSG_IMAGE_REFUSEE);
  }
  throw new BusinessError(422, MSG_IMAGE_COMPRESSION);
}
