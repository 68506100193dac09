import bwipjs, { type RenderOptions } from "bwip-js/node";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { restaurer } from "./gabarit.ts";
import { rendre } from "./imprimante.ts";

/**
 * The rendering worker's tasks (pool.ts runs them in piscina's threads): a document definition, made
 * transportable by pdf.ts, laid out into PDF bytes; or a barcode drawn as a PNG by bwip-js. Built as
 * `dist/pdf-worker.js`; run from the TypeScript sources through `worker-tsx.mjs` (vitest, tsx).
 */
export type TachePdf = { doc: unknown; xmp?: string } | { codeBarre: RenderOptions };

export default async function rendrePdf(t: TachePdf): Promise<Uint8Array> {
  const octets =
    "codeBarre" in t
      ? await bwipjs.toBuffer(t.codeBarre)
      : await rendre(restaurer(t.doc) as TDocumentDefinitions, t.xmp);
  return new Uint8Array(octets.buffer, octets.byteOffset, octets.byteLength);
}
