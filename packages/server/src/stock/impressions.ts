import {
  abreviationMetal,
  ETIQUETTE_MM,
  formatDate,
  formatEuro,
  formatPoids,
  marqueEtiquette,
  prixEtiquette,
  type Settings,
  sum,
  toFixed2,
} from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { photoDataUrl } from "../images/index.ts";
import {
  blocClient,
  celluleDroite,
  celluleTitre,
  code128,
  documentPdf,
  enteteDocument,
  identiteVendeur,
  PDF_CREATOR,
  PDF_FONT,
  THERMIQUE_DPI,
  texteAjuste,
} from "../pdf/index.ts";
import type { LigneStockSql } from "./liste.queries.ts";

/**
 * The stock prints (spec 02 sections 5, 7 and 9): labels 43 x 8 mm (a thermal printer's page, or an A4
 * sheet of labels), the tray sheet, the consignment note (bon de confié) and the reservation sheet.
 * Text stays text (searchable, read back by pdftotext in the tests).
 */

const MM = 72 / 25.4;
const L = ETIQUETTE_MM.largeur * MM;
const H = ETIQUETTE_MM.hauteur * MM;
/** The thermal label's margins (points): 1 mm each side, 0.5 mm at the top. */
const MARGE = { cote: MM, haut: 0.5 * MM };
/** An A4 label cell's padding (points), so the cell is the label's 43 x 8 mm. */
const PADDING_A4 = 1.5;

/**
 * One label's content in `largeur` points, 43 x 8 mm (issue 28.1): the text on the left, each line cut
 * to its column by the font's widths; on the right the OF's Code128 with its quiet zones (opaque
 * white, 0.25 mm modules: two dots of the 203 dpi thermal printer) and the number under it.
 */
async function etiquette(l: LigneStockSql, s: Settings, largeur: number): Promise<Content> {
  const prix = prixEtiquette(l.prixFact);
  const marque = marqueEtiquette(l.nomLigne, s.nomLigneCanalAlternatif, s.vendeurRaisonSociale);
  const poids = l.poids === null ? "" : `${formatPoids(l.poids)}`;
  const cb = await code128(String(l.of), { dpi: THERMIQUE_DPI, dotsParModule: 2, hauteurMm: 4.2 });
  const place = largeur - cb.largeur;
  const ligne = async (texte: string, fontSize: number, bold = false) => ({
    text: await texteAjuste(texte, fontSize, place, bold),
    fontSize,
    bold,
    noWrap: true,
  });
  return {
    columns: [
      {
        width: place,
        stack: [
          await ligne(l.etiquette ?? "", 5, true),
          await ligne(`${l.ref ?? ""} ${abreviationMetal(l.metal)} ${poids}`, 4.5),
          await ligne(prix.join(" / "), 5, true),
          await ligne(marque, 4),
        ],
      },
      {
        width: cb.largeur,
        stack: [
          { image: cb.image, width: cb.largeur, height: cb.hauteur },
          { text: String(l.of), fontSize: 4, alignment: "center" },
        ],
      },
    ],
    columnGap: 0,
  };
}

/** Thermal printer: one page per label, the page is the label. */
export async function etiquettesThermiques(lignes: LigneStockSql[], s: Settings, compress = true) {
  const contenu: Content[] = [];
  for (const [i, l] of lignes.entries()) {
    const e = await etiquette(l, s, L - 2 * MARGE.cote);
    contenu.push(i === 0 ? e : { stack: [e], pageBreak: "before" });
  }
  const doc: TDocumentDefinitions = {
    info: { title: "Etiquettes", creator: PDF_CREATOR },
    pageSize: { width: L, height: H },
    pageMargins: [MARGE.cote, MARGE.haut, MARGE.cote, 0],
    compress,
    defaultStyle: { font: PDF_FONT, fontSize: 5, lineHeight: 0.95 },
    content: contenu,
  };
  return doc;
}

/** A4 sheet of labels: 4 columns of 43 x 8 mm cells, row after row. */
export async function etiquettesA4(lignes: LigneStockSql[], s: Settings, compress = true) {
  const parLigne = 4;
  const body: TableCell[][] = [];
  for (let i = 0; i < lignes.length; i += parLigne) {
    const row: TableCell[] = [];
    for (let j = 0; j < parLigne; j++) {
      const l = lignes[i + j];
      row.push(l ? ((await etiquette(l, s, L - 2 * PADDING_A4)) as TableCell) : "");
    }
    body.push(row);
  }
  return documentPdf({
    titre: "Etiquettes",
    createur: PDF_CREATOR,
    marges: [20, 30, 20, 30],
    compress,
    taillePolice: 5,
    contenu: [
      {
        table: {
          widths: Array(parLigne).fill(L - 2 * PADDING_A4),
          heights: H - 2 * PADDING_A4,
          body: body.length ? body : [["", "", "", ""]],
        },
        layout: {
          hLineColor: "#cccccc",
          vLineColor: "#cccccc",
          paddingLeft: () => PADDING_A4,
          paddingRight: () => PADDING_A4,
          paddingTop: () => PADDING_A4,
          paddingBottom: () => PADDING_A4,
        },
      },
    ],
  });
}

const poidsTotal = (lignes: LigneStockSql[]) => toFixed2(sum(lignes.map((l) => l.poids ?? "0")));
const prixTotal = (lignes: LigneStockSql[]) => toFixed2(sum(lignes.map((l) => l.prixFact ?? "0")));

/** Imprimer Plateau: the pieces of each tray, with photo, ref, weight and price. */
export async function feuillePlateau(
  lignes: LigneStockSql[],
  s: Settings,
  imagesDir: string,
  compress = true,
) {
  const parPlateau = new Map<string, LigneStockSql[]>();
  for (const l of lignes) {
    const k = l.plateau ?? "Sans plateau";
    parPlateau.set(k, [...(parPlateau.get(k) ?? []), l]);
  }
  const contenu: Content[] = [
    enteteDocument({ vendeur: identiteVendeur(s), titre: "PLATEAU", tailleTitre: 16 }),
  ];
  for (const [plateau, ls] of parPlateau) {
    const body: TableCell[][] = [
      [
        celluleTitre("Photo"),
        celluleTitre("Of"),
        celluleTitre("Ref"),
        celluleTitre("Description"),
        celluleTitre("Poids", "right"),
        celluleTitre("Prix", "right"),
      ],
    ];
    for (const l of ls) {
      const photo = await photoDataUrl(imagesDir, [l.image], 120);
      body.push([
        photo ? { image: photo, fit: [40, 40] } : "",
        String(l.of),
        l.ref ?? "",
        l.description ?? "",
        celluleDroite(l.poids ? formatPoids(l.poids) : ""),
        celluleDroite(l.prixFact ? formatEuro(l.prixFact) : ""),
      ]);
    }
    contenu.push(
      { text: `Plateau ${plateau} — ${ls.length} pièce(s)`, bold: true, fontSize: 12, margin: [0, 14, 0, 6] },
      { table: { headerRows: 1, widths: [44, 40, 60, "*", 50, 60], body }, layout: "lightHorizontalLines" },
      {
        text: `Poids total ${formatPoids(poidsTotal(ls))} — Prix total ${formatEuro(prixTotal(ls))}`,
        alignment: "right",
        margin: [0, 4, 0, 0],
      },
    );
  }
  return documentPdf({
    titre: "Plateau",
    createur: PDF_CREATOR,
    marges: [30, 30, 30, 30],
    compress,
    contenu,
  });
}

export interface ClientBon {
  id: number;
  nomAgence: string | null;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
}

/** Imprimer Confie: the consignment note of one shop (client, pieces, weights, prices, total, date, signatures). */
export function bonConfie(lignes: LigneStockSql[], c: ClientBon, s: Settings, jour: string, compress = true) {
  const body: TableCell[][] = [
    [
      celluleTitre("Of"),
      celluleTitre("Ref"),
      celluleTitre("Description"),
      celluleTitre("Etiquette"),
      celluleTitre("Poids", "right"),
      celluleTitre("Prix", "right"),
    ],
    ...lignes.map((l) => [
      String(l.of),
      l.ref ?? "",
      l.description ?? "",
      l.etiquette ?? "",
      celluleDroite(l.poids ? formatPoids(l.poids) : ""),
      celluleDroite(l.prixFact ? formatEuro(l.prixFact) : ""),
    ]),
    [
      { text: `Total : ${lignes.length} pièce(s)`, colSpan: 4, bold: true },
      "",
      "",
      "",
      celluleDroite(formatPoids(poidsTotal(lignes)), true),
      celluleDroite(formatEuro(prixTotal(lignes)), true),
    ],
  ];
  const signature = (titre: string): Content => ({
    table: { widths: ["*"], heights: [14, 60], body: [[{ text: titre, bold: true }], [""]] },
  });
  return documentPdf({
    titre: "Bon de confié",
    createur: PDF_CREATOR,
    marges: [40, 40, 40, 40],
    compress,
    contenu: [
      enteteDocument({
        vendeur: identiteVendeur(s),
        titre: "BON DE CONFIÉ",
        tailleTitre: 16,
        references: [{ text: `Date : ${formatDate(jour)}` }],
      }),
      blocClient({
        titre: "Confié à",
        nom: c.nomAgence ?? "",
        adresse: c.adresse,
        cp: c.cp,
        ville: c.ville,
        numero: c.id,
      }),
      { table: { headerRows: 1, widths: [40, 60, "*", 70, 55, 65], body }, layout: "lightHorizontalLines" },
      {
        text: "Les pièces restent la propriété du confiant jusqu'à leur facturation.",
        fontSize: 8,
        margin: [0, 10, 0, 16],
      },
      { columns: [signature("Signature du confiant"), signature("Signature du dépositaire")], columnGap: 30 },
    ],
  });
}

/** Imprimer Reservation: the reserved pieces and the orders they are kept for. */
export function feuilleReservation(lignes: LigneStockSql[], s: Settings, jour: string, compress = true) {
  const body: TableCell[][] = [
    [
      celluleTitre("Of"),
      celluleTitre("Ref"),
      celluleTitre("Description"),
      celluleTitre("Lieu"),
      celluleTitre("Prix", "right"),
      celluleTitre("Réservé pour"),
    ],
    ...lignes.map((l) => [
      String(l.of),
      l.ref ?? "",
      l.description ?? "",
      l.lieu ?? "",
      celluleDroite(l.prixFact ? formatEuro(l.prixFact) : ""),
      l.reservation ?? "—",
    ]),
  ];
  return documentPdf({
    titre: "Réservations",
    createur: PDF_CREATOR,
    marges: [30, 30, 30, 30],
    compress,
    contenu: [
      enteteDocument({
        vendeur: identiteVendeur(s),
        titre: "RÉSERVATIONS",
        tailleTitre: 16,
        references: [{ text: `Date : ${formatDate(jour)}` }],
      }),
      { text: " " },
      { table: { headerRows: 1, widths: [40, 60, "*", 90, 60, 100], body }, layout: "lightHorizontalLines" },
    ],
  });
}
