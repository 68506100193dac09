import PDFDocument from "pdfkit";
import { BLOC_CLIENT_LARGEUR } from "./document.ts";
import { type Ligne, n, Texte } from "./tableau-texte.ts";

/**
 * A long tabular document (a weight account's statement of a year: thousands of rows) laid out with
 * pdfkit directly, in the documents' worker (issue 29.1): pdfmake measured every cell through its style
 * stack and took ~800 ms for a year, four times this. The look is the documents' (document.ts,
 * vendeur.ts): the seller's letterhead facing the title, the holder's address block, a table in
 * pdfmake's "lightHorizontalLines" layout whose heading row repeats on every page, a note, the legal
 * footer with "Page n / N". This file places things on the pages; tableau-texte.ts wraps the text as
 * pdfmake wraps it and writes its runs, so the PDF reads the same (test/helpers/pdf-texte.ts).
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
const PADDING_H = 8;
const PADDING_V = 2;
const GRIS_TITRE = "#eeeeee";

/** A colour's operands as pdfkit writes them (its `_normalizeColor` of "#rrggbb"). */
const rgb = (couleur: string) => {
  const hex = Number.parseInt(couleur.slice(1), 16);
  return [hex >> 16, (hex >> 8) & 0xff, hex & 0xff].map((c) => c / 255).join(" ");
};
const COULEURS_TRAIT = { noir: rgb("#000000"), gris: rgb("#aaaaaa") };

class Mise {
  readonly t: Texte;
  y = MARGES.haut;
  constructor(doc: PDFKit.PDFDocument) {
    this.t = new Texte(doc);
  }

  /** pdfkit, to draw: the text gathered so far written first. */
  get doc() {
    return this.t.vider();
  }

  /** A stack of paragraphs cut to a column's width, to write once or on every page. */
  couperPile(textes: readonly TexteTableau[], largeur: number): Pile {
    return textes.map((t) => {
      const hauteur = this.t.hauteurLigne(t);
      return { t, hauteur, lignes: this.t.couper(t.text, largeur) };
    });
  }

  /** A stack from `y` in a column; returns its height. */
  pile(p: Pile, x: number, y: number, largeur: number, droite: boolean, centre = false) {
    let h = 0;
    for (const { t, hauteur, lignes } of p) {
      this.t.police(t);
      this.doc.fillColor(t.color ?? "black");
      for (const l of lignes) {
        this.t.ecrire(l, x, y + h, largeur, droite, centre);
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

  /** A horizontal rule across the text's width, its top at `y` (pdfkit's moveTo, lineTo, stroke). */
  trait(y: number, epaisseur: number, couleur: keyof typeof COULEURS_TRAIT) {
    const milieu = n(y + epaisseur / 2);
    this.t.trace(
      `${n(MARGES.gauche)} ${milieu} m`,
      `${n(PAGE.largeur - MARGES.droite)} ${milieu} l`,
      `${n(epaisseur)} w`,
      "/DeviceRGB CS",
      `${COULEURS_TRAIT[couleur]} SCN`,
      "S",
    );
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

class Table {
  private readonly bas = PAGE.hauteur - MARGES.bas;
  private readonly lh: number;
  constructor(
    private readonly m: Mise,
    private readonly d: DocumentTableau,
    private readonly cols: Placees,
  ) {
    this.lh = m.t.hauteurLigne({});
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
      this.m.t.police({ bold });
      out.push({
        lignes: cell.text === "" ? [] : this.m.t.couper(cell.text, largeur),
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
      this.m.t.police({ bold: c.bold });
      c.lignes.slice(de, a).forEach((l, k) => {
        this.m.t.ecrire(l, c.x, y + PADDING_V + k * this.lh, c.largeur, c.droite);
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
    this.m.trait(this.m.y, 2, "noir");
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
        this.m.trait(this.m.y, filet, "gris");
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
    // No default font (pdfkit's Helvetica, its metrics parsed): the text's fonts are tableau-texte.ts's.
    font: "",
  });
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
  } else m.y += 8 + m.t.hauteurLigne({}) + 8;
  new Table(m, d, colonnesPlacees(d.colonnes)).ecrire();
  m.y += 8;
  m.textes([{ text: d.note, fontSize: 7 }], MARGES.gauche, m.y, LARGEUR_UTILE, false);
  // The footer: the legal line (margins 30) over the page number, centred, on every page.
  const legal = m.couperPile([{ text: d.pied, fontSize: 7 }], PAGE.largeur - 60);
  const pages = doc.bufferedPageRange().count;
  for (let p = 0; p < pages; p++) {
    m.doc.switchToPage(p);
    const y = PAGE.hauteur - MARGES.bas + 10;
    const h = m.pile(legal, 30, y, PAGE.largeur - 60, false, true);
    const numero = m.couperPile([{ text: `Page ${p + 1} / ${pages}`, fontSize: 7 }], PAGE.largeur);
    m.pile(numero, 0, y + h, PAGE.largeur, false, true);
  }
  m.doc.end();
  return fin;
}
