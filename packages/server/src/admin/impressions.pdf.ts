import {
  BARRE_CALIBRAGE_MM,
  cerclesBaguier,
  dec,
  formatEuro,
  formatPoids,
  MSG_IMPRIMER_100,
  mmEnPt,
  TAILLE_BAGUE_MAX,
  TAILLE_BAGUE_MIN,
} from "@ecrin/domain";
import type { CanvasElement, Content, TableCell } from "pdfmake/interfaces";
import { photoDataUrl } from "../images/index.ts";
import { celluleTitre, documentPdf, PDF_CREATOR, renderPdf } from "../pdf/index.ts";
import type { ProduitCatalogue } from "./impressions.queries.ts";

const MARGE = 36;
const NOIR = "#000000";

/**
 * The ring sizer at true scale: a 10 cm calibration bar with centimetre ticks, the circles of French
 * sizes 40 to 70 (diameter = size / π mm), and a finger strip graduated in sizes (circumference, mm).
 * Every length is in PDF points, 72 to the inch: 10 cm = 283.46 pt.
 */
export function baguierPdf(opts: { compress?: boolean } = {}): Promise<Buffer> {
  const barre = mmEnPt(BARRE_CALIBRAGE_MM);
  const xBarre = MARGE;
  const yBarre = 130;
  const calibrage: CanvasElement[] = [
    { type: "line", x1: xBarre, y1: yBarre, x2: xBarre + barre, y2: yBarre, lineWidth: 1.5, lineColor: NOIR },
  ];
  for (let cm = 0; cm <= 10; cm++) {
    const x = xBarre + mmEnPt(cm * 10);
    calibrage.push({
      type: "line",
      x1: x,
      y1: yBarre - 6,
      x2: x,
      y2: yBarre,
      lineWidth: 0.5,
      lineColor: NOIR,
    });
  }

  // The circles, 6 to a row, each in a cell of 28 x 30 mm, its size printed under it.
  const colonnes = 6;
  const cellule = { l: mmEnPt(28), h: mmEnPt(30) };
  const yCercles = 175;
  const cercles: CanvasElement[] = [];
  const libelles: Content[] = [];
  cerclesBaguier().forEach((c, i) => {
    const cx = MARGE + (i % colonnes) * cellule.l + cellule.l / 2;
    const cy = yCercles + Math.floor(i / colonnes) * cellule.h + mmEnPt(12);
    const r = mmEnPt(c.diametreMm) / 2;
    cercles.push({ type: "ellipse", x: cx, y: cy, r1: r, r2: r, lineWidth: 0.4, lineColor: NOIR });
    libelles.push({
      text: `T ${c.taille}`,
      fontSize: 8,
      absolutePosition: { x: cx - 8, y: cy + mmEnPt(12) + 2 },
    });
  });

  // The finger strip: 80 mm, graduated every millimetre from 0; sizes 40 to 70 marked.
  const yBande = yCercles + Math.ceil(31 / colonnes) * cellule.h + 40;
  const longueur = mmEnPt(80);
  const hauteur = mmEnPt(10);
  const bande: CanvasElement[] = [
    { type: "rect", x: MARGE, y: yBande, w: longueur, h: hauteur, lineWidth: 0.6, lineColor: NOIR },
  ];
  for (let mm = 0; mm <= 80; mm++) {
    const taille = mm >= TAILLE_BAGUE_MIN && mm <= TAILLE_BAGUE_MAX;
    const x = MARGE + mmEnPt(mm);
    const h = taille && mm % 2 === 0 ? mmEnPt(5) : mmEnPt(2.5);
    bande.push({ type: "line", x1: x, y1: yBande, x2: x, y2: yBande + h, lineWidth: 0.3, lineColor: NOIR });
    if (taille && mm % 4 === 0) {
      libelles.push({
        text: String(mm),
        fontSize: 6,
        absolutePosition: { x: x - 3.5, y: yBande + mmEnPt(6) },
      });
    }
  }

  const doc = documentPdf({
    titre: "Baguier",
    createur: PDF_CREATOR,
    marges: [MARGE, MARGE, MARGE, MARGE],
    ...(opts.compress === undefined ? {} : { compress: opts.compress }),
    contenu: [
      { text: "Baguier : tailles françaises 40 à 70", fontSize: 16, bold: true },
      { text: MSG_IMPRIMER_100, fontSize: 10, bold: true, margin: [0, 6, 0, 0] },
      {
        text: "Taille française = tour de doigt intérieur en millimètres ; chaque cercle a pour diamètre taille ÷ π.",
        fontSize: 8,
        margin: [0, 4, 0, 0],
      },
      { text: "10 cm", fontSize: 8, absolutePosition: { x: xBarre + barre + 6, y: yBarre - 8 } },
      { text: "Barre de contrôle", fontSize: 8, absolutePosition: { x: xBarre, y: yBarre + 4 } },
      {
        text: "Bande de mesure : découpez-la, enroulez-la autour du doigt ; le chiffre atteint est la taille.",
        fontSize: 8,
        absolutePosition: { x: MARGE, y: yBande - 14 },
      },
      { canvas: [...calibrage, ...cercles, ...bande], absolutePosition: { x: 0, y: 0 } },
      ...libelles,
    ],
  });
  return renderPdf(doc);
}

/**
 * The catalogue reference book (all lines), or the Lignes print (one line): per line and type, each
 * product with its photo, ref, description, weight and price.
 */
export async function livreReferencePdf(
  titre: string,
  produits: readonly (ProduitCatalogue & { prix: string | null })[],
  imagesDir: string,
): Promise<Buffer> {
  const contenu: Content[] = [{ text: titre, fontSize: 16, bold: true, margin: [0, 0, 0, 8] }];
  if (produits.length === 0) contenu.push({ text: "Aucun produit.", italics: true });
  let groupe: { ligne: string; type: string; rows: TableCell[][] } | null = null;
  const fermer = () => {
    if (!groupe) return;
    contenu.push(
      { text: `${groupe.ligne} — ${groupe.type}`, fontSize: 11, bold: true, margin: [0, 10, 0, 4] },
      {
        table: {
          headerRows: 1,
          widths: [60, 80, "*", 60, 70],
          body: [
            [
              celluleTitre("Photo"),
              celluleTitre("Réf."),
              celluleTitre("Description"),
              celluleTitre("Poids", "right"),
              celluleTitre("Prix", "right"),
            ],
            ...groupe.rows,
          ],
        },
        layout: "lightHorizontalLines",
      },
    );
  };
  for (const p of produits) {
    if (!groupe || groupe.ligne !== p.ligne || groupe.type !== p.type) {
      fermer();
      groupe = { ligne: p.ligne, type: p.type, rows: [] };
    }
    const photo = await photoDataUrl(imagesDir, [p.imgCentre, p.imgCv], 160);
    groupe.rows.push([
      photo ? { image: photo, fit: [54, 54] } : { text: "—", color: "#999999" },
      { text: p.ref, bold: true },
      p.description,
      { text: p.poidsMg === null ? "" : formatPoids(dec(p.poidsMg).div(1000)), alignment: "right" },
      { text: p.prix === null ? "" : formatEuro(p.prix), alignment: "right" },
    ]);
  }
  fermer();
  return renderPdf(
    documentPdf({
      titre,
      createur: PDF_CREATOR,
      marges: [MARGE, MARGE, MARGE, MARGE],
      pied: (page, pages) => ({ text: `${page} / ${pages}`, alignment: "center", fontSize: 8 }),
      contenu,
    }),
  );
}
