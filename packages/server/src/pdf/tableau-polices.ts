import { readFileSync } from "node:fs";
import PDFDocument from "pdfkit";
import { FONT_FILES } from "./polices.ts";

/**
 * The fonts of the long table documents (tableau-texte.ts), in the documents' worker: read and parsed
 * by fontkit once, their words shaped once (pdfkit's layout: glyphs, advances, kerning) and kept from
 * one document to the next (issue 29.1), figures laid out from their characters' glyphs.
 */

/**
 * Figures as the statement prints them ("100 123,45", "3,00 %", "31/12/2025", "100001 "): no break inside
 * (UAX #14) and, in DejaVu Sans, no kerning or ligature between these characters (pinned by
 * tableau.test.ts), so their glyphs are each character's glyph laid side by side.
 */
export const CHIFFRES = /^[0-9 ,.%/\u00a0\u202f]+$/;

/** fontkit's font, as pdfkit holds it. */
interface Fontkit {
  layout(texte: string): {
    glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
    positions: Record<"xAdvance" | "yAdvance" | "xOffset" | "yOffset", number>[];
  };
}

/** pdfkit's EmbeddedFont: a font of one document, the glyphs it uses (its subset), embedded at the end. */
export interface FontePdf {
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
export interface Passe {
  ids: number[];
  /** Each glyph's own advance (its width in the font's W array). */
  largeurs: number[];
  codes: number[][];
  xAdvance: number[];
  xOffset: number[];
  yOffset: number[];
  avance: number;
}

/**
 * Shaped words, measured strings and cut texts kept per worker, up to this many each (then started
 * afresh), and only short ones: a few megabytes at most in the worker's heap (MEMOIRE_WORKER_MO).
 */
export const CACHE_MAX = 20_000;
/** The longest word kept shaped, and the longest string kept measured or cut, in UTF-16 units. */
export const MOT_GARDE_MAX = 32;
export const TEXTE_GARDE_MAX = 200;

/** Keeps `v` under `cle` in `cache` when the text is short enough, emptying a full cache first. */
export function garder<V>(cache: Map<string, V>, cle: string, v: V, texte: string, longueurMax: number): V {
  if (texte.length > longueurMax) return v;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(cle, v);
  return v;
}

/** A font of the worker: parsed once, its shaped words kept between documents. */
export class Police {
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
    return garder(this.passes, texte, p, texte, MOT_GARDE_MAX);
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
      garder(this.largeurs, texte, a, texte, TEXTE_GARDE_MAX);
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
export function lesPolices(): Polices {
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
