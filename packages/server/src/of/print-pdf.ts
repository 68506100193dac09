import { dimensionPierre, formatCarats, formatDate, formatPoids } from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { celluleTitre, documentPdf, PDF_CREATOR } from "../pdf/index.ts";
import type { PierreProduit } from "../produits/index.ts";
import type { OfImprime } from "./print.queries.ts";

/** An OF with what the print embeds: its barcode (sheets) and photo (sheets, order), as data URLs. */
export interface OfAvecImages extends OfImprime {
  codeBarre?: string;
  photo?: string | null;
  /** The product's stone lines (sheets). */
  pierres?: PierreProduit[];
}

const livraison = (o: OfImprime) =>
  o.dateLivr ? `${formatDate(o.dateLivr)}${o.dateLImp === 1 ? " (impérative)" : ""}` : "";
const produit = (o: OfImprime) => `${o.ref} — ${o.description}`;

function base(
  titre: string,
  content: Content[],
  landscape: boolean,
  compress: boolean | undefined,
): TDocumentDefinitions {
  return documentPdf({
    titre,
    createur: PDF_CREATOR,
    paysage: landscape,
    marges: [30, 30, 30, 40],
    compress,
    pied: (page, pages) => ({
      text: `${titre} — page ${page} / ${pages}`,
      alignment: "center",
      fontSize: 7,
      margin: [0, 15, 0, 0],
    }),
    contenu: content,
  });
}

/** The steps whose weights the workshop writes by hand on the sheet (sent, then returned). */
export const ETAPES_FICHE = ["Joaillier", "Sertisseur", "Finition"] as const;

/** The product's stones: Qté, Forme, Dimension, Carats, Qualité, Centre (centre stone first). */
function tablePierres(pierres: readonly PierreProduit[]): Content {
  if (pierres.length === 0)
    return { text: "Pierres : aucune pierre au produit.", italics: true, margin: [0, 0, 0, 8] };
  const body: TableCell[][] = [
    ["Qté", "Forme", "Dimension", "Carats", "Qualité", "Centre"].map((t) => celluleTitre(t)),
    ...pierres.map((p): TableCell[] => [
      String(p.qte),
      `${p.type} ${p.forme}`.trim(),
      dimensionPierre(p),
      formatCarats(p.pdsR),
      p.qualite ?? "",
      p.centre ? "Oui" : "",
    ]),
  ];
  return {
    stack: [
      { text: "Pierres du produit", bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
      {
        table: { headerRows: 1, widths: [28, "*", 90, 60, 70, 40], body },
        layout: "lightHorizontalLines",
        fontSize: 9,
      },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** Empty boxes to fill by hand: per step, the weight sent and returned, the date and a visa. */
function casesPoids(): Content {
  const vide = (): TableCell => ({ text: " ", margin: [0, 9, 0, 9] });
  const body: TableCell[][] = [
    ["Étape", "Poids envoyé (g)", "Poids rendu (g)", "Date", "Visa"].map((t) => celluleTitre(t)),
    ...ETAPES_FICHE.map((e): TableCell[] => [
      { text: e, bold: true, margin: [0, 9, 0, 9] },
      vide(),
      vide(),
      vide(),
      vide(),
    ]),
  ];
  return {
    stack: [
      { text: "Pesées", bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
      { table: { headerRows: 1, widths: [80, "*", "*", 70, 60], body } },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** A framed text block (notes), kept at least a few lines high for handwriting. */
function bloc(titre: string, texte: string | null): Content {
  return {
    stack: [
      { text: titre, bold: true, fontSize: 11, margin: [0, 0, 0, 3] },
      { table: { widths: ["*"], heights: [50], body: [[texte ?? ""]] } },
    ],
    margin: [0, 0, 0, 8],
  };
}

/**
 * One sheet per OF: the bag label (number big + barcode + client reference) on top, the details beside
 * the large photo, the product's stones, the weight boxes of each step, then the notes.
 */
function fiche(o: OfAvecImages, premier: boolean): Content[] {
  const ligne = (label: string, value: string | null | undefined): TableCell[] => [
    { text: label, bold: true },
    value ?? "",
  ];
  const etiquette: Content = {
    table: {
      widths: ["*", "auto"],
      body: [
        [
          {
            stack: [
              { text: "OF", fontSize: 10, color: "#555555" },
              { text: String(o.numSachet), fontSize: 34, bold: true },
              { text: o.client, fontSize: 11, bold: true },
              ...(o.refClt ? [{ text: `Réf. client : ${o.refClt}`, fontSize: 11, bold: true }] : []),
              { text: produit(o), fontSize: 9 },
            ],
          },
          o.codeBarre ? { image: o.codeBarre, width: 190, margin: [0, 6, 0, 0] } : "",
        ],
      ],
    },
    margin: [0, 0, 0, 10],
  };
  const details: TableCell[][] = [
    ligne("Client", o.client),
    ligne("Réf. client", o.refClt),
    ligne("Produit", produit(o)),
    ligne("Stade", o.stade),
    ligne("Métal", o.metal),
    ligne("Dimension", o.dim),
    ligne("Poids", formatPoids(o.poids)),
    ligne("Transport", o.transport),
    ligne("Statut", o.statut),
    ligne("Date de création", formatDate(o.dateCrea)),
    ligne("Date de livraison", livraison(o)),
    ...(o.poidsConfie || o.notesConfie
      ? [ligne("Métal confié", [formatPoids(o.poidsConfie), o.notesConfie].filter(Boolean).join(" — "))]
      : []),
  ];
  return [
    {
      stack: [
        etiquette,
        {
          columns: [
            { table: { widths: [90, "*"], body: details }, layout: "lightHorizontalLines", width: "*" },
            o.photo
              ? { image: o.photo, fit: [250, 250], width: 250, alignment: "center" }
              : { text: "", width: 0 },
          ],
          columnGap: 12,
          margin: [0, 0, 0, 10],
        },
        tablePierres(o.pierres ?? []),
        casesPoids(),
        bloc("Notes", o.notes),
        ...(o.information ? [bloc("Information", o.information)] : []),
      ],
      ...(premier ? {} : { pageBreak: "before" as const }),
    },
  ];
}

export function fichesDocument(ofs: OfAvecImages[], compress?: boolean): TDocumentDefinitions {
  const titre = ofs.length === 1 ? `Fiche OF ${ofs[0]?.numSachet}` : `Fiches OF (${ofs.length})`;
  return base(
    titre,
    ofs.flatMap((o, i) => fiche(o, i === 0)),
    false,
    compress,
  );
}

/** The list and the interval: one line per OF. */
export function listeDocument(titre: string, ofs: OfImprime[], compress?: boolean): TDocumentDefinitions {
  const body: TableCell[][] = [
    [
      "OF",
      "Client",
      "Réf. client",
      "Produit",
      "Stade",
      "Métal",
      "Dim.",
      "Statut",
      "Création",
      "Livraison",
    ].map((t) => celluleTitre(t)),
    ...ofs.map((o) => [
      { text: String(o.numSachet), bold: true },
      o.client,
      o.refClt ?? "",
      produit(o),
      o.stade,
      o.metal,
      o.dim ?? "",
      o.statut,
      formatDate(o.dateCrea),
      livraison(o),
    ]),
  ];
  return base(
    titre,
    [
      { text: titre, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      { text: `${ofs.length} OF`, color: "#555555", margin: [0, 0, 0, 8] },
      {
        table: { headerRows: 1, widths: [40, 90, 60, "*", 60, 60, 30, 60, 50, 70], body },
        layout: "lightHorizontalLines",
        fontSize: 8,
      },
    ],
    true,
    compress,
  );
}

/** The order with photos: what to make, with the picture of each piece. */
export function commandeDocument(
  titre: string,
  ofs: OfAvecImages[],
  compress?: boolean,
): TDocumentDefinitions {
  const body: TableCell[][] = [
    ["Photo", "OF", "Client", "Produit", "Stade", "Métal", "Dim.", "Livraison", "Notes"].map((t) =>
      celluleTitre(t),
    ),
    ...ofs.map((o): TableCell[] => [
      o.photo ? { image: o.photo, fit: [60, 60] } : { text: "—", color: "#999999", alignment: "center" },
      { text: String(o.numSachet), bold: true },
      { stack: [o.client, o.refClt ? { text: o.refClt, color: "#555555" } : ""] },
      produit(o),
      o.stade,
      o.metal,
      o.dim ?? "",
      livraison(o),
      { stack: [o.notes ?? "", o.information ? { text: o.information, italics: true } : ""] },
    ]),
  ];
  return base(
    titre,
    [
      { text: titre, fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      { text: `${ofs.length} OF`, color: "#555555", margin: [0, 0, 0, 8] },
      {
        table: { headerRows: 1, widths: [64, 40, 90, "*", 60, 60, 30, 70, 130], body, dontBreakRows: true },
        layout: "lightHorizontalLines",
        fontSize: 8,
      },
    ],
    true,
    compress,
  );
}
