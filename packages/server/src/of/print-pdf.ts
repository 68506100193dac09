import { formatDate, formatPoids } from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { celluleTitre, documentPdf, PDF_CREATOR } from "../pdf/index.ts";
import type { OfImprime } from "./print.queries.ts";

/** An OF with what the print embeds: its barcode (sheets) and photo (sheets, order), as data URLs. */
export interface OfAvecImages extends OfImprime {
  codeBarre?: string;
  photo?: string | null;
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

/** One sheet per OF: the bag label (number big + barcode) on top, then what the workshop needs. */
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
              { text: produit(o), fontSize: 9 },
            ],
          },
          o.codeBarre ? { image: o.codeBarre, width: 190, margin: [0, 6, 0, 0] } : "",
        ],
      ],
    },
    margin: [0, 0, 0, 12],
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
    ligne("Notes", o.notes),
    ...(o.information ? [ligne("Information", o.information)] : []),
  ];
  return [
    {
      stack: [
        etiquette,
        {
          columns: [
            { table: { widths: [95, "*"], body: details }, layout: "lightHorizontalLines", width: "*" },
            o.photo ? { image: o.photo, fit: [200, 200], width: 200 } : { text: "", width: 0 },
          ],
          columnGap: 12,
        },
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
