import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The PDFs' one font family, embedded (DejaVu, for every accent and symbol of French documents). */
export const PDF_FONT = "EcrinDejaVuSans";

const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
export const FONT_FILES = {
  normal: join(fontDir, "DejaVuSans.ttf"),
  bold: join(fontDir, "DejaVuSans-Bold.ttf"),
  italics: join(fontDir, "DejaVuSans-Oblique.ttf"),
  bolditalics: join(fontDir, "DejaVuSans-BoldOblique.ttf"),
};
