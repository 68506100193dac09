import {
  couleurPlanning,
  formatDate,
  isoWeekday,
  JOURS_PLANNING,
  type OfPlanningImprime,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { celluleTitre, documentPdf, enteteDocument, PDF_CREATOR, renderPdf } from "../pdf/index.ts";

export interface PlanningPdfData {
  debut: string;
  fin: string;
  ofs: OfPlanningImprime[];
  /** The company name printed in the header (settings). */
  vendeur: string;
  /** Compression off in tests, to read the text back. */
  compress?: boolean;
}

/** The screen's colours, lightened for paper. */
const FOND = { imperatif: "#f8d7da", pret: "#d4edda", normal: null } as const;

function nomJour(iso: string): string {
  const n = isoWeekday(iso);
  const nom = n <= 5 ? JOURS_PLANNING[n - 1] : n === 6 ? "Samedi" : "Dimanche";
  return `${nom} ${formatDate(iso)}`;
}

function tableJour(ofs: OfPlanningImprime[]): Content {
  const body: TableCell[][] = [
    [
      celluleTitre("OF"),
      celluleTitre("Client"),
      celluleTitre("Référence"),
      celluleTitre("Stade"),
      celluleTitre("Statut"),
      celluleTitre("Notes"),
    ],
    ...ofs.map((o) => {
      const fond = FOND[couleurPlanning(o)];
      const cell = (text: string, bold = false): TableCell => ({
        text,
        bold,
        ...(fond ? { fillColor: fond } : {}),
      });
      return [
        cell(String(o.numSachet), true),
        cell(o.client),
        cell(o.ref ?? ""),
        cell(o.stade),
        cell(o.libelleStatut),
        cell(`${o.dateLImp === 1 ? "IMPÉRATIF. " : ""}${o.notes ?? ""}`),
      ];
    }),
  ];
  return {
    table: { headerRows: 1, widths: [45, 120, 80, 70, 70, "*"], body },
    layout: "lightHorizontalLines",
  };
}

/** The planning of a period, one section per delivery day (spec 03 section 2.13: per-day print). */
export function planningDocument(d: PlanningPdfData): TDocumentDefinitions {
  const parJour = new Map<string, OfPlanningImprime[]>();
  for (const o of d.ofs) {
    const jour = o.dateLivr ?? "";
    parJour.set(jour, [...(parJour.get(jour) ?? []), o]);
  }
  const periode = d.debut === d.fin ? nomJour(d.debut) : `du ${formatDate(d.debut)} au ${formatDate(d.fin)}`;
  const sections: Content[] =
    d.ofs.length === 0
      ? [{ text: "Aucun OF à livrer sur la période.", italics: true }]
      : [...parJour].flatMap(([jour, ofs]) => [
          { text: `${nomJour(jour)} — ${ofs.length} OF`, bold: true, fontSize: 12, margin: [0, 10, 0, 4] },
          tableJour(ofs),
        ]);
  return documentPdf({
    titre: `Planning ${periode}`,
    createur: PDF_CREATOR,
    paysage: true,
    marges: [30, 30, 30, 40],
    compress: d.compress ?? true,
    pied: (page, pages) => ({ text: `Page ${page} / ${pages}`, alignment: "center", fontSize: 8 }),
    contenu: [
      enteteDocument({ vendeur: { nom: d.vendeur }, titre: `PLANNING — ${periode}`, tailleTitre: 14 }),
      ...sections,
    ],
  });
}

export function renderPlanningPdf(d: PlanningPdfData): Promise<Buffer> {
  return renderPdf(planningDocument(d));
}
