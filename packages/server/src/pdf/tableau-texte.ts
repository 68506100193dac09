import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { FONT_FILES } from "./polices.ts";

/**
 * The text of the long table documents (tableau-pages.ts): words measured, lines wrapped as pdfmake
 * wraps them, and runs written straight into the page's content stream, as pdfkit's `text()` writes
 * them (same glyphs, same positions, same kerning), without its per-run work (issue 29.1).
 * The fonts are parsed once per worker and their shaped words kept from one document to the next;
 * each document has its own subset of glyphs (pdfkit's EmbeddedFont), embedded at its end.
 */

/**
 * Figures as the statement prints them ("100 123,45", "3,00 %", "31/12/2025", "100001 "): no break inside
 * (UAX #14) and, in DejaVu Sans, no kerning or ligature between these characters (pinned by
 * tableau.test.ts), so their glyphs are each character's glyph laid side by side.
 */
const CHIFFRES = /^[0-9 ,.%/\u00a0\u202f]+$/;

type Casseur = new (s: string) => { nextBreak(): { position: number; required: boolean } | null };
const LineBreaker = createRequire(import.meta.url)("linebreak") as Casseur;

/** fontkit's font, as pdfkit holds it. */
interface Fontkit {
  layout(texte: string): {
    glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
    positions: Record<"xAdvance" | "yAdvance" | "xOffset" | "yOffset", number>[];
  };
}

/** pdfkit's EmbeddedFont: a font of one document, the glyphs it uses (its subset), embedded at the end. */
interface FontePdf {
  readonly id: string;
  readonly font: Fontkit;
  readonly scale: number;
  readonly ascender: number;
  readonly descender: number;
  readonly subset: { includeGlyph(id: number): number };
  readonly widths: number[];
  readonly unicode: number[][];
  ref(): unknown;
}
type FabriqueFonte = new (doc: PDFKit.PDFDocument, font: Fontkit, id: string) => FontePdf;

/** A word shaped (pdfkit's layoutRun), in thousandths of the font size. */
interface Passe {
  ids: number[];
  /** Each glyph's own advance (its width in the font's W array). */
  largeurs: number[];
  codes: number[][];
  xAdvance: number[];
  xOffset: number[];
  yOffset: number[];
  avance: number;
}

/** Shaped words and measured strings kept per worker, up to this many (then started afresh). */
const CACHE_MAX = 50_000;

/** A font of the worker: parsed once, its shaped words kept between documents. */
class Police {
  readonly passes = new Map<string, Passe>();
  readonly largeurs = new Map<string, number>();
  constructor(
    readonly fontkit: Fontkit,
    readonly scale: number,
  ) {}

  /** pdfkit's layoutRun: fontkit's glyphs and positions scaled to thousandths. */
  private mettre(texte: string): Passe {
    const run = this.fontkit.layout(texte);
    const p: Passe = { ids: [], largeurs: [], codes: [], xAdvance: [], xOffset: [], yOffset: [], avance: 0 };
    run.glyphs.forEach((g, i) => {
      const pos = run.positions[i];
      if (!pos) throw new Error("fontkit: a glyph without its position");
      p.ids.push(g.id);
      p.largeurs.push(g.advanceWidth * this.scale);
      p.codes.push(g.codePoints);
      p.xAdvance.push(pos.xAdvance * this.scale);
      p.xOffset.push(pos.xOffset * this.scale);
      p.yOffset.push(pos.yOffset * this.scale);
    });
    for (const x of p.xAdvance) p.avance += x;
    return p;
  }

  /** A word (a piece up to a space, pdfkit's layoutCached); a figure from its characters' glyphs. */
  passe(texte: string): Passe {
    let p = this.passes.get(texte);
    if (p) return p;
    if (texte.length < 2 || !CHIFFRES.test(texte)) p = this.mettre(texte);
    else {
      p = { ids: [], largeurs: [], codes: [], xAdvance: [], xOffset: [], yOffset: [], avance: 0 };
      for (const c of texte) {
        const u = this.passe(c);
        p.ids.push(...u.ids);
        p.largeurs.push(...u.largeurs);
        p.codes.push(...u.codes);
        p.xAdvance.push(...u.xAdvance);
        p.xOffset.push(...u.xOffset);
        p.yOffset.push(...u.yOffset);
        p.avance += u.avance;
      }
    }
    if (this.passes.size >= CACHE_MAX) this.passes.clear();
    this.passes.set(texte, p);
    return p;
  }

  /** The words of a string as pdfkit shapes it: cut after each space or tab. */
  morceaux(texte: string): Passe[] {
    const out: Passe[] = [];
    let debut = 0;
    for (let i = 0; i < texte.length; i++) {
      const c = texte[i];
      if (c === " " || c === "\t") {
        out.push(this.passe(texte.slice(debut, i + 1)));
        debut = i + 1;
      }
    }
    if (debut < texte.length) out.push(this.passe(texte.slice(debut)));
    return out;
  }

  /** The string's advance in thousandths of the size (the sum pdfkit's widthOfString makes). */
  avance(texte: string): number {
    let a = this.largeurs.get(texte);
    if (a === undefined) {
      a = 0;
      for (const p of this.morceaux(texte)) a += p.avance;
      if (this.largeurs.size >= CACHE_MAX) this.largeurs.clear();
      this.largeurs.set(texte, a);
    }
    return a;
  }
}

interface Polices {
  fabrique: FabriqueFonte;
  normal: Police;
  gras: Police;
}

let polices: Polices | undefined;

/** The worker's two fonts, read and parsed by fontkit once; pdfkit's EmbeddedFont taken from a first document. */
function lesPolices(): Polices {
  if (!polices) {
    const essai = new PDFDocument({ autoFirstPage: false, font: "" });
    const ouvrir = (nom: string, fichier: string) => {
      essai.registerFont(nom, readFileSync(fichier)).font(nom);
      return (essai as unknown as { _font: FontePdf })._font;
    };
    const normal = ouvrir("normal", FONT_FILES.normal);
    const gras = ouvrir("gras", FONT_FILES.bold);
    polices = {
      fabrique: normal.constructor as FabriqueFonte,
      normal: new Police(normal.font, normal.scale),
      gras: new Police(gras.font, gras.scale),
    };
  }
  return polices;
}

/** Loads the fonts now (the pool's warm-up). */
export function chargerPolices(): void {
  lesPolices();
}

export interface Mot {
  text: string;
  largeur: number;
  /** Width of its trailing white space, which does not count at a line's end. */
  fin: number;
}
export type Ligne = Mot[];

/** Lines already cut, per font, size, width and text: a year repeats its labels. */
const coupes = new Map<string, Ligne[]>();

/** pdfkit's number formatting in operators. */
const n = (v: number) => String(Math.round(v * 1e6) / 1e6);

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
      if (coupes.size >= CACHE_MAX) coupes.clear();
      coupes.set(cle, lignes);
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
