import {
  type DevisClient,
  type DevisResultat,
  formatCarats,
  formatDate,
  formatEuro,
  formatNumberFr,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import {
  celluleDroite,
  celluleTitre,
  documentPdf,
  type EnteteDocument,
  enteteDocument,
  PDF_CREATOR,
  renderPdf,
} from "../pdf/index.ts";
import type { ClientDevis } from "./devis.queries.ts";

export interface DevisPdfData {
  date: Date;
  client: ClientDevis | null;
  reference: string | null;
  /** Minutes and milligrams as entered (canonical decimal strings). */
  saisie: { tempsMo: string; temps3d: string; poidsMg: string; poidsFaconMg: string };
  resultat: DevisResultat;
  /** The seller's letterhead (identiteVendeur of the settings). */
  vendeur: { nom: string; lignes: string[] };
  /** Compression off in tests, to read the text back. */
  compress?: boolean;
}

function detailCout(cle: string, s: DevisPdfData["saisie"]): string {
  switch (cle) {
    case "mainOeuvre":
      return `${formatNumberFr(s.tempsMo, 0)} min`;
    case "travail3d":
      return `${formatNumberFr(s.temps3d, 0)} min`;
    case "metal":
      return `${formatNumberFr(s.poidsMg, 0)} mg`;
    case "facon":
      return `${formatNumberFr(s.poidsFaconMg, 0)} mg`;
    default:
      return "";
  }
}

/** The quote as a document definition (kept apart from rendering for readability). */

/** The frame both quotes share: the letterhead facing "DEVIS" and its date, the page numbers. */
function cadreDevis(
  d: { vendeur: EnteteDocument["vendeur"]; date: Date; compress?: boolean },
  corps: Content[],
): TDocumentDefinitions {
  return documentPdf({
    titre: `Devis ${d.vendeur.nom}`,
    createur: PDF_CREATOR,
    marges: [40, 40, 40, 50],
    compress: d.compress ?? true,
    pied: (page, pages) => ({
      text: `Page ${page} / ${pages}`,
      alignment: "center",
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    contenu: [
      enteteDocument({
        vendeur: d.vendeur,
        tailleNom: 20,
        titre: "DEVIS",
        tailleTitre: 16,
        references: [`Date : ${formatDate(d.date)}`],
      }),
      { text: "", margin: [0, 12, 0, 0] },
      ...corps,
    ],
  });
}

export function devisDocument(d: DevisPdfData): TDocumentDefinitions {
  const r = d.resultat;
  const client: Content = d.client
    ? [{ text: d.client.nomAgence, bold: true }, d.client.adresse, `${d.client.cp} ${d.client.ville}`.trim()]
    : { text: "Client non renseigné", italics: true };

  const couts: TableCell[][] = [
    [celluleTitre("Coûts"), celluleTitre("Détail"), celluleTitre("Montant", "right")],
    ...r.lignes
      .filter((l) => l.montant !== "0.00")
      .map((l) => [l.libelle, detailCout(l.cle, d.saisie), celluleDroite(formatEuro(l.montant))]),
    [{ text: "Fabrication", bold: true }, "", celluleDroite(formatEuro(r.fabrication), true)],
  ];

  const pierres: TableCell[][] = [
    [
      celluleTitre("Pierre"),
      celluleTitre("Qté", "right"),
      celluleTitre("Poids", "right"),
      celluleTitre("Prix/ct", "right"),
      celluleTitre("Coeff", "right"),
      celluleTitre("Coût", "right"),
      celluleTitre("Prix vente", "right"),
    ],
    ...r.pierres.map((p) => [
      p.description,
      celluleDroite(String(p.qte)),
      celluleDroite(formatCarats(p.poids)),
      celluleDroite(
        p.euro !== "0" && !/^0\.?0*$/.test(p.euro) ? formatEuro(p.euro) : `${formatNumberFr(p.dollar)} $`,
      ),
      celluleDroite(formatNumberFr(p.coeff)),
      celluleDroite(formatEuro(p.cout)),
      celluleDroite(formatEuro(p.prixVente)),
    ]),
    [
      { text: "Total pierres", bold: true, colSpan: 5 },
      "",
      "",
      "",
      "",
      celluleDroite(formatEuro(r.totalPierresCout), true),
      celluleDroite(formatEuro(r.totalPierresVente), true),
    ],
  ];

  const tarifs: TableCell[][] = [
    [celluleTitre("Tarif"), celluleTitre("Coefficient", "right"), celluleTitre("Prix", "right")],
    ...r.tarifs.map((t) => [
      { text: t.libelle, bold: t.cle === "normal" },
      celluleDroite(t.coeff === null ? "" : `× ${formatNumberFr(t.coeff)}`),
      celluleDroite(formatEuro(t.prix), t.cle === "normal"),
    ]),
  ];

  return cadreDevis(d, [
    {
      columns: [
        d.reference ? { text: `Produit : ${d.reference}`, bold: true } : { text: "" },
        { stack: [{ text: "Client", fontSize: 8, color: "#666666" }, client], width: 220 },
      ],
    },
    { text: "", margin: [0, 12, 0, 0] },
    { table: { headerRows: 1, widths: ["*", 120, 90], body: couts }, layout: "lightHorizontalLines" },
    { text: "", margin: [0, 10, 0, 0] },
    ...(r.pierres.length > 0
      ? [
          {
            table: { headerRows: 1, widths: ["*", 30, 55, 60, 40, 60, 65], body: pierres },
            layout: "lightHorizontalLines",
          } satisfies Content,
          { text: "", margin: [0, 10, 0, 0] } satisfies Content,
        ]
      : []),
    {
      columns: [
        { text: `Prix de revient : ${formatEuro(r.prixRevient)}`, bold: true, margin: [0, 4, 0, 0] },
        {
          table: { headerRows: 1, widths: [80, 70, 80], body: tarifs },
          layout: "lightHorizontalLines",
          width: "auto",
        },
      ],
    },
    {
      text: "Prix arrondis à la dizaine supérieure.",
      fontSize: 8,
      color: "#666666",
      margin: [0, 12, 0, 0],
    },
  ]);
}

export interface DevisClientPdfData {
  date: Date;
  client: ClientDevis | null;
  reference: string | null;
  description: string | null;
  devis: DevisClient;
  vendeur: { nom: string; lignes: string[] };
  compress?: boolean;
}

/**
 * The quote for the client: what the piece is, its stones (no price of their own), the price of the
 * chosen tier and until when it holds. No cost, cost price nor coefficient appears on it.
 */
export function devisClientDocument(d: DevisClientPdfData): TDocumentDefinitions {
  const client: Content = d.client
    ? [{ text: d.client.nomAgence, bold: true }, d.client.adresse, `${d.client.cp} ${d.client.ville}`.trim()]
    : { text: "" };
  const pierres: TableCell[][] = [
    [celluleTitre("Pierre"), celluleTitre("Quantité", "right"), celluleTitre("Poids", "right")],
    ...d.devis.pierres.map((p) => [
      p.description,
      celluleDroite(String(p.qte)),
      celluleDroite(formatCarats(p.poids)),
    ]),
  ];
  return cadreDevis(d, [
    {
      columns: [
        {
          stack: [
            ...(d.reference ? [{ text: `Référence : ${d.reference}`, bold: true }] : []),
            ...(d.description ? [{ text: d.description, margin: [0, 4, 0, 0] } satisfies Content] : []),
          ],
        },
        { stack: [{ text: "Client", fontSize: 8, color: "#666666" }, client], width: 220 },
      ],
    },
    { text: "", margin: [0, 14, 0, 0] },
    ...(d.devis.pierres.length > 0
      ? [
          {
            table: { headerRows: 1, widths: ["*", 70, 80], body: pierres },
            layout: "lightHorizontalLines",
          } satisfies Content,
          { text: "", margin: [0, 12, 0, 0] } satisfies Content,
        ]
      : []),
    {
      table: {
        widths: ["*", 120],
        body: [
          [
            { text: "Prix HT", bold: true, fontSize: 13 },
            { text: formatEuro(d.devis.prix), bold: true, fontSize: 13, alignment: "right" },
          ],
        ],
      },
      layout: "lightHorizontalLines",
    },
    {
      text: `Devis valable jusqu'au ${formatDate(d.devis.valableJusquau)}.`,
      margin: [0, 12, 0, 0],
    },
  ]);
}

/** Renders the client quote to PDF bytes. */
export function devisClientPdf(d: DevisClientPdfData): Promise<Buffer> {
  return renderPdf(devisClientDocument(d));
}

/** Renders the quote to PDF bytes. */
export function devisPdf(d: DevisPdfData): Promise<Buffer> {
  return renderPdf(devisDocument(d));
}
