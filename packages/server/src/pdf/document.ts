import type {
  Alignment,
  Content,
  ContentColumns,
  StyleDictionary,
  TableCell,
  TDocumentDefinitions,
} from "pdfmake/interfaces";
import { PDF_FONT } from "./polices.ts";
import type { TexteTableau } from "./tableau-pages.ts";

/**
 * The frame and the head every printed document shares (invoices, credit notes, quotes, the OF prints,
 * the planning, the bills of exchange): A4, the embedded font, the title in the PDF's properties, the
 * seller's letterhead facing the document's title. Each document passes only what is its own.
 */

export interface CadreDocument {
  /** The PDF's title property. */
  titre: string;
  /** The PDF's creator property; left out, the PDF has none. */
  createur?: string;
  /** Left, top, right, bottom, in points. */
  marges: [number, number, number, number];
  paysage?: boolean;
  /** Off in tests, to read the text back. */
  compress?: boolean;
  /** The body's font size (9 unless said). */
  taillePolice?: number;
  styles?: StyleDictionary;
  pied?: (page: number, pages: number) => Content;
  contenu: Content[];
}

export function documentPdf(d: CadreDocument): TDocumentDefinitions {
  return {
    info: d.createur === undefined ? { title: d.titre } : { title: d.titre, creator: d.createur },
    pageSize: "A4",
    pageOrientation: d.paysage ? "landscape" : "portrait",
    pageMargins: d.marges,
    compress: d.compress ?? true,
    defaultStyle: { font: PDF_FONT, fontSize: d.taillePolice ?? 9 },
    ...(d.styles ? { styles: d.styles } : {}),
    ...(d.pied ? { footer: d.pied } : {}),
    content: d.contenu,
  };
}

export interface EnteteDocument {
  /** The seller as identiteVendeur gives it: its name, then its address lines. */
  vendeur: { nom: string; lignes?: readonly string[] };
  /** Point size of the seller's name (16 unless said). */
  tailleNom?: number;
  /** The document's title, top right ("FACTURE", "DEVIS"). */
  titre: string;
  tailleTitre: number;
  /** What follows the title on the right: number, series, date. */
  references?: Content[];
}

/** The head of a document: the seller's letterhead on the left, the title and its references on the right. */
export function enteteDocument(e: EnteteDocument): ContentColumns {
  return {
    columns: [
      { stack: pileVendeur(e) },
      {
        stack: [{ text: e.titre, fontSize: e.tailleTitre, bold: true }, ...(e.references ?? [])],
        alignment: "right",
      },
    ],
  };
}

/** The letterhead's texts: the seller's name, then its address lines (also drawn by tableau-pages.ts). */
export function pileVendeur(e: Pick<EnteteDocument, "vendeur" | "tailleNom">): TexteTableau[] {
  return [
    { text: e.vendeur.nom, fontSize: e.tailleNom ?? 16, bold: true },
    ...(e.vendeur.lignes ?? []).map((text) => ({ text, fontSize: 9 })),
  ];
}

export interface BlocClient {
  /** The small heading over the name ("Client", "Facturé à"). */
  titre: string;
  nom: string;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  numero: number;
  /** Lines under the client number (the invoice's SIREN and VAT number). */
  mentions?: readonly string[];
}

/** The client's address under the head, on the right (where a window envelope shows it). */
export function blocClient(c: BlocClient): Content {
  return {
    columns: [{ text: "" }, { width: BLOC_CLIENT_LARGEUR, stack: pileClient(c) }],
    margin: [0, 16, 0, 16],
  };
}

/** The address block's width, at the right margin. */
export const BLOC_CLIENT_LARGEUR = 230;

/** The address block's texts (also drawn by tableau-pages.ts). */
export function pileClient(c: BlocClient): TexteTableau[] {
  return [
    { text: c.titre, fontSize: 8, color: "#666666" },
    { text: c.nom, bold: true },
    { text: c.adresse ?? "" },
    { text: `${c.cp ?? ""} ${c.ville ?? ""}`.trim() },
    { text: `Client n° ${c.numero}`, fontSize: 8, color: "#666666" },
    ...(c.mentions ?? []).map((text) => ({ text, fontSize: 8, color: "#666666" })),
  ];
}

/** A column heading of the documents' tables (grey band, bold). */
export function celluleTitre(text: string, alignment: Alignment = "left"): TableCell {
  return { text, bold: true, fillColor: "#eeeeee", alignment };
}

/** An amount or a quantity, right-aligned. */
export function celluleDroite(text: string, bold = false): TableCell {
  return { text, alignment: "right", bold };
}
