import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { FONT_FILES } from "../../src/pdf/polices.ts";
import { type DocumentTableau, rendreTableau } from "../../src/pdf/tableau-pages.ts";
import { Texte } from "../../src/pdf/tableau-texte.ts";
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

  it("writes a run as pdfkit's text() writes it: same position, font, glyphs and kerning", async () => {
    const texte = "AVANT Tête — « Lingot » 1\u202f234,56 % fin";
    const operateurs = (doc: PDFKit.PDFDocument) =>
      new Promise<string[]>((resolve) => {
        const morceaux: Buffer[] = [];
        doc.on("data", (c: Buffer) => morceaux.push(c));
        doc.on("end", () =>
          resolve(
            Buffer.concat(morceaux)
              .toString("latin1")
              .split("\n")
              .filter((l) => /(Tm|Tf|TJ)$/.test(l)),
          ),
        );
        doc.end();
      });
    const pdfkit = new PDFDocument({ compress: false, font: "" });
    pdfkit.registerFont("normal", FONT_FILES.normal).font("normal").fontSize(9);
    pdfkit.text(texte, 40, 100, { lineBreak: false });
    const direct = new PDFDocument({ compress: false, font: "" });
    const t = new Texte(direct);
    t.police({});
    t.ecrire([{ text: texte, largeur: t.largeur(texte), fin: 0 }], 40, 100, 500, false);
    t.vider();
    const attendu = await operateurs(pdfkit);
    // The baseline on pdfkit's default page (Letter, 792 points high): 792 − 100 − DejaVu's ascent
    // (928.222656 thousandths of 9 points: 8.354004) = 683.645996.
    expect(attendu.slice(0, 2)).toEqual(["1 0 0 1 40 683.645996 Tm", "/F1 9 Tf"]);
    // "AV", "VA" and "T" before "ê" kerned: 63.964844 and 140.625 thousandths of the size.
    expect(attendu[2]).toMatch(/^\[<0001> 63\.964844 <0002> 63\.964844 <00010003000400050004> 140\.625 </);
    expect(await operateurs(direct)).toEqual(attendu);
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

  it("reads the same when laid out again after another document (the worker keeps its shaped words)", async () => {
    const a = document([
      ["01/01/2025", "Achat lingot or fin", "1\u202f000,00"],
      ["02/01/2025", `Affinerie — ${"affinage ".repeat(12)}fin`, "25,50"],
    ]);
    const b = document([["03/02/2026", "Vente or 750 jaune", "-12,34"]]);
    const premier = texteDuPdf(await rendreTableau(a));
    const autre = texteDuPdf(await rendreTableau(b));
    expect(autre.split("\n")).toContain("03/02/2026\tVente or 750 jaune\t-12,34");
    expect(texteDuPdf(await rendreTableau(a))).toBe(premier);
    expect(premier.split("\n")).toContain("01/01/2025\tAchat lingot or fin\t1\u202f000,00");
  });
});
