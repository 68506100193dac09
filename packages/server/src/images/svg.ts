import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  MSG_SVG_SANS_CONTOUR,
  placementSvg,
  SVG_CANVAS,
  SVG_STROKE_WIDTH,
  type SvgExport,
} from "@ecrin/domain";
import opentype from "opentype.js";
import { refus } from "../http/errors.ts";

/**
 * The fonts offered on /svg: TTF files shipped with the project's packages (dejavu-fonts-ttf), read
 * from node_modules at run time, never a system font.
 */
const FONT_DIR = join(
  dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")),
  "ttf",
);
const FICHIERS: Record<SvgExport["police"], string> = { "DejaVu Sans": "DejaVuSans.ttf" };
const polices = new Map<string, Promise<opentype.Font>>();

function police(nom: SvgExport["police"]): Promise<opentype.Font> {
  let p = polices.get(nom);
  if (!p) {
    p = opentype.load(join(FONT_DIR, FICHIERS[nom]));
    polices.set(nom, p);
  }
  return p;
}

/** Big enough that the path's coordinates keep their precision once scaled into the canvas. */
const TAILLE_POLICE = 1000;

const xmlEchappe = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The text as outlines (opentype.js 1.3.4), fitted and centred in a 1000 x 1000 view box, stroked
 * 0.94475, with its physical size in millimetres on the root element so that an engraver or a CAD
 * tool imports it at the right size.
 */
export async function exportSvg(input: SvgExport): Promise<string> {
  const font = await police(input.police);
  const brut = font.getPath(input.texte, 0, 0, TAILLE_POLICE);
  const box = brut.getBoundingBox();
  if (!(box.x2 > box.x1 && box.y2 > box.y1))
    refus({ code: "SVG_SANS_CONTOUR", message: MSG_SVG_SANS_CONTOUR });
  const { scale, dx, dy } = placementSvg(box);
  // Outlines scale with the font size around the origin: this origin puts them where placementSvg says.
  const placed = font.getPath(input.texte, dx, dy, TAILLE_POLICE * scale);
  const d = placed.toPathData(3);
  const mm = `${input.hauteurMm}mm`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${mm}" height="${mm}" viewBox="0 0 ${SVG_CANVAS} ${SVG_CANVAS}">`,
    `  <title>${xmlEchappe(input.texte)}</title>`,
    `  <path d="${d}" fill="none" stroke="#000000" stroke-width="${SVG_STROKE_WIDTH}"/>`,
    "</svg>",
    "",
  ].join("\n");
}
