import bwipjs from "bwip-js/node";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { restaurer } from "./gabarit.ts";
import { rendre } from "./imprimante.ts";
import { rendreTableau } from "./tableau.ts";
import { type TacheDocument, type TacheTexte, versLignes } from "./taches.ts";

/**
 * The rendering worker's tasks (pool.ts runs them in piscina's threads): a document definition, made
 * transportable by pdf.ts, laid out into PDF bytes; a long table laid out by pdfkit (tableau.ts); a barcode drawn as a PNG by bwip-js; or the text
 * of an export (FEC, Quadra, a list's CSV) written from its rows, the accounting entries built from the journals' rows. Built as `dist/pdf-worker.js`; run
 * from the TypeScript sources through `worker-tsx.mjs` (vitest, tsx).
 */
async function texte(t: TacheTexte): Promise<string | null> {
  // Loaded at the first export only: a worker that lays out PDFs keeps its small heap (MEMOIRE_WORKER_MO).
  const { dec, ecrituresExport, fichierFec, fichierQuadra, listCsv, numerotableQuadra } = await import(
    "@ecrin/domain"
  );
  switch (t.texte) {
    case "fec":
      return fichierFec(ecrituresExport(t.sources));
    case "quadra": {
      // null: an entry numbered past the file's five digits (the service refuses it in French).
      const ecritures = ecrituresExport(t.sources);
      return numerotableQuadra(ecritures) ? fichierQuadra(ecritures) : null;
    }
    case "csv":
      return listCsv(t.colonnes, versLignes(t.colonnes, t.lignes, dec));
  }
}

export default async function executerTache(t: TacheDocument): Promise<Uint8Array | string | null> {
  if ("texte" in t) return texte(t);
  const octets =
    "codeBarre" in t
      ? await bwipjs.toBuffer(t.codeBarre)
      : "tableau" in t
        ? await rendreTableau(t.tableau)
        : await rendre(restaurer(t.doc) as TDocumentDefinitions, t.xmp);
  return new Uint8Array(octets.buffer, octets.byteOffset, octets.byteLength);
}
