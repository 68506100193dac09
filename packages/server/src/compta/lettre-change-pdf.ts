import { formatDate, formatEuro, formatIban, montantEnLettres } from "@ecrin/domain";
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces";
import { documentPdf, renderPdf } from "../pdf/index.ts";

/**
 * The French "lettre de change relevé" (LCR) form, one per instalment, two to an A4 page with a cut
 * line. It carries what the standard form carries: place and date of creation, due date, amount in
 * figures (and for control) and in words, bill number, drawer (tireur), drawee (tiré) with name and
 * address, the drawee's bank details and domiciliation, "valeur en", the acceptance box, the drawer's
 * signature box and "L.C.R. seulement".
 */

export interface Partie {
  nom: string;
  lignes: readonly string[];
}

export interface Domiciliation {
  banque: string;
  ville: string;
  codeBanque: string;
  codeGuichet: string;
  numCompte: string;
  cleRib: string;
  /** The drawee's IBAN and BIC, printed under the domiciliation when known (client bills). */
  iban?: string;
  bic?: string;
}

/** One form: one instalment of a bill. */
export interface LettreDeChange {
  lieuCreation: string;
  dateCreation: string;
  echeance: string;
  montant: string;
  /** As printed: "1500", or "1500-2" for the 2nd instalment. */
  numEffet: string;
  /** "Échéance 2 / 3" under the title when the bill is cut. */
  rang: number;
  nbDecoupe: number;
  tireur: Partie;
  tire: Partie & { reference: string | null };
  /** Unknown for a client: the boxes stay empty for the bank to complete. */
  domiciliation: Domiciliation | null;
  valeurEn: string;
  /** True when the drawee is not asked to accept (LCR non acceptée): the box says so. */
  nePasAccepter: boolean;
}

const label = (text: string): Content => ({ text, fontSize: 6, color: "#555555" });
const cell = (
  titre: string,
  valeur: string,
  opts: { bold?: boolean; alignment?: "right" } = {},
): TableCell => ({
  stack: [label(titre), { text: valeur === "" ? " " : valeur, fontSize: 9, ...opts }],
});

function formulaire(l: LettreDeChange): Content {
  const d = l.domiciliation;
  const entete: Content = {
    columns: [
      {
        stack: [
          { text: "LETTRE DE CHANGE RELEVÉ", fontSize: 13, bold: true },
          ...(l.nbDecoupe > 1 ? [{ text: `Échéance ${l.rang} / ${l.nbDecoupe}`, fontSize: 8 }] : []),
        ],
      },
      {
        width: 110,
        table: { widths: ["*"], body: [[{ text: "L.C.R. seulement", bold: true, alignment: "center" }]] },
      },
      {
        width: 130,
        margin: [8, 0, 0, 0],
        table: {
          widths: ["*"],
          body: [[cell("Montant pour contrôle", formatEuro(l.montant), { bold: true, alignment: "right" })]],
        },
      },
    ],
  };
  const ordre: Content = {
    text: [
      "Contre cette LETTRE DE CHANGE stipulée SANS FRAIS veuillez payer la somme indiquée ci-dessous à l'ordre de : ",
      { text: l.tireur.nom, bold: true },
    ],
    fontSize: 8,
    margin: [0, 6, 0, 4],
  };
  const dates: Content = {
    table: {
      widths: ["*", 80, 80, 70, 110],
      body: [
        [
          cell("À (lieu de création)", l.lieuCreation),
          cell("Le (date de création)", formatDate(l.dateCreation)),
          cell("Échéance", formatDate(l.echeance), { bold: true }),
          cell("N° effet", l.numEffet, { bold: true }),
          cell("Montant", formatEuro(l.montant), { bold: true, alignment: "right" }),
        ],
      ],
    },
  };
  const rib: Content = {
    table: {
      widths: [90, 60, 60, "*", 40],
      body: [
        [
          cell("Réf. tiré", l.tire.reference ?? ""),
          cell("Code établissement", d?.codeBanque ?? ""),
          cell("Code guichet", d?.codeGuichet ?? ""),
          cell("N° de compte", d?.numCompte ?? ""),
          cell("Clé RIB", d?.cleRib ?? ""),
        ],
      ],
    },
    margin: [0, 4, 0, 0],
  };
  const lettres: Content = {
    text: [
      { text: "Montant en lettres : ", fontSize: 7, color: "#555555" },
      { text: montantEnLettres(l.montant) },
    ],
    fontSize: 8,
    margin: [0, 4, 0, 4],
  };
  const parties: Content = {
    table: {
      widths: ["*", "*", 120],
      body: [
        [
          { stack: [label("Nom et adresse du tiré"), { text: l.tire.nom, bold: true }, ...l.tire.lignes] },
          {
            stack: [
              label("Domiciliation"),
              ...(d ? [{ text: d.banque, bold: true }, d.ville] : [{ text: " " }]),
              ...(d?.iban ? [{ text: `IBAN ${formatIban(d.iban)}`, fontSize: 7 }] : []),
              ...(d?.bic ? [{ text: `BIC ${d.bic}`, fontSize: 7 }] : []),
              { text: "Tireur", fontSize: 6, color: "#555555", margin: [0, 4, 0, 0] },
              { text: l.tireur.nom, bold: true },
              ...l.tireur.lignes.map((text) => ({ text, fontSize: 7 })),
            ],
          },
          cell("Valeur en", l.valeurEn),
        ],
      ],
    },
    margin: [0, 0, 0, 4],
  };
  const signatures: Content = {
    table: {
      widths: ["*", "*"],
      heights: [46],
      body: [
        [
          {
            stack: [
              label("Acceptation ou aval"),
              ...(l.nePasAccepter
                ? [{ text: "NE PAS ACCEPTER", bold: true, margin: [0, 8, 0, 0] } satisfies Content]
                : []),
            ],
          },
          {
            stack: [label("Signature du tireur"), { text: l.tireur.nom, fontSize: 7, margin: [0, 28, 0, 0] }],
          },
        ],
      ],
    },
  };
  return {
    unbreakable: true,
    stack: [
      entete,
      ordre,
      dates,
      rib,
      lettres,
      parties,
      signatures,
      {
        text: "Ne rien inscrire au-dessous de cette ligne",
        fontSize: 6,
        color: "#555555",
        margin: [0, 2, 0, 0],
      },
      { canvas: [{ type: "line", x1: 0, y1: 2, x2: 535, y2: 2, lineWidth: 0.5 }], margin: [0, 0, 0, 30] },
    ],
  };
}

const decoupe: Content = {
  text: "✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -",
  fontSize: 8,
  color: "#999999",
  margin: [0, 0, 0, 20],
};

/** The forms as one document definition (kept apart from rendering for the tests). */
export function lettresDeChangeDocument(
  lettres: readonly LettreDeChange[],
  titre: string,
  compress = true,
): TDocumentDefinitions {
  return documentPdf({
    titre,
    marges: [30, 30, 30, 30],
    compress,
    taillePolice: 8,
    contenu: lettres.flatMap((l, i) => {
      const page: Content[] = i % 2 === 1 ? [decoupe] : i > 0 ? [{ text: "", pageBreak: "before" }] : [];
      return [...page, formulaire(l)];
    }),
  });
}

export function lettresDeChangePdf(
  lettres: readonly LettreDeChange[],
  titre: string,
  compress = true,
): Promise<Buffer> {
  return renderPdf(lettresDeChangeDocument(lettres, titre, compress));
}
