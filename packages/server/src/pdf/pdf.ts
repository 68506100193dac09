import { isDeepStrictEqual } from "node:util";
import { bornerTexte } from "@ecrin/domain";
import type { TDocumentDefinitions } from "pdfmake/interfaces";
import { CONSTANTE, GABARIT, SENTINELLES, substituer } from "./gabarit.ts";
import { poolDocuments } from "./pool.ts";
import type { DocumentTableau } from "./tableau-pages.ts";

/**
 * The one PDF renderer of the server: every document (invoices, credit notes, bills, quotes, OF
 * prints, labels, statements, the register) goes through `renderPdf`. Its definition is bounded and
 * made transportable here, on the request thread; it is laid out by pdfmake in the documents' worker
 * pool (pool.ts, worker.ts), within a time and memory budget.
 */
export { FONT_FILES, PDF_FONT } from "./polices.ts";

/** The application, named as the PDFs' creator; the company's letterhead comes from the settings (vendeur.ts). */
export const PDF_CREATOR = "Écrin";

/** Keys whose strings are not text to lay out (images as data URLs, embedded files, fonts). */
const PAS_DU_TEXTE = new Set(["image", "images", "svg", "files", "fonts", "qr"]);
/** Keys holding a function that makes content (page by page). */
const CONTENU_CALCULE = new Set(["header", "footer", "background"]);

type Fonction = (...a: unknown[]) => unknown;

/** A page's header or footer as a template (gabarit.ts); it must depend on the page numbers only. */
function gabarit(cle: string, f: Fonction): unknown {
  const a = borner(f(...SENTINELLES[0]));
  const essais: [number, number][] = [[...SENTINELLES[1]], [1, 1], [1, 2], [2, 2]];
  if (essais.some(([p, n]) => !isDeepStrictEqual(substituer(a, SENTINELLES[0], p, n), borner(f(p, n))))) {
    throw new Error(`PDF : le ${cle} ne peut être rendu que des numéros de page.`);
  }
  return { [GABARIT]: a };
}

/** A table layout's function (a padding, a line's width or colour) as its constant value. */
function constante(cle: string, f: Fonction): unknown {
  const valeur = f(0, {});
  if (!isDeepStrictEqual(valeur, f(1, {}))) {
    throw new Error(
      `PDF : la fonction ${cle} doit rendre une constante pour être rendue hors du fil de la requête.`,
    );
  }
  return { [CONSTANTE]: valeur };
}

/**
 * Every text of a document at most TEXTE_AFFICHE_MAX characters, with an ellipsis: a description of
 * 10 MB in the database would otherwise take gigabytes and seconds of layout. Functions become data
 * the worker can receive (gabarit.ts).
 */
function borner(v: unknown, cle = ""): unknown {
  if (typeof v === "string") return bornerTexte(v);
  if (typeof v === "function") {
    return CONTENU_CALCULE.has(cle) ? gabarit(cle, v as Fonction) : constante(cle, v as Fonction);
  }
  if (Array.isArray(v)) return v.map((x) => borner(x));
  if (v !== null && typeof v === "object" && !(v instanceof Date) && !ArrayBuffer.isView(v)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, PAS_DU_TEXTE.has(k) ? x : borner(x, k)]));
  }
  return v;
}

/** The definition as the worker receives it: bounded, without functions. */
export const definitionTransportable = (doc: TDocumentDefinitions | DocumentTableau): unknown => borner(doc);

/** Renders a document definition (with `defaultStyle.font` = PDF_FONT) to PDF bytes, off the request thread. */
export function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  return poolDocuments().pdf(definitionTransportable(doc));
}

/** A long table document laid out by pdfkit (tableau-pages.ts) off the request thread, its texts bounded. */
export function renderTableau(d: DocumentTableau): Promise<Buffer> {
  return poolDocuments().tableau(definitionTransportable(d) as DocumentTableau);
}

/** Renders like renderPdf, adding `xmp` to the PDF's XMP metadata (PDF/A-3, pdf-a3.ts). */
export function renderPdfXmp(doc: TDocumentDefinitions, xmp: string): Promise<Buffer> {
  return poolDocuments().pdf(definitionTransportable(doc), xmp);
}
