import {
  formatDate,
  formatEuro,
  formatPercent,
  msgAvoirIntrouvable,
  type Settings,
  totauxDocument,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import type { AppContext } from "../http/context.ts";
import { notFound } from "../http/errors.ts";
import { enteteVendeur, identiteVendeur, PDF_FONT, piedVendeur, renderPdf } from "../pdf/index.ts";
import { type AvoirImprime, avoirsImprimes } from "./avoir.queries.ts";

/**
 * The credit-note print (spec 02 section 7, "credit note printer with listeAvoir"): one page per credit
 * note, several in one PDF for a batch. Like an invoice it carries the seller's identity, the client,
 * its number and date, HT, VAT and TTC, and the invoice it corrects when there is one.
 */

const right = (text: string, bold = false): TableCell => ({ text, alignment: "right", bold });
const head = (text: string, alignment: "left" | "right" = "left"): TableCell => ({
  text,
  bold: true,
  fillColor: "#eeeeee",
  alignment,
});

function avoir(a: AvoirImprime, s: Settings, premier: boolean): Content[] {
  const t = totauxDocument([a.totHt], "0", a.tauxTva);
  const totaux: TableCell[][] = [
    [{ text: "Total HT", bold: true }, right(formatEuro(t.totalHt), true)],
    [`TVA ${formatPercent(t.tauxTva, 2)}`, right(formatEuro(t.tva))],
    [
      { text: "Total TTC", bold: true, fontSize: 11 },
      { text: formatEuro(t.totalTtc), alignment: "right", bold: true, fontSize: 11 },
    ],
  ];
  return [
    {
      columns: [
        enteteVendeur(s),
        {
          stack: [
            { text: `AVOIR N° ${a.idAvoir}`, fontSize: 18, bold: true },
            `Date : ${formatDate(a.date)}`,
          ],
          alignment: "right",
        },
      ],
      ...(premier ? {} : { pageBreak: "before" as const }),
    },
    {
      columns: [
        { text: "" },
        {
          width: 230,
          stack: [
            { text: "Client", fontSize: 8, color: "#666666" },
            { text: a.client, bold: true },
            a.adresse,
            `${a.cp} ${a.ville}`.trim(),
            { text: `Client n° ${a.idClt}`, fontSize: 8, color: "#666666" },
          ],
        },
      ],
      margin: [0, 16, 0, 16],
    },
    ...(a.idFact !== null && a.dateFact !== null
      ? [
          {
            text: `Avoir sur facture n° ${a.idFact} du ${formatDate(a.dateFact)}`,
            bold: true,
            margin: [0, 0, 0, 8],
          },
        ]
      : []),
    ...(a.ref ? [{ text: `Référence : ${a.ref}`, margin: [0, 0, 0, 8] }] : []),
    {
      table: {
        headerRows: 1,
        widths: ["*", 90],
        body: [
          [head("Désignation"), head("Montant HT", "right")],
          [a.description, right(formatEuro(a.totHt))],
        ],
      },
      layout: "lightHorizontalLines",
    },
    {
      columns: [
        { text: "" },
        { table: { widths: [110, 90], body: totaux }, layout: "lightHorizontalLines", width: "auto" },
      ],
      margin: [0, 10, 0, 0],
    },
    {
      text: "Montant à déduire de vos prochains règlements ou remboursé sur demande.",
      fontSize: 8,
      margin: [0, 16, 0, 0],
    },
  ] as Content[];
}

/** The credit notes as one document definition (kept apart from rendering for the tests). */
export function avoirsDocument(
  avoirs: readonly AvoirImprime[],
  s: Settings,
  compress = true,
): TDocumentDefinitions {
  return {
    info: {
      title: avoirs.length === 1 ? `Avoir ${avoirs[0]?.idAvoir}` : "Avoirs",
      creator: identiteVendeur(s).nom,
    },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 60],
    compress,
    defaultStyle: { font: PDF_FONT, fontSize: 9 },
    footer: (page, pages) => ({
      stack: [piedVendeur(s), { text: `Page ${page} / ${pages}`, alignment: "center", fontSize: 7 }],
    }),
    content: avoirs.flatMap((a, i) => avoir(a, s, i === 0)),
  };
}

/**
 * Imprimer: the credit notes `ids` as one PDF, in the order given. Other areas (accounting) call it
 * through facturation/index.ts. An unknown number gives a 404 naming it.
 */
export async function avoirsPdf(
  ctx: AppContext,
  ids: readonly number[],
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const avoirs = await avoirsImprimes(ctx.db, ids);
  const manquant = ids.find((id) => !avoirs.some((a) => a.idAvoir === id));
  if (manquant !== undefined) throw notFound(msgAvoirIntrouvable(manquant));
  return renderPdf(avoirsDocument(avoirs, ctx.settings, opts.compress ?? true));
}
