import {
  COLONNES_REGISTRE,
  columnText,
  columnValue,
  type FiltreRegistre,
  formatDate,
  formatDateTime,
  isNumericColumn,
} from "@ecrin/domain";
import type { Content, TableCell } from "pdfmake/interfaces";
import { documentPdf, renderPdf } from "../pdf/index.ts";
import type { EntreeRegistre, Sceau } from "./registre.queries.ts";

/**
 * The printed extract of the police register: one page per day (the register's page), its entries in
 * number order with the register's columns, then the day's seal (or "not sealed yet" for today).
 */
const COLONNES_IMPRIMEES = COLONNES_REGISTRE.filter((c) => c.key !== "unite");
const LARGEURS = [24, 44, 30, 34, "*", 110, 26, 40, 26, 40, 44, 30, 70];

function cellule(e: EntreeRegistre, c: (typeof COLONNES_IMPRIMEES)[number]): TableCell {
  const texte = columnText(c, columnValue(c, e));
  if (c.key === "poids" && e.poids !== null) return { text: `${texte} ${e.unite}`, alignment: "right" };
  return isNumericColumn(c) ? { text: texte, alignment: "right" } : { text: texte };
}

function page(
  jour: string,
  entrees: EntreeRegistre[],
  sceau: Sceau | undefined,
  premier: boolean,
): Content[] {
  return [
    {
      text: `Page du ${formatDate(jour)} — ${entrees.length} entrée(s)`,
      style: "jour",
      ...(premier ? {} : { pageBreak: "before" as const }),
    },
    {
      table: {
        headerRows: 1,
        widths: LARGEURS,
        body: [
          COLONNES_IMPRIMEES.map((c) => ({ text: c.label, bold: true })),
          ...entrees.map((e) => COLONNES_IMPRIMEES.map((c) => cellule(e, c))),
        ],
      },
      layout: "lightHorizontalLines",
      fontSize: 7,
    },
    {
      text: sceau
        ? `Sceau du ${formatDate(jour)} (SHA-256) : ${sceau.empreinte} — chaîné à : ${sceau.precedente ?? "aucun (premier jour)"}`
        : "Page non scellée : le jour n'est pas terminé.",
      fontSize: 7,
      margin: [0, 8, 0, 0],
    },
  ];
}

export function extraitRegistrePdf(
  f: FiltreRegistre,
  entrees: EntreeRegistre[],
  sceaux: Sceau[],
  vendeur: string,
  maintenant: Date,
  compress = true,
): Promise<Buffer> {
  const parJour = new Map<string, EntreeRegistre[]>();
  for (const e of entrees) parJour.set(e.jour, [...(parJour.get(e.jour) ?? []), e]);
  const sceauDu = new Map(sceaux.map((s) => [s.jour, s]));
  const titre =
    f.du === f.au
      ? `Livre de police — extrait du ${formatDate(f.du)}`
      : `Livre de police — extrait du ${formatDate(f.du)} au ${formatDate(f.au)}`;
  const pages = [...parJour.entries()].flatMap(([jour, es], i) => page(jour, es, sceauDu.get(jour), i === 0));
  return renderPdf(
    documentPdf({
      titre,
      createur: vendeur,
      marges: [24, 30, 24, 36],
      paysage: true,
      compress,
      taillePolice: 8,
      styles: { jour: { fontSize: 10, bold: true, margin: [0, 0, 0, 6] } },
      pied: (p, n) => ({
        text: `${vendeur} — ${titre} — imprimé le ${formatDateTime(maintenant)} — page ${p} / ${n}`,
        fontSize: 7,
        alignment: "center",
      }),
      contenu: [
        { text: titre, fontSize: 13, bold: true, margin: [0, 0, 0, 8] },
        ...(pages.length > 0 ? pages : [{ text: "Aucune entrée sur la période." }]),
      ],
    }),
  );
}
