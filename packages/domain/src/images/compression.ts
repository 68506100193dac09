import { div, mul, roundHalfUp, roundHalfUpInt, sub } from "../shared/index.ts";

/** Spec 02 sections 5 and 9: a stored image is at most 1 MB and 1000 px on its longest side. */
export const IMAGE_COTE_MAX_PX = 1000;
/** 1 MB taken as 1 000 000 bytes, the stricter reading (it also fits under 1 MiB). */
export const IMAGE_TAILLE_MAX_OCTETS = 1_000_000;
/** What the server accepts before compression (a phone photo is 3 to 12 MB). */
export const IMAGE_ENVOI_MAX_OCTETS = 40 * 1024 * 1024;
/** Quality steps tried in turn until the file fits (JPEG and WebP). */
export const QUALITES_COMPRESSION = [85, 75, 65, 55, 45, 35, 25] as const;
/**
 * Palettes tried for a PNG that does not fit losslessly: 8 then 4 bits per pixel (the colour counts in
 * between keep 8 bits and do not shrink the file).
 */
export const COULEURS_PALETTE_PNG = [256, 16] as const;

/** Spec 01 section 9: thumbnails are 60, 100 or 150 px. */
export const TAILLES_MINIATURE = [60, 100, 150] as const;
export type TailleMiniature = (typeof TAILLES_MINIATURE)[number];

export function isTailleMiniature(n: number): n is TailleMiniature {
  return (TAILLES_MINIATURE as readonly number[]).includes(n);
}

/**
 * The gain of the compression, in percent of the original size, rounded half up (0 if it grew). Sizes
 * are byte counts (>= 0): an empty original is never larger than its compression, so it gives 0 too.
 */
export function gainCompression(tailleOrigine: number, tailleCompressee: number): number {
  if (tailleCompressee >= tailleOrigine) return 0;
  return roundHalfUpInt(mul(div(sub(tailleOrigine, tailleCompressee), tailleOrigine), 100));
}

/** A file size as staff read it: "850 o", "12,3 Ko", "1,4 Mo" (decimal units, one decimal). */
export function formatTaille(octets: number): string {
  if (octets < 1000) return `${octets}\u00a0o`;
  const [valeur, unite] = octets < 1_000_000 ? [div(octets, 1000), "Ko"] : [div(octets, 1_000_000), "Mo"];
  const arrondi = roundHalfUp(valeur, 1).toFixed(1).replace(".", ",").replace(/,0$/, "");
  return `${arrondi}\u00a0${unite}`;
}
