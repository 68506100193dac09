import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { FONT_FILES } from "../../src/pdf/polices.ts";
import { type DocumentTableau, rendreTableau } from "../../src/pdf/tableau-pages.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";

/**
 * The long table documents pdfkit lays out (pdf/tableau-pages.ts and tableau-texte.ts, the weight account's statement): figures
 * laid out from their characters' glyphs, text wrapped and written as pdfmake did, the heading row
 * on every page, the footer's page count.
 */

const FIGURES = "0123456789 ,.%/\u00a0\u202f";

describe("pdf/tableau", () => {
  it("lays a figure out as fontkit shapes it: no kerning or ligature between the figures' characters", () => {
    const doc = new PDFDocument();
    for (const fichier of [FONT_FILES.normal, FONT_FILES.bold]) {
      doc.font(fichier).fontSize(1000);
      const largeur = (s: string) => doc.widthOfString(s);
      const ecarts: string[] = [];
      for (const a of FIGURES)
        for (const b of FIGURES) if (largeur(a + b) !== largeur(a) + largeur(b)) ecarts.push(a + b);
      expect(ecarts).toEqual([]);
    }
  });

  const document = (lignes: DocumentTableau["lignes"]): DocumentTableau => ({
    titre: "Essai",
    createur: "Écrin",
    compress: false,
    vendeur: [{ text: "Écrin Joaillerie", fontSize: 16, bold: true }],
    references: [{ text: "RELEVÉ", fontSize: 14, bold: true }],
    bloc: null,
    colonnes: [
      { titre: "Date", largeur: 55 },
      { titre: "Désignation", largeur: "*" },
      { titre: "Solde", largeur: 65, droite: true },
    ],
    lignes,
    note: "Solde positif : notre métal.",
    pied: "Écrin Joaillerie, SAS",
  });

  it("wraps a long text in its column, spans cells, repeats the heading and counts the pages", async () => {
    const rangs = Array.from({ length: 80 }, (_, i) => ["02/01/2025", `Ligne ${i + 1}`, "1\u202f000,00"]);
    const pdf = await rendreTableau(
      document([
        [
          { text: "Solde d'ouverture au 01/01/2025", bold: true, colSpan: 2 },
          { text: "10,00", bold: true },
        ],
        ["01/01/2025", `Fournisseur — ${"affinage ".repeat(40)}fin`, "12,50"],
        ...rangs,
      ]),
    );
    const texte = texteDuPdf(pdf).split("\n");
    expect(texte.slice(0, 6)).toEqual([
      "Écrin Joaillerie",
      "RELEVÉ",
      "Date\tDésignation\tSolde",
      "Solde d'ouverture au 01/01/2025\t10,00",
      // As pdfmake wrapped the same table: 7 words, then 9 a line in 515.28 − 55 − 65 − 4 × 8 = 363.28 points.
      "01/01/2025\tFournisseur — affinage affinage affinage affinage affinage affinage affinage ",
      "affinage affinage affinage affinage affinage affinage affinage affinage affinage ",
    ]);
    // The heading row again at the top of page 2, each page numbered out of 2.
    expect(texte.filter((l) => l === "Date\tDésignation\tSolde")).toHaveLength(2);
    expect(texte.filter((l) => /^Page \d \/ \d$/.test(l))).toEqual(["Page 1 / 2", "Page 2 / 2"]);
    expect(texte).toContain("02/01/2025\tLigne 80\t1\u202f000,00");
    expect(texte).toContain("Solde positif : notre métal.");
  });
});
