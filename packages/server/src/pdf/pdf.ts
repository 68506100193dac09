import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { bornerTexte } from "@ecrin/domain";
import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * The one PDF renderer of the server (quotes today; invoices, credit notes, prints later). pdfmake is
 * a single shared instance: fonts and access policies are set here once, for every document, and let
 * it read the embedded DejaVu fonts and nothing else, local or remote (STACK.md).
 */
export const PDF_FONT = "EcrinDejaVuSans";

/** The application, named as the PDFs' creator; the company's letterhead comes from the settings (vendeur.ts). */
export const PDF_CREATOR = "Écrin";

const fontDir = join(dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
export const FONT_FILES = {
  normal: join(fontDir, "DejaVuSans.ttf"),
  bold: join(fontDir, "DejaVuSans-Bold.ttf"),
  italics: join(fontDir, "DejaVuSans-Oblique.ttf"),
  bolditalics: join(fontDir, "DejaVuSans-BoldOblique.ttf"),
};
const ALLOWED = new Set<string>(Object.values(FONT_FILES));

let configured = false;
function printer() {
  if (!configured) {
    pdfmake.addFonts({ [PDF_FONT]: FONT_FILES });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => ALLOWED.has(path));
    configured = true;
  }
  return pdfmake;
}

/** Keys whose strings are not text to lay out (images as data URLs, embedded files, fonts). */
const PAS_DU_TEXTE = new Set(["image", "images", "svg", "files", "fonts", "qr"]);
/** Keys holding a function that makes content (page by page). */
const CONTENU_CALCULE = new Set(["header", "footer", "background"]);

/**
 * Every text of a document at most TEXTE_AFFICHE_MAX characters, with an ellipsis: a description of
 * 10 MB in the database would otherwise take gigabytes and seconds of layout (and stall every request).
 * Done here, once, for every document the server prints.
 */
function borner(v: unknown): unknown {
  if (typeof v === "string") return bornerTexte(v);
  if (Array.isArray(v)) return v.map(borner);
  if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => {
        if (PAS_DU_TEXTE.has(k)) return [k, x];
        if (CONTENU_CALCULE.has(k) && typeof x === "function") {
          return [k, (...args: unknown[]) => borner((x as (...a: unknown[]) => unknown)(...args))];
        }
        return [k, borner(x)];
      }),
    );
  }
  return v;
}

const bornerDocument = (doc: TDocumentDefinitions) => borner(doc) as TDocumentDefinitions;

/** Renders a document definition (with `defaultStyle.font` = PDF_FONT) to PDF bytes. */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return printer().createPdf(bornerDocument(doc)).getBuffer();
}

/** What of pdfkit's document the PDF/A writer uses before the document ends (its XMP metadata). */
export interface PdfKitAvantFin {
  appendXML(xml: string): void;
}

/**
 * Renders like renderPdf, letting `avantFin` add to pdfkit's document once laid out and before it ends
 * (pdfkit writes the XMP metadata at the end).
 */
export async function renderPdfStream(
  doc: TDocumentDefinitions,
  avantFin: (pdfkit: PdfKitAvantFin) => void,
): Promise<Buffer> {
  const stream = (await printer()
    .createPdf(bornerDocument(doc))
    .getStream()) as unknown as NodeJS.ReadableStream & PdfKitAvantFin & { end(): void };
  avantFin(stream);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
    stream.end();
  });
}
