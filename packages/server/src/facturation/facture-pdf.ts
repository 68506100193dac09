import {
  type CanalFacture,
  conditionsPaiement,
  formatDate,
  formatEuro,
  formatPercent,
  formatPoids,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  mentionPenalitesRetard,
  msgFactureIntrouvable,
  type Settings,
  totauxDocument,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import type { AppContext } from "../http/context.ts";
import { notFound } from "../http/errors.ts";
import { enteteVendeur, identiteVendeur, PDF_FONT, piedVendeur, renderPdf } from "../pdf/index.ts";
import { type FactureImprimee, facturesImprimees, type LigneImprimee } from "./facture-pdf.queries.ts";

/**
 * The invoice print (spec 02 section 7, "invoice printers with a list of ids"): one invoice per page
 * group, several in one PDF for a batch. Besides its lines and totals it prints what a French B2B
 * invoice must: the seller's identity, due date and payment terms, no early-payment discount, the
 * late-payment penalties and the 40 € recovery indemnity.
 */

const right = (text: string, bold = false) => ({ text, alignment: "right" as const, bold });
const head = (text: string, alignment: "left" | "right" = "left"): TableCell => ({
  text,
  bold: true,
  fillColor: "#eeeeee",
  alignment,
});

function ligne(l: LigneImprimee): TableCell[] {
  const designation: Content[] = [{ text: l.designation }];
  if (l.commentaire && l.commentaire !== l.refClt) designation.push({ text: l.commentaire, italics: true });
  if (l.ofReservation !== null)
    designation.push({ text: `Pièce de stock : OF ${l.ofReservation}`, fontSize: 7 });
  return [
    String(l.of),
    l.ref ?? "",
    { stack: designation },
    l.refClt ?? "",
    right(formatPoids(l.poids)),
    right(formatEuro(l.prixUHt) + (l.reaco !== "0.00" ? `\n+ ${formatEuro(l.reaco)}` : "")),
    right(l.remise === "0.00" ? "" : formatPercent(l.remise, 2)),
    right(formatEuro(l.totalHt)),
  ];
}

function totaux(f: FactureImprimee): Content {
  const t = totauxDocument(
    f.lignes.map((l) => l.totalHt),
    f.port,
    f.tauxTva,
  );
  const body: TableCell[][] = [
    ["Total des lignes HT", right(formatEuro(t.totalLignes))],
    ["Port HT", right(formatEuro(t.port))],
    [{ text: "Total HT", bold: true }, right(formatEuro(t.totalHt), true)],
    [`TVA ${formatPercent(t.tauxTva, 2)}`, right(formatEuro(t.tva))],
    [
      { text: "Total TTC", bold: true, fontSize: 11 },
      { ...right(formatEuro(t.totalTtc), true), fontSize: 11 },
    ],
  ];
  return {
    columns: [
      { text: "" },
      { table: { widths: [110, 90], body }, layout: "lightHorizontalLines", width: "auto" },
    ],
    margin: [0, 10, 0, 0],
  };
}

function conditions(f: FactureImprimee, s: Settings): Content {
  const echeance = f.dateEcheance ? ` — échéance le ${formatDate(f.dateEcheance)}` : "";
  return {
    stack: [
      { text: `${conditionsPaiement(f.echeance)}${echeance}`, bold: true },
      MENTION_ESCOMPTE,
      mentionPenalitesRetard(s.penalitesRetard),
      MENTION_INDEMNITE_RECOUVREMENT,
      ...(s.vendeurIban ? [`Règlement par virement : IBAN ${s.vendeurIban}`] : []),
    ],
    fontSize: 8,
    margin: [0, 16, 0, 0],
  };
}

function facture(f: FactureImprimee, s: Settings, premiere: boolean): Content[] {
  const serie = f.canal === "alternatif" ? [`Série ${s.nomLigneCanalAlternatif}`] : [];
  const lignes: TableCell[][] = [
    [
      head("OF"),
      head("Réf."),
      head("Désignation"),
      head("Réf. client"),
      head("Poids", "right"),
      head("PU HT", "right"),
      head("Remise", "right"),
      head("Total HT", "right"),
    ],
    ...f.lignes.map(ligne),
  ];
  return [
    {
      columns: [
        enteteVendeur(s),
        {
          stack: [
            { text: "FACTURE", fontSize: 18, bold: true },
            { text: `N° ${f.numero}`, fontSize: 12, bold: true },
            ...serie,
            `Date : ${formatDate(f.dateFact)}`,
          ],
          alignment: "right",
        },
      ],
      ...(premiere ? {} : { pageBreak: "before" as const }),
    },
    {
      columns: [
        { text: "" },
        {
          width: 230,
          stack: [
            { text: "Facturé à", fontSize: 8, color: "#666666" },
            { text: f.client, bold: true },
            f.adresse ?? "",
            `${f.cp ?? ""} ${f.ville ?? ""}`.trim(),
            { text: `Client n° ${f.idBijouterie}`, fontSize: 8, color: "#666666" },
          ],
        },
      ],
      margin: [0, 16, 0, 16],
    },
    {
      table: { headerRows: 1, widths: [36, 50, "*", 55, 40, 55, 34, 55], body: lignes },
      layout: "lightHorizontalLines",
      style: "lignes",
    },
    totaux(f),
    conditions(f, s),
  ];
}

/** The invoices as one document definition (kept apart from rendering for readability and tests). */
export function facturesDocument(
  factures: readonly FactureImprimee[],
  s: Settings,
  compress = true,
): TDocumentDefinitions {
  const vendeur = identiteVendeur(s).nom;
  return {
    info: { title: factures.length === 1 ? `Facture ${factures[0]?.numero}` : "Factures", creator: vendeur },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 60],
    compress,
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    styles: { lignes: { fontSize: 8 } },
    footer: (page, pages) => ({
      stack: [piedVendeur(s), { text: `Page ${page} / ${pages}`, alignment: "center", fontSize: 7 }],
    }),
    content: factures.flatMap((f, i) => facture(f, s, i === 0)),
  };
}

/**
 * The invoices `ids` of a channel as one PDF (a batch when several). Other areas call it through
 * facturation/index.ts. An unknown number gives a 404 naming it.
 */
export async function facturesPdf(
  ctx: AppContext,
  demande: { ids: number[]; canal: CanalFacture; compress?: boolean },
): Promise<Buffer> {
  const factures = await facturesImprimees(ctx.db, demande.canal, demande.ids);
  const manquante = demande.ids.find((id) => !factures.some((f) => f.numero === id));
  if (manquante !== undefined) throw notFound(msgFactureIntrouvable(manquante));
  return renderPdf(facturesDocument(factures, ctx.settings, demande.compress ?? true));
}
