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
const EN_DESCRIPTION = new Set(["unite", "pieceOf", "entree", "corrige", "motif"]);
const COLONNES_IMPRIMEES = COLONNES_REGISTRE.filter((c) => !EN_DESCRIPTION.has(c.key));
const LARGEURS = [22, 40, 30, 30, "*", 100, 24, 44, 24, 40, 44, 40];

/** The description as printed: the exit's entry, the entry it corrects and why (kept out of narrow columns). */
function description(e: EntreeRegistre): string {
  return [
    e.description,
    e.entree === null ? "" : ` (sortie de l'entrée n° ${e.entree})`,
    e.corrige === null ? "" : ` (corrige le n° ${e.corrige} : ${e.motif ?? ""})`,
  ].join("");
}

function cellule(e: EntreeRegistre, c: (typeof COLONNES_IMPRIMEES)[number]): TableCell {
  if (c.key === "description") return { text: description(e) };
  const texte = columnText(c, columnValue(c, e));
  if (c.key === "poids" && e.poids !== null) return { text: `${texte} ${e.unite}`, alignment: "right" };
  return isNumericColumn(c) ? { text: texte, alignment: "right" } : { text: texte };
}

/** A seal as printed: day, first and last number, count, hash (and what it is chained to). */
export function texteSceau(s: Sceau): string {
  const nature = s.cloture ? "clôture du jour" : "scellé en cours de journée";
  return (
    `Sceau du ${formatDate(s.jour)} (${nature}) : n° ${s.premier} à ${s.dernier}, ${s.nombre} entrée(s), ` +
    `SHA-256 ${s.empreinte} — chaîné à : ${s.precedente ?? "aucun (premier sceau)"}`
  );
}

const petit = (text: string, margin: [number, number, number, number]): Content => ({
  text,
  fontSize: 7,
  margin,
});

function page(
  jour: string,
  entrees: EntreeRegistre[],
  sceauxDuJour: Sceau[],
  avant: Sceau | undefined,
  premier: boolean,
): Content[] {
  const clos = sceauxDuJour.some((s) => s.cloture);
  const couverts = sceauxDuJour.at(-1)?.dernier ?? 0;
  const reste = entrees.filter((e) => e.num > couverts).length;
  return [
    {
      text: `Page du ${formatDate(jour)} — ${entrees.length} entrée(s)`,
      style: "jour",
      ...(premier ? {} : { pageBreak: "before" as const }),
    },
    petit(avant ? `Report — ${texteSceau(avant)}` : "Report — aucun sceau avant ce jour.", [0, 0, 0, 6]),
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
    ...sceauxDuJour.map((s, i) => petit(texteSceau(s), [0, i === 0 ? 8 : 2, 0, 0])),
    ...(clos ? [] : [petit("Page non scellée : le jour n'est pas terminé.", [0, 8, 0, 0])]),
    ...(reste > 0 && !clos
      ? [petit(`${reste} entrée(s) écrite(s) après le dernier sceau.`, [0, 2, 0, 0])]
      : []),
  ];
}

export function extraitRegistrePdf(
  f: FiltreRegistre,
  entrees: EntreeRegistre[],
  sceaux: Sceau[],
  sceauAvant: Sceau | undefined,
  vendeur: string,
  maintenant: Date,
  compress = true,
): Promise<Buffer> {
  const parJour = new Map<string, EntreeRegistre[]>();
  for (const e of entrees) parJour.set(e.jour, [...(parJour.get(e.jour) ?? []), e]);
  const titre =
    f.du === f.au
      ? `Livre de police — extrait du ${formatDate(f.du)}`
      : `Livre de police — extrait du ${formatDate(f.du)} au ${formatDate(f.au)}`;
  let avant = sceauAvant;
  const pages = [...parJour.entries()].flatMap(([jour, es], i) => {
    const duJour = sceaux.filter((s) => s.jour === jour);
    const contenu = page(jour, es, duJour, avant, i === 0);
    avant = duJour.at(-1) ?? avant;
    return contenu;
  });
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
