import {
  formatDate,
  formatNumberFr,
  formatPercent,
  LIBELLES_ONGLETS,
  type LigneMouvement,
  type Onglet,
} from "@ecrin/domain";
import type { TableCell } from "pdfmake/interfaces";
import { celluleDroite, celluleTitre, documentPdf, enteteDocument, renderPdf } from "../pdf/index.ts";
import type { ResumeMetal } from "./grand-livre.queries.ts";

export interface ListeImprimee {
  onglet: Onglet;
  metal: string;
  debut: string;
  fin: string | undefined;
  vendeur: { nom: string; lignes: string[] };
  lignes: readonly LigneMouvement[];
  total: ResumeMetal | undefined;
  compress?: boolean;
}

const g = (x: string) => formatNumberFr(x, 2);

/** 'Imprimer la liste': the active metal's rows of the tab, with the subtotal. */
export function listeGrandLivrePdf(l: ListeImprimee): Promise<Buffer> {
  const entete: TableCell[] = [
    celluleTitre("Date"),
    celluleTitre("Source/Fournisseur/Client"),
    celluleTitre("% Perte", "right"),
    celluleTitre("Désignation"),
    celluleTitre("Entrée", "right"),
    celluleTitre("Sortie", "right"),
    celluleTitre("Perte", "right"),
    celluleTitre("Solde", "right"),
  ];
  const corps: TableCell[][] = l.lignes.map((r) => [
    formatDate(r.date),
    r.partie,
    celluleDroite(formatPercent(r.perte, 2)),
    r.designation,
    celluleDroite(g(r.entree)),
    celluleDroite(g(r.sortie)),
    celluleDroite(g(r.pertePoids)),
    celluleDroite(g(r.solde)),
  ]);
  const t = l.total;
  const sousTotal: TableCell[] = [
    { text: "Sous-total", bold: true, colSpan: 4 },
    "",
    "",
    "",
    celluleDroite(t ? g(t.entree) : "", true),
    celluleDroite(t ? g(t.sortie) : "", true),
    celluleDroite(t ? g(t.pertePoids) : "", true),
    celluleDroite(t ? g(t.solde) : "", true),
  ];
  const periode = `Du ${formatDate(l.debut)}${l.fin ? ` au ${formatDate(l.fin)}` : ""}`;
  return renderPdf(
    documentPdf({
      titre: `Mouvements ${LIBELLES_ONGLETS[l.onglet]} - ${l.metal}`,
      marges: [30, 30, 30, 30],
      paysage: true,
      compress: l.compress ?? true,
      contenu: [
        enteteDocument({
          vendeur: l.vendeur,
          titre: `MOUVEMENTS ${LIBELLES_ONGLETS[l.onglet]}`,
          tailleTitre: 14,
          references: [{ text: `${l.metal} (g)` }, { text: periode }],
        }),
        {
          margin: [0, 12, 0, 0],
          table: {
            headerRows: 1,
            widths: [55, 120, 40, "*", 60, 60, 50, 65],
            body: [entete, ...corps, sousTotal],
          },
          layout: "lightHorizontalLines",
        },
      ],
    }),
  );
}
