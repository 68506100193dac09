import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";

/**
 * A printed barcode read as a scanner would (issue 28.1): the PDF rendered to PNG by poppler's
 * `pdftoppm` at the printer's resolution, each page decoded by Debian's `zbarimg` (zbar-tools, an
 * independent decoder). CI installs both (.ci/run); a machine without them fails, never skips.
 */
export function pagesPng(pdf: Buffer, dpi: number): string[] {
  const dir = mkdtempSync(join(tmpdir(), "zbar-"));
  writeFileSync(join(dir, "doc.pdf"), pdf);
  execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-png", join(dir, "doc.pdf"), join(dir, "page")]);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".png"))
    .sort()
    .map((f) => join(dir, f));
}

/** The barcodes zbarimg reads on one PNG, as `type:data` ("CODE-128:102788"). */
export function decoder(png: string): string[] {
  const out = execFileSync("zbarimg", ["-q", png], { encoding: "utf8" });
  return out.split("\n").filter((l) => l !== "");
}

/**
 * The quiet zones of the rightmost barcode of a page, in pixels: the white run on each side of its
 * bars, measured on every row of the bars' band (the smallest over the rows), as a scanner meets them.
 */
export async function zonesCalmes(png: string, bande: { y0: number; y1: number }) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const noir = (x: number, y: number) => (data[y * info.width + x] ?? 255) < 128;
  // The bars: from the page's right edge, the first dark pixel, then leftwards until a white run of
  // 12 px or more (a Code128 space is at most 4 modules: 8 px at 2 dots a module).
  const y = Math.round((bande.y0 + bande.y1) / 2);
  let droite = info.width - 1;
  while (droite > 0 && !noir(droite, y)) droite--;
  let gauche = droite;
  for (let blanc = 0; gauche > 0 && blanc < 12; gauche--) blanc = noir(gauche - 1, y) ? 0 : blanc + 1;
  gauche += 12;
  let zoneGauche = Number.POSITIVE_INFINITY;
  let zoneDroite = Number.POSITIVE_INFINITY;
  for (let r = bande.y0; r <= bande.y1; r++) {
    let g = 0;
    while (gauche - 1 - g >= 0 && !noir(gauche - 1 - g, r)) g++;
    let d = 0;
    while (droite + 1 + d < info.width && !noir(droite + 1 + d, r)) d++;
    zoneGauche = Math.min(zoneGauche, g);
    zoneDroite = Math.min(zoneDroite, d);
  }
  return { gauche: zoneGauche, droite: zoneDroite, premiereBarre: gauche, derniereBarre: droite };
}
