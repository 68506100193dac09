import { createRequire } from "node:module";
import {
  CHIFFRES,
  type FontePdf,
  garder,
  lesPolices,
  type Passe,
  type Police,
  TEXTE_GARDE_MAX,
} from "./tableau-polices.ts";

/**
 * The text of the long table documents (tableau-pages.ts): words measured, lines wrapped as pdfmake
 * wraps them, and runs written straight into the page's content stream, as pdfkit's `text()` writes
 * them (same glyphs, same positions, same kerning), without its per-run work (issue 29.1). The
 * words come shaped from the worker's fonts (tableau-polices.ts); each document has its own subset
 * of glyphs (pdfkit's EmbeddedFont), embedded at its end.
 */

type Casseur = new (s: string) => { nextBreak(): { position: number; required: boolean } | null };
const LineBreaker = createRequire(import.meta.url)("linebreak") as Casseur;

export interface Mot {
  text: string;
  largeur: number;
  /** Width of its trailing white space, which does not count at a line's end. */
  fin: number;
}
export type Ligne = Mot[];

/** Lines already cut, per font, size, width and text: a year repeats its labels. */
const coupes = new Map<string, Ligne[]>();

/** pdfkit's number formatting in operators (coordinates and sizes, not amounts). */
export const n = (v: number) => String(Math.round(v * 1e6) / 1e6);

interface FonteDocument {
  police: Police;
  pdf: FontePdf;
  hex: Map<number, string>;
}

/**
 * One document's text: the current font and size, the measures, and the page's operators gathered
 * and written at once (`vider`) before pdfkit draws anything itself.
 */
export class Texte {
  private readonly fontes: { normal: FonteDocument; gras: FonteDocument };
  private fonte: FonteDocument;
  private taille = 9;
  private readonly ops: string[] = [];
  private enTexte = false;
  /** The font and size set in the open text block. */
  private tf = "";

  constructor(readonly doc: PDFKit.PDFDocument) {
    const p = lesPolices();
    const familles = (doc as unknown as { _fontFamilies: Record<string, FontePdf> })._fontFamilies;
    const fonte = (police: Police, id: string): FonteDocument => {
      const pdf = new p.fabrique(doc, police.fontkit, id);
      familles[id] = pdf;
      return { police, pdf, hex: new Map() };
    };
    this.fontes = { normal: fonte(p.normal, "F1"), gras: fonte(p.gras, "F2") };
    this.fonte = this.fontes.normal;
  }

  police(t: { bold?: boolean | undefined; fontSize?: number | undefined }) {
    this.fonte = t.bold ? this.fontes.gras : this.fontes.normal;
    this.taille = t.fontSize ?? 9;
  }

  /** pdfkit's currentLineHeight(false). */
  hauteurLigne(t: { bold?: boolean | undefined; fontSize?: number | undefined }) {
    this.police(t);
    const f = this.fonte.pdf;
    return ((f.ascender - f.descender) / 1000) * this.taille;
  }

  /** pdfkit's doc.widthOfString in the current font, to the same bits. */
  largeur(s: string) {
    return ((this.fonte.police.avance(s) * (this.taille / 1000) + 0) * 100) / 100;
  }

  /** pdfmake's lines of a text in `largeur` points (LayoutBuilder.buildNextLine), in the current font. */
  couper(texte: string, largeur: number): Ligne[] {
    const cle = `${this.fonte.pdf.id} ${this.taille} ${largeur} ${texte}`;
    let lignes = coupes.get(cle);
    if (!lignes) {
      lignes = this.couperTexte(texte, largeur);
      garder(coupes, cle, lignes, texte, TEXTE_GARDE_MAX);
    }
    return lignes;
  }

  private couperTexte(texte: string, largeur: number): Ligne[] {
    const mesure = (s: string) => this.largeur(s);
    if (!texte.includes(" ") && CHIFFRES.test(texte)) {
      const largeurChiffres = mesure(texte);
      if (largeurChiffres <= largeur) return [[{ text: texte, largeur: largeurChiffres, fin: 0 }]];
    }
    const mots: Mot[] = [];
    const casseur = new LineBreaker(texte);
    let debut = 0;
    for (let b = casseur.nextBreak(); b; b = casseur.nextBreak()) {
      const text = texte.slice(debut, b.position).replace(/\r?\n$|\r$/, "");
      const blanc = /\s+$/.exec(text)?.[0] ?? "";
      mots.push({ text, largeur: mesure(text), fin: blanc === "" ? 0 : mesure(blanc) });
      debut = b.position;
    }
    if (mots.length === 0) return [[]];
    const lignes: Ligne[] = [];
    let ligne: Ligne = [];
    let somme = 0;
    while (mots.length > 0) {
      const m = mots[0] as Mot;
      if (ligne.length > 0 && somme + m.largeur - m.fin > largeur) {
        lignes.push(ligne);
        ligne = [];
        somme = 0;
      }
      mots.shift();
      const place = largeur - (somme - (ligne.at(-1)?.fin ?? 0));
      if (m.text.length > 1 && m.largeur > place) {
        const k = this.ajuste(m.text, place);
        if (k < m.text.length) {
          const reste = m.text.slice(k);
          mots.unshift({ ...m, text: reste, largeur: mesure(reste) });
          m.text = m.text.slice(0, k);
          m.largeur = mesure(m.text);
        }
      }
      ligne.push(m);
      somme += m.largeur;
    }
    lignes.push(ligne);
    return lignes;
  }

  /** The most characters of `texte` that fit in `place` (at least one), by halving as pdfmake does. */
  private ajuste(texte: string, place: number): number {
    let [bas, haut, k] = [1, texte.length, 1];
    while (bas <= haut) {
      const milieu = Math.floor((bas + haut) / 2);
      if (this.largeur(texte.substring(0, milieu)) <= place) {
        k = milieu;
        bas = milieu + 1;
      } else haut = milieu - 1;
    }
    return k;
  }

  /**
   * One line at (x, y), aligned in `largeur`: a run per word as pdfmake writes them, words that a
   * reader joins anyway (after a space or a hyphen) in one run.
   */
  ecrire(ligne: Ligne, x: number, y: number, largeur: number, droite: boolean, centre = false) {
    const total = ligne.reduce((s, m) => s + m.largeur, 0) - (ligne.at(-1)?.fin ?? 0);
    let gauche = x + (droite ? largeur - total : centre ? (largeur - total) / 2 : 0);
    let run = "";
    let xRun = gauche;
    for (const m of ligne) {
      if (run !== "" && !/[\s-]$/.test(run)) {
        this.run(run, xRun, y);
        run = "";
      }
      if (run === "") xRun = gauche;
      run += m.text;
      gauche += m.largeur;
    }
    if (run !== "") this.run(run, xRun, y);
  }

  /** The glyph's code in this document's subset (pdfkit's EmbeddedFont.encode). */
  private code(f: FonteDocument, p: Passe, i: number): string {
    const id = p.ids[i] as number;
    let h = f.hex.get(id);
    if (h === undefined) {
      const gid = f.pdf.subset.includeGlyph(id);
      h = `0000${gid.toString(16)}`.slice(-4);
      f.pdf.widths[gid] ??= p.largeurs[i] as number;
      f.pdf.unicode[gid] ??= p.codes[i] as number[];
      f.hex.set(id, h);
    }
    return h;
  }

  /** A run of text with its top-left corner at (x, y), as pdfkit's `_fragment` writes it (baseline "top"). */
  private run(brut: string, x0: number, y0: number) {
    const texte = brut.replace(/\n/g, "");
    if (texte.length === 0) return;
    const f = this.fonte;
    const page = this.doc.page;
    if (!this.enTexte) {
      this.ops.push("q", `1 0 0 -1 0 ${n(page.height)} cm`, "BT");
      this.enTexte = true;
      this.tf = "";
    }
    page.fonts[f.pdf.id] ??= f.pdf.ref();
    const dy = (f.pdf.ascender / 1000) * this.taille;
    const y = page.height - y0 - dy;
    let x = x0;
    this.ops.push(`1 0 0 1 ${n(x)} ${n(y)} Tm`);
    const tf = `/${f.pdf.id} ${n(this.taille)} Tf`;
    if (tf !== this.tf) {
      this.ops.push(tf);
      this.tf = tf;
    }
    const echelle = this.taille / 1000;
    const commandes: string[] = [];
    let hex = "";
    let decale = false;
    // pdfkit's addSegment: the glyphs so far, then the kerning after the last one.
    const segment = (avance: number) => {
      if (hex !== "") commandes.push(`<${hex}> ${n(-avance)}`);
      hex = "";
    };
    const flush = (avance: number) => {
      segment(avance);
      if (commandes.length > 0) {
        this.ops.push(`[${commandes.join(" ")}] TJ`);
        commandes.length = 0;
      }
    };
    let derniere = 0;
    for (const p of f.police.morceaux(texte)) {
      for (let i = 0; i < p.ids.length; i++) {
        const xAdvance = p.xAdvance[i] as number;
        const kern = xAdvance - (p.largeurs[i] as number);
        const xOffset = p.xOffset[i] as number;
        const yOffset = p.yOffset[i] as number;
        if (xOffset || yOffset) {
          flush(derniere);
          this.ops.push(`1 0 0 1 ${n(x + xOffset * echelle)} ${n(y + yOffset * echelle)} Tm`);
          hex = this.code(f, p, i);
          flush(kern);
          decale = true;
        } else {
          if (decale) {
            this.ops.push(`1 0 0 1 ${n(x)} ${n(y)} Tm`);
            decale = false;
          }
          hex += this.code(f, p, i);
          if (kern !== 0) segment(kern);
        }
        derniere = kern;
        x += xAdvance * echelle;
      }
    }
    flush(derniere);
  }

  /** Operators outside text (rules), in the page's coordinates. */
  trace(...ops: string[]) {
    this.fermerTexte();
    this.ops.push(...ops);
  }

  private fermerTexte() {
    if (this.enTexte) this.ops.push("ET", "Q");
    this.enTexte = false;
  }

  /** Writes what was gathered into the current page; before pdfkit draws or changes page. */
  vider(): PDFKit.PDFDocument {
    this.fermerTexte();
    if (this.ops.length > 0) {
      this.doc.addContent(this.ops.join("\n"));
      this.ops.length = 0;
    }
    return this.doc;
  }
}
