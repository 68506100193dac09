import { MSG_IMAGE_EXTENSION, MSG_IMAGE_NOM_INVALIDE } from "./messages.ts";

/** The stored formats, and the extensions each one may carry (the first is the one given by default). */
export const IMAGE_FORMATS = {
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  webp: [".webp"],
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** Room left for the extension in image.nom (varchar 255) and in file systems. */
export const NOM_IMAGE_MAX = 120;

const EXTENSION = /\.(jpe?g|png|webp)$/;

/** The format an extension says, or null. */
export function formatDuNom(nom: string): ImageFormat | null {
  const m = EXTENSION.exec(nom.toLowerCase());
  if (!m) return null;
  return m[1] === "png" ? "png" : m[1] === "webp" ? "webp" : "jpeg";
}

function extensionOf(nom: string): string {
  return EXTENSION.exec(nom)?.[0] ?? "";
}

/**
 * The only names files are written under: lower-case ASCII without accents, [a-z0-9._-], no path
 * separator, no leading dot or dash, at most NOM_IMAGE_MAX characters, ending with an image extension.
 * Other characters become "-", runs collapse; the last extension is kept ("photo.php.jpg" ->
 * "photo-php.jpg"). Null when nothing usable is left (empty, only dots, no base name).
 */
export function nomImageSur(nom: string, formatParDefaut: ImageFormat = "jpeg"): string | null {
  const ascii = nom
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/æ/gi, "ae")
    .replace(/œ/gi, "oe")
    .replace(/ß/g, "ss")
    .toLowerCase();
  // Only the last path component counts ("../../etc/passwd" -> "passwd").
  const dernier = ascii.split(/[/\\]/).pop() ?? "";
  const ext = extensionOf(dernier) || IMAGE_FORMATS[formatParDefaut][0];
  const base = dernier
    .slice(0, dernier.length - extensionOf(dernier).length)
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-_]+/, "")
    .slice(0, NOM_IMAGE_MAX - ext.length)
    .replace(/[-_]+$/, ""); // the trailing separators, after the cut (no dot is left: it became "-")
  return base === "" ? null : `${base}${ext}`;
}

/** True when the name is already one nomImageSur would write (the server checks every incoming name). */
export function isNomImageSur(nom: string): boolean {
  return nomImageSur(nom) === nom; // "" gives null, so is refused too
}

/**
 * The name a stored file gets: the sanitised name, its extension made to match the real format
 * ("photo.png" that is really a JPEG is stored as "photo.jpg").
 */
export function nomPourFormat(nom: string, format: ImageFormat): string | null {
  const sur = nomImageSur(nom, format);
  if (sur === null) return null;
  if (formatDuNom(sur) === format) return sur;
  return `${sur.slice(0, sur.length - extensionOf(sur).length)}${IMAGE_FORMATS[format][0]}`;
}

type RenommageResultat = { ok: true; nom: string } | { ok: false; message: string };

/**
 * A rename keeps the file's format: a new name without an extension gets the current one; another
 * format's extension is refused (the bytes would not match the name).
 */
export function nomRenomme(nouveau: string, ancien: string): RenommageResultat {
  const format = formatDuNom(ancien) ?? "jpeg";
  const sur = nomImageSur(nouveau, format);
  if (sur === null) return { ok: false, message: MSG_IMAGE_NOM_INVALIDE };
  if (formatDuNom(sur) !== format) {
    return { ok: false, message: MSG_IMAGE_EXTENSION.replace("{ext}", extensionOf(ancien) || ".jpg") };
  }
  return { ok: true, nom: sur };
}
