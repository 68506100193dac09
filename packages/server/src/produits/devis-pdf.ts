import { type DevisResultat, formatCarats, formatDate, formatEuro, formatNumberFr } from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { PDF_CREATOR, PDF_FONT, renderPdf } from "../pdf/index.ts";
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

const right = (text: string, bold = false): TableCell => ({ text, alignment: "right", bold });
const head = (text: string, alignment: "left" | "right" = "left"): TableCell => ({
  text,
  bold: true,
  fillColor: "#eeeeee",
  alignment,
});

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
export function devisDocument(d: DevisPdfData): TDocumentDefinitions {
  const r = d.resultat;
  const client: Content = d.client
    ? [{ text: d.client.nomAgence, bold: true }, d.client.adresse, `${d.client.cp} ${d.client.ville}`.trim()]
    : { text: "Client non renseigné", italics: true };

  const couts: TableCell[][] = [
    [head("Coûts"), head("Détail"), head("Montant", "right")],
    ...r.lignes
      .filter((l) => l.montant !== "0.00")
      .map((l) => [l.libelle, detailCout(l.cle, d.saisie), right(formatEuro(l.montant))]),
    [{ text: "Fabrication", bold: true }, "", right(formatEuro(r.fabrication), true)],
  ];

  const pierres: TableCell[][] = [
    [
      head("Pierre"),
      head("Qté", "right"),
      head("Poids", "right"),
      head("Prix/ct", "right"),
      head("Coeff", "right"),
      head("Coût", "right"),
      head("Prix vente", "right"),
    ],
    ...r.pierres.map((p) => [
      p.description,
      right(String(p.qte)),
      right(formatCarats(p.poids)),
      right(
        p.euro !== "0" && !/^0\.?0*$/.test(p.euro) ? formatEuro(p.euro) : `${formatNumberFr(p.dollar)} $`,
      ),
      right(formatNumberFr(p.coeff)),
      right(formatEuro(p.cout)),
      right(formatEuro(p.prixVente)),
    ]),
    [
      { text: "Total pierres", bold: true, colSpan: 5 },
      "",
      "",
      "",
      "",
      right(formatEuro(r.totalPierresCout), true),
      right(formatEuro(r.totalPierresVente), true),
    ],
  ];

  const tarifs: TableCell[][] = [
    [head("Tarif"), head("Coefficient", "right"), head("Prix", "right")],
    ...r.tarifs.map((t) => [
      { text: t.libelle, bold: t.cle === "normal" },
      right(t.coeff === null ? "" : `× ${formatNumberFr(t.coeff)}`),
      right(formatEuro(t.prix), t.cle === "normal"),
    ]),
  ];

  return {
    info: { title: `Devis ${d.vendeur.nom}`, creator: PDF_CREATOR },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    compress: d.compress ?? true,
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    footer: (page, pages) => ({
      text: `Page ${page} / ${pages}`,
      alignment: "center",
      fontSize: 8,
      margin: [0, 20, 0, 0],
    }),
    content: [
      {
        columns: [
          [{ text: d.vendeur.nom, fontSize: 20, bold: true }, ...d.vendeur.lignes],
          {
            stack: [{ text: "DEVIS", fontSize: 16, bold: true }, `Date : ${formatDate(d.date)}`],
            alignment: "right",
          },
        ],
      },
      { text: "", margin: [0, 12, 0, 0] },
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
    ],
  };
}

/** Renders the quote to PDF bytes. */
export function devisPdf(d: DevisPdfData): Promise<Buffer> {
  return renderPdf(devisDocument(d));
}
