import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { restaurer } from "./gabarit.ts";
import { rendre } from "./imprimante.ts";

/**
 * The rendering worker's one task (pool.ts runs it in piscina's threads): a document definition, made
 * transportable by pdf.ts, laid out into PDF bytes. Built as `dist/pdf-worker.js`; run from the
 * TypeScript sources through `worker-tsx.mjs` (vitest, tsx).
 */
export interface TachePdf {
  doc: unknown;
  xmp?: string;
}

export default async function rendrePdf(t: TachePdf): Promise<Uint8Array> {
  const pdf = await rendre(restaurer(t.doc) as TDocumentDefinitions, t.xmp);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
