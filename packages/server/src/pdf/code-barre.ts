import opentype from "opentype.js";
import { FONT_FILES } from "./polices.ts";
import { poolDocuments } from "./pool.ts";

/**
 * Barcodes a scanner can trust (issue 28.1): a Code128 image that carries its own quiet zone (ten
 * modules of white each side, opaque), laid at a whole number of printer dots per module, and the text
 * beside it cut to its column by the font's real widths, so nothing ever runs into the quiet zone.
 */

/** The stock label printer: a thermal printer at 203 dpi (8 dots per mm), labels of 43 x 8 mm. */
export const THERMIQUE_DPI = 203;
/** Code128's quiet zone: at least ten modules each side. */
export const ZONE_CALME_MODULES = 10;

export interface CodeBarre {
  /** PNG data URL, quiet zones included. */
  image: string;
  /** Size to lay it at, in points: each module exactly `dotsParModule` dots of the printer. */
  largeur: number;
  hauteur: number;
}

/**
 * Code128 of `texte`, bars `hauteurMm` high, each module `dotsParModule` dots at `dpi` (2 dots at
 * 203 dpi = 0.25 mm, read by any handheld scanner), no human text (printed beside by the caller).
 */
export async function code128(
  texte: string,
  o: { dpi: number; dotsParModule: number; hauteurMm: number },
): Promise<CodeBarre> {
  // bwip-js draws one module as `scale` pixels and counts the padding in modules.
  const scale = 4;
  const png = await poolDocuments().codeBarre({
    bcid: "code128",
    text: texte,
    scale,
    height: o.hauteurMm,
    includetext: false,
    paddingwidth: ZONE_CALME_MODULES,
    paddingheight: 0,
    backgroundcolor: "FFFFFF",
  });
  const modules = png.readUInt32BE(16) / scale;
  const hauteurPx = png.readUInt32BE(20);
  const ptParModule = (o.dotsParModule / o.dpi) * 72;
  return {
    image: `data:image/png;base64,${png.toString("base64")}`,
    largeur: modules * ptParModule,
    hauteur: (hauteurPx / scale) * ptParModule,
  };
}

const polices = new Map<string, Promise<opentype.Font>>();
function police(gras: boolean): Promise<opentype.Font> {
  const fichier = gras ? FONT_FILES.bold : FONT_FILES.normal;
  let p = polices.get(fichier);
  if (!p) {
    p = opentype.load(fichier);
    polices.set(fichier, p);
  }
  return p;
}

/**
 * `texte` cut (with an ellipsis) to the width it may take at `taille` points in the PDF's font: a
 * `noWrap` line in pdfmake is never clipped, it runs over its neighbour (a barcode's quiet zone).
 */
export async function texteAjuste(texte: string, taille: number, largeur: number, gras = false) {
  const font = await police(gras);
  const mesure = (s: string) => font.getAdvanceWidth(s, taille);
  if (mesure(texte) <= largeur) return texte;
  let n = texte.length;
  while (n > 0 && mesure(`${texte.slice(0, n).trimEnd()}…`) > largeur) n--;
  return n > 0 ? `${texte.slice(0, n).trimEnd()}…` : "";
}
