import { type CategorieTva, formatEuro, libelleTva } from "@ecrin/domain";
import type { Content, TableCell } from "pdfmake/interfaces";
import { celluleDroite } from "../pdf/index.ts";

/**
 * The totals box of an invoice and of a credit note, bottom right: the rows proper to the document
 * (lines, port), then Total HT, the VAT at its rate ("Autoliquidation" and no VAT under reverse charge)
 * and Total TTC, as totauxDocument computed them.
 */
export function blocTotaux(
  t: { totalHt: string; tauxTva: string; categorieTva: CategorieTva; tva: string; totalTtc: string },
  avant: TableCell[][] = [],
): Content {
  const body: TableCell[][] = [
    ...avant,
    [{ text: "Total HT", bold: true }, celluleDroite(formatEuro(t.totalHt), true)],
    [libelleTva(t.tauxTva, t.categorieTva), celluleDroite(formatEuro(t.tva))],
    [
      { text: "Total TTC", bold: true, fontSize: 11 },
      { text: formatEuro(t.totalTtc), alignment: "right", bold: true, fontSize: 11 },
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
