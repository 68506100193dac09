import { formatDate, formatNumberFr, formatPercent, type LigneMouvement, type Settings } from "@ecrin/domain";
import type { Content, TableCell } from "pdfmake/interfaces";
import {
  blocClient,
  celluleDroite,
  celluleTitre,
  documentVendeur,
  enteteDocument,
  identiteVendeur,
  renderPdf,
} from "../pdf/index.ts";
import type { SoldesReleve } from "./releve.queries.ts";

/** One printed row: a ledger row, or a jeweller's movement (releve.queries.ts). */
export type LigneReleve = Pick<
  LigneMouvement,
  "date" | "designation" | "perte" | "entree" | "sortie" | "pertePoids" | "solde" | "partie"
> & { source: string };

/** The statement of a weight account as sent to a refiner or a client (issue 15): fine grams, dated. */
export interface Releve {
  compte: string;
  /** What a positive balance means for this account. */
  sens: string;
  /** The client's address block, when the account is a client's. */
  adresse: {
    nom: string;
    adresse: string | null;
    cp: string | null;
    ville: string | null;
    numero: number;
  } | null;
  metal: string;
  debut: string;
  fin: string;
  edite: string;
  soldes: SoldesReleve;
  lignes: readonly LigneReleve[];
}

const g = (x: string) => formatNumberFr(x, 2);

export function relevePdf(s: Settings, r: Releve, compress = true): Promise<Buffer> {
  const entete: TableCell[] = [
    celluleTitre("Date"),
    celluleTitre("Désignation"),
    celluleTitre("% Perte", "right"),
    celluleTitre("Entrée", "right"),
    celluleTitre("Sortie", "right"),
    celluleTitre("Perte", "right"),
    celluleTitre("Solde", "right"),
  ];
  const solde = (libelle: string, jour: string, valeur: string): TableCell[] => [
    { text: `${libelle} au ${formatDate(jour)}`, bold: true, colSpan: 6 },
    "",
    "",
    "",
    "",
    "",
    celluleDroite(g(valeur), true),
  ];
  const corps: TableCell[][] = r.lignes.map((l) => [
    formatDate(l.date),
    l.source === "fournisseur" && r.compte === "CLAL" ? `${l.partie} — ${l.designation}` : l.designation,
    celluleDroite(formatPercent(l.perte, 2)),
    celluleDroite(g(l.entree)),
    celluleDroite(g(l.sortie)),
    celluleDroite(g(l.pertePoids)),
    celluleDroite(g(l.solde)),
  ]);
  const totaux: TableCell[] = [
    { text: "Total de la période", bold: true, colSpan: 3 },
    "",
    "",
    celluleDroite(g(r.soldes.entree), true),
    celluleDroite(g(r.soldes.sortie), true),
    celluleDroite(g(r.soldes.pertePoids), true),
    "",
  ];
  const contenu: Content[] = [
    enteteDocument({
      vendeur: identiteVendeur(s),
      titre: "RELEVÉ DE COMPTE POIDS",
      tailleTitre: 14,
      references: [
        { text: r.compte, bold: true },
        { text: `${r.metal} — grammes de métal fin` },
        { text: `Période du ${formatDate(r.debut)} au ${formatDate(r.fin)}` },
        { text: `Édité le ${formatDate(r.edite)}`, fontSize: 8 },
      ],
    }),
    r.adresse
      ? blocClient({ titre: "Titulaire du compte", ...r.adresse })
      : { text: "", margin: [0, 8, 0, 8] },
    {
      table: {
        headerRows: 1,
        widths: [55, "*", 40, 60, 60, 50, 65],
        body: [
          entete,
          solde("Solde d'ouverture", r.debut, r.soldes.ouverture),
          ...corps,
          totaux,
          solde("Solde de clôture", r.fin, r.soldes.cloture),
        ],
      },
      layout: "lightHorizontalLines",
    },
    {
      text: r.sens,
      fontSize: 7,
      margin: [0, 8, 0, 0],
    },
  ];
  return renderPdf(
    documentVendeur(s, {
      titre: `Relevé de compte poids ${r.compte} ${r.debut} ${r.fin}`,
      compress,
      contenu,
    }),
  );
}
