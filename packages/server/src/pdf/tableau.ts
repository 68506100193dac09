import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { BLOC_CLIENT_LARGEUR } from "./document.ts";
import { FONT_FILES } from "./polices.ts";

/**
 * A long tabular document (a weight account's statement of a year: thousands of rows) laid out with
 * pdfkit directly, in the documents' worker (issue 29.1): pdfmake measured every cell through its style
 * stack and took ~800 ms for a year, four times this. The look is the documents' (document.ts,
 * vendeur.ts): the seller's letterhead facing the title, the holder's address block, a table in
 * pdfmake's "lightHorizontalLines" layout whose heading row repeats on every page, a note, the legal
 * footer with "Page n / N". Text is wrapped as pdfmake wraps it (its words: UAX #14 by linebreak, a
 * word wider than the column cut where it fits) and written one run per word as pdfmake writes it,
 * so the PDF reads the same (test/helpers/pdf-texte.ts).
 */

/** A piece of text of the head, the address block or a special row (pdfmake's names and defaults). */
export interface TexteTableau {
  text: string;
  bold?: boolean;
  fontSize?: number;
  color?: string;
}

export interface CelluleTableau {
  text: string;
  bold?: boolean;
  /** Right-aligned; else the column's alignment. */
  droite?: boolean;
  /** Columns the cell covers (the following cells of the row are skipped). */
  colSpan?: number;
}

export interface ColonneTableau {
  titre: string;
  /** Points of text; "*" takes what the others leave. */
  largeur: number | "*";
  droite?: boolean;
}

export interface DocumentTableau {
  titre: string;
  createur: string;
  compress: boolean;
  /** Left: the seller's name, then its address lines. */
  vendeur: TexteTableau[];
  /** Right, right-aligned: the title, then the references. */
  references: TexteTableau[];
  /** The holder's address block (blocClient), or nothing. */
  bloc: TexteTableau[] | null;
  colonnes: ColonneTableau[];
  /** A row: plain texts in their columns' alignment, or cells (bold, spanning: the next cell is in the column after). */
  lignes: readonly (readonly (string | CelluleTableau)[])[];
  note: string;
  /** The footer's legal line, over "Page n / N". */
  pied: string;
}

const PAGE = { largeur: 595.28, hauteur: 841.89 };
const MARGES = { gauche: 40, haut: 40, droite: 40, bas: 60 };
const LARGEUR_UTILE = PAGE.largeur - MARGES.gauche - MARGES.droite;
const TAILLE = 9;
const PADDING_H = 8;
const PADDING_V = 2;
const GRIS_TITRE = "#eeeeee";

type Casseur = new (s: string) => { nextBreak(): { position: number; required: boolean } | null };
const LineBreaker = createRequire(import.meta.url)("linebreak") as Casseur;

/**
 * Figures as the statement prints them ("100 123,45", "3,00 %", "31/12/2025", "100001 "): no break inside
 * (UAX #14) and, in DejaVu Sans, no kerning or ligature between these characters (pinned by
 * tableau.test.ts), so their glyphs are each character's glyph laid side by side.
 */
const CHIFFRES = /^[0-9 ,.%/\u00a0\u202f]+$/;

interface Passe {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}
interface PoliceKit {
  layoutCached(texte: string): Passe;
  $chiffres?: true;
}

/**
 * pdfkit shapes every new word with fontkit (GSUB, GPOS): for a year's statement, thousands of
 * distinct amounts, most of the time spent. A figure is laid out from its characters' cached runs.
 */
function chiffresRapides(doc: PDFKit.PDFDocument) {
  const police = (doc as unknown as { _font: PoliceKit })._font;
  if (police.$chiffres) return;
  const mettre = police.layoutCached.bind(police);
  const faites = new Map<string, Passe>();
  police.layoutCached = (texte) => {
    if (texte.length < 2 || !CHIFFRES.test(texte)) return mettre(texte);
    let passe = faites.get(texte);
    if (!passe) {
      passe = { glyphs: [], positions: [], advanceWidth: 0 };
      for (const c of texte) {
        const p = mettre(c);
        passe.glyphs.push(...p.glyphs);
        passe.positions.push(...p.positions);
        passe.advanceWidth += p.advanceWidth;
      }
      faites.set(texte, passe);
    }
    return passe;
  };
  police.$chiffres = true;
}

/** The fonts' bytes, read once per worker. */
let polices: { normal: Buffer; bold: Buffer } | undefined;
const lirePolices = () => {
  polices ??= { normal: readFileSync(FONT_FILES.normal), bold: readFileSync(FONT_FILES.bold) };
  return polices;
};

interface Mot {
  text: string;
  largeur: number;
  /** Width of its trailing white space, which does not count at a line's end. */
  fin: number;
}
type Ligne = Mot[];

class Mise {
  readonly doc: PDFKit.PDFDocument;
  y = MARGES.haut;
  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  police(t: { bold?: boolean | undefined; fontSize?: number | undefined }) {
    this.doc.font(t.bold ? "gras" : "normal").fontSize(t.fontSize ?? TAILLE);
    chiffresRapides(this.doc);
  }

  hauteurLigne(t: { bold?: boolean | undefined; fontSize?: number | undefined }) {
    this.police(t);
    return this.doc.currentLineHeight(false);
  }

  /** pdfmake's lines of a text in `largeur` points (LayoutBuilder.buildNextLine), in the current font. */
  couper(texte: string, largeur: number): Ligne[] {
    const mesure = (s: string) => this.doc.widthOfString(s);
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
        const n = this.ajuste(m.text, place);
        if (n < m.text.length) {
          const reste = m.text.slice(n);
          mots.unshift({ ...m, text: reste, largeur: mesure(reste) });
          m.text = m.text.slice(0, n);
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
    let [bas, haut, n] = [1, texte.length, 1];
    while (bas <= haut) {
      const milieu = Math.floor((bas + haut) / 2);
      if (this.doc.widthOfString(texte.substring(0, milieu)) <= place) {
        n = milieu;
        bas = milieu + 1;
      } else haut = milieu - 1;
    }
    return n;
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
        this.doc.text(run, xRun, y, { lineBreak: false });
        run = "";
      }
      if (run === "") xRun = gauche;
      run += m.text;
      gauche += m.largeur;
    }
    if (run !== "") this.doc.text(run, xRun, y, { lineBreak: false });
  }

  /** A stack of paragraphs cut to a column's width, to write once or on every page. */
  couperPile(textes: readonly TexteTableau[], largeur: number): Pile {
    return textes.map((t) => ({ t, hauteur: this.hauteurLigne(t), lignes: this.couper(t.text, largeur) }));
  }

  /** A stack from `y` in a column; returns its height. */
  pile(p: Pile, x: number, y: number, largeur: number, droite: boolean, centre = false) {
    let h = 0;
    for (const { t, hauteur, lignes } of p) {
      this.police(t);
      this.doc.fillColor(t.color ?? "black");
      for (const l of lignes) {
        this.ecrire(l, x, y + h, largeur, droite, centre);
        h += hauteur;
      }
    }
    this.doc.fillColor("black");
    return h;
  }

  /** A stack cut and written from `y`; returns its height. */
  textes(textes: readonly TexteTableau[], x: number, y: number, largeur: number, droite: boolean) {
    return this.pile(this.couperPile(textes, largeur), x, y, largeur, droite);
  }
}

type Pile = { t: TexteTableau; hauteur: number; lignes: Ligne[] }[];

/** x and width of each column's text, pdfmake's "*" and lightHorizontalLines' paddings (0 outside). */
function colonnesPlacees(colonnes: readonly ColonneTableau[]) {
  const n = colonnes.length;
  const gauche = (i: number) => (i === 0 ? 0 : PADDING_H);
  const droite = (i: number) => (i === n - 1 ? 0 : PADDING_H);
  const fixes = colonnes.reduce(
    (s, c, i) => s + (c.largeur === "*" ? 0 : c.largeur) + gauche(i) + droite(i),
    0,
  );
  const etoiles = colonnes.filter((c) => c.largeur === "*").length;
  let x = MARGES.gauche;
  return colonnes.map((c, i) => {
    const largeur = c.largeur === "*" ? (LARGEUR_UTILE - fixes) / etoiles : c.largeur;
    const place = { x: x + gauche(i), largeur, cadre: x, cadreLargeur: gauche(i) + largeur + droite(i) };
    x += place.cadreLargeur;
    return place;
  });
}

type Placees = ReturnType<typeof colonnesPlacees>;

interface CelluleCoupee {
  lignes: Ligne[];
  x: number;
  largeur: number;
  droite: boolean;
  bold: boolean;
}

function trait(doc: PDFKit.PDFDocument, y: number, epaisseur: number, couleur: string) {
  doc
    .moveTo(MARGES.gauche, y + epaisseur / 2)
    .lineTo(PAGE.largeur - MARGES.droite, y + epaisseur / 2)
    .lineWidth(epaisseur)
    .strokeColor(couleur)
    .stroke();
}

class Table {
  private readonly bas = PAGE.hauteur - MARGES.bas;
  private readonly lh: number;
  constructor(
    private readonly m: Mise,
    private readonly d: DocumentTableau,
    private readonly cols: Placees,
  ) {
    this.lh = m.hauteurLigne({});
  }

  private cellules(ligne: readonly (string | CelluleTableau)[]): CelluleCoupee[] {
    const out: CelluleCoupee[] = [];
    let i = 0;
    for (const c of ligne) {
      const cell = typeof c === "string" ? { text: c } : c;
      const span = Math.max(1, cell.colSpan ?? 1);
      const premiere = this.cols[i];
      const derniere = this.cols[Math.min(i + span, this.cols.length) - 1];
      if (!premiere || !derniere) break;
      const largeur = derniere.x + derniere.largeur - premiere.x;
      const bold = cell.bold ?? false;
      this.m.police({ bold });
      out.push({
        lignes: cell.text === "" ? [] : this.m.couper(cell.text, largeur),
        x: premiere.x,
        largeur,
        droite: cell.droite ?? this.d.colonnes[i]?.droite ?? false,
        bold,
      });
      i += span;
    }
    return out;
  }

  /** The cells' lines from..to (exclusive) at y, each cell's lines in turn as pdfmake renders them. */
  private ecrireLignes(cs: readonly CelluleCoupee[], de: number, a: number, y: number) {
    for (const c of cs) {
      this.m.police({ bold: c.bold });
      c.lignes.slice(de, a).forEach((l, k) => {
        this.m.ecrire(l, c.x, y + PADDING_V + k * this.lh, c.largeur, c.droite);
      });
    }
  }

  /** The heading row (grey band, bold), then its 2-point black rule; at the top of every page. */
  private entete() {
    const cs = this.cellules(this.d.colonnes.map((c) => ({ text: c.titre, bold: true })));
    const h = PADDING_V * 2 + Math.max(1, ...cs.map((c) => c.lignes.length)) * this.lh;
    this.m.doc.rect(MARGES.gauche, this.m.y, LARGEUR_UTILE, h).fill(GRIS_TITRE);
    this.m.doc.fillColor("black");
    this.ecrireLignes(cs, 0, Number.POSITIVE_INFINITY, this.m.y);
    this.m.y += h;
    trait(this.m.doc, this.m.y, 2, "black");
    this.m.y += 2;
  }

  private pageSuivante() {
    this.m.doc.addPage();
    this.m.y = MARGES.haut;
    this.entete();
  }

  ecrire() {
    this.entete();
    this.d.lignes.forEach((ligne, r) => {
      const cs = this.cellules(ligne);
      const n = Math.max(1, ...cs.map((c) => c.lignes.length));
      const filet = r === 0 ? 0 : 1;
      const reste = this.d.lignes.length - 1 === r ? 0 : 1;
      const tient = (k: number) => this.m.y + filet + PADDING_V + k * this.lh + PADDING_V + reste <= this.bas;
      if (!tient(1)) this.pageSuivante();
      else if (filet > 0) {
        trait(this.m.doc, this.m.y, filet, "#aaaaaa");
        this.m.y += filet;
      }
      let de = 0;
      while (de < n) {
        let a = n;
        while (a > de + 1 && !tient(a - de)) a--;
        this.ecrireLignes(cs, de, a, this.m.y);
        this.m.y += PADDING_V * 2 + (a - de) * this.lh;
        de = a;
        if (de < n) this.pageSuivante();
      }
    });
  }
}

/** The document's PDF bytes. */
export function rendreTableau(d: DocumentTableau): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGES.haut, left: MARGES.gauche, right: MARGES.droite, bottom: 0 },
    compress: d.compress,
    bufferPages: true,
    info: { Title: d.titre, Creator: d.createur, Producer: "pdfkit" },
  });
  const f = lirePolices();
  doc.registerFont("normal", f.normal);
  doc.registerFont("gras", f.bold);
  const morceaux: Buffer[] = [];
  const fin = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => morceaux.push(c));
    doc.on("end", () => resolve(Buffer.concat(morceaux)));
    doc.on("error", reject);
  });
  const m = new Mise(doc);
  const moitie = LARGEUR_UTILE / 2;
  const hVendeur = m.textes(d.vendeur, MARGES.gauche, m.y, moitie, false);
  const hTitre = m.textes(d.references, MARGES.gauche + moitie, m.y, moitie, true);
  m.y += Math.max(hVendeur, hTitre);
  if (d.bloc) {
    const x = MARGES.gauche + LARGEUR_UTILE - BLOC_CLIENT_LARGEUR;
    m.y += 16 + m.textes(d.bloc, x, m.y + 16, BLOC_CLIENT_LARGEUR, false) + 16;
  } else m.y += 8 + m.hauteurLigne({}) + 8;
  new Table(m, d, colonnesPlacees(d.colonnes)).ecrire();
  m.y += 8;
  m.textes([{ text: d.note, fontSize: 7 }], MARGES.gauche, m.y, LARGEUR_UTILE, false);
  // The footer: the legal line (margins 30) over the page number, centred, on every page.
  const legal = m.couperPile([{ text: d.pied, fontSize: 7 }], PAGE.largeur - 60);
  const pages = doc.bufferedPageRange().count;
  for (let p = 0; p < pages; p++) {
    doc.switchToPage(p);
    const y = PAGE.hauteur - MARGES.bas + 10;
    const h = m.pile(legal, 30, y, PAGE.largeur - 60, false, true);
    const numero = m.couperPile([{ text: `Page ${p + 1} / ${pages}`, fontSize: 7 }], PAGE.largeur);
    m.pile(numero, 0, y + h, PAGE.largeur, false, true);
  }
  doc.end();
  return fin;
}
