import bwipjs from "bwip-js/node";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { restaurer } from "./gabarit.ts";
import { rendre } from "./imprimante.ts";
import { PDF_FONT } from "./polices.ts";
import { rendreTableau } from "./tableau-pages.ts";
import { type TacheDocument, type TacheTexte, versLignes } from "./taches.ts";

/**
 * The rendering worker's tasks (pool.ts runs them in piscina's threads): a document definition, made
 * transportable by pdf.ts, laid out into PDF bytes; a long table laid out by pdfkit (tableau-pages.ts); a barcode drawn as a PNG by bwip-js; or the text
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

/** A year statement's look on three rows and a one-line pdfmake document: what a first document would pay. */
async function prechauffer(): Promise<string> {
  const ligne = ["02/01/2025", "Achat lingot or fin", "0,00 %", "1\u202f234,56"];
  await rendreTableau({
    titre: "Écrin",
    createur: "Écrin",
    compress: true,
    vendeur: [{ text: "Écrin", fontSize: 16, bold: true }],
    references: [{ text: "RELEVÉ DE COMPTE POIDS", fontSize: 14, bold: true }],
    bloc: null,
    colonnes: [
      { titre: "Date", largeur: 55 },
      { titre: "Désignation", largeur: "*" },
      { titre: "% Perte", largeur: 40, droite: true },
      { titre: "Solde", largeur: 65, droite: true },
    ],
    lignes: [ligne, ligne, [{ text: "Solde de clôture", bold: true, colSpan: 3 }, "1\u202f234,56"]],
    note: "Écrin",
    pied: "Écrin",
  });
  await rendre({ content: [{ text: "Écrin" }], defaultStyle: { font: PDF_FONT } });
  return "";
}

export default async function executerTache(t: TacheDocument): Promise<Uint8Array | string | null> {
  if ("prechauffe" in t) return prechauffer();
  if ("texte" in t) return texte(t);
  const octets =
    "codeBarre" in t
      ? await bwipjs.toBuffer(t.codeBarre)
      : "tableau" in t
        ? await rendreTableau(t.tableau)
        : await rendre(restaurer(t.doc) as TDocumentDefinitions, t.xmp);
  return new Uint8Array(octets.buffer, octets.byteOffset, octets.byteLength);
}
