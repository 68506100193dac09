import { z } from "zod";
import { decimalString, texte } from "../shared/index.ts";

/** Spec 03 sections 2.20 and 9: the SVG export of a text (laser engraving, CAD). */
export const SVG_STROKE_WIDTH = "0.94475";
export const SVG_CANVAS = 1000;
export const SVG_HAUTEUR_MM_DEFAUT = "0.8";
/** The one font offered (shipped with the project, not a system font). */
export const SVG_POLICES = ["DejaVu Sans"] as const;

export const MSG_SVG_TEXTE_OBLIGATOIRE = "Le texte est obligatoire.";
export const MSG_SVG_HAUTEUR_OBLIGATOIRE = "La hauteur finale est obligatoire.";
export const MSG_SVG_HAUTEUR_INVALIDE = "La hauteur finale doit être un nombre de millimètres supérieur à 0.";
export const MSG_SVG_SANS_CONTOUR = "Ce texte ne donne aucun tracé avec cette police.";

export const svgExportSchema = z.object({
  texte: texte().trim().min(1, MSG_SVG_TEXTE_OBLIGATOIRE).max(200),
  police: z.enum(SVG_POLICES, { error: "Police inconnue." }).default("DejaVu Sans"),
  hauteurMm: decimalString({
    required: MSG_SVG_HAUTEUR_OBLIGATOIRE,
    invalid: MSG_SVG_HAUTEUR_INVALIDE,
  }).refine((v) => Number(v) > 0 && Number(v) <= 1000, MSG_SVG_HAUTEUR_INVALIDE),
});
export type SvgExport = z.infer<typeof svgExportSchema>;

/** The downloaded file is named after the text: letters, digits, '-' and '_' kept, the rest '_'. */
export function nomFichierSvg(texte: string): string {
  // No trim: spaces at either end become "_", stripped with the others.
  const base = texte
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 80);
  return `${base || "texte"}.svg`;
}

/**
 * Where the text's outline goes in the 1000 x 1000 canvas: scaled to fit (aspect kept) and centred.
 * `box` is the outline's bounding box at the font size used.
 */
export function placementSvg(box: { x1: number; y1: number; x2: number; y2: number }): {
  scale: number;
  dx: number;
  dy: number;
} {
  const w = box.x2 - box.x1;
  const h = box.y2 - box.y1;
  const scale = Math.min(SVG_CANVAS / w, SVG_CANVAS / h);
  return {
    scale,
    dx: (SVG_CANVAS - w * scale) / 2 - box.x1 * scale,
    dy: (SVG_CANVAS - h * scale) / 2 - box.y1 * scale,
  };
}
