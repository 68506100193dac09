import pdfmake from "pdfmake";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { FONT_FILES, PDF_FONT } from "./polices.ts";

/**
 * pdfmake, set up once per thread (the rendering worker's): our embedded DejaVu fonts and nothing else,
 * local or remote (STACK.md). `rendre` lays a definition out into PDF bytes; with `xmp`, it adds that
 * XMP to pdfkit's metadata once the document is laid out and before it ends (Factur-X, pdf-a3.ts).
 */
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

interface PdfKitAvantFin {
  appendXML(xml: string): void;
}

export async function rendre(doc: TDocumentDefinitions, xmp?: string): Promise<Buffer> {
  if (xmp === undefined) return printer().createPdf(doc).getBuffer();
  const stream = (await printer().createPdf(doc).getStream()) as unknown as NodeJS.ReadableStream &
    PdfKitAvantFin & { end(): void };
  stream.appendXML(xmp);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
    stream.end();
  });
}
