import { formatDate, formatNumberFr, formatPercent, type LigneMouvement, type Settings } from "@ecrin/domain";
import {
  type CelluleTableau,
  type ColonneTableau,
  identiteVendeur,
  pileClient,
  pileVendeur,
  renderTableau,
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

/** The statement's table: heading, opening balance, the rows, the period's totals, the closing balance. */
const COLONNES: ColonneTableau[] = [
  { titre: "Date", largeur: 55 },
  { titre: "Désignation", largeur: "*" },
  { titre: "% Perte", largeur: 40, droite: true },
  { titre: "Entrée", largeur: 60, droite: true },
  { titre: "Sortie", largeur: 60, droite: true },
  { titre: "Perte", largeur: 50, droite: true },
  { titre: "Solde", largeur: 65, droite: true },
];

/**
 * The PDF of a statement: a year of the refiner's account is thousands of rows, laid out by pdfkit in
 * the documents' pool (pdf/tableau-pages.ts) with the documents' look (issue 29.1).
 */
export function relevePdf(s: Settings, r: Releve, compress = true): Promise<Buffer> {
  const gras = (text: string, colSpan: number): CelluleTableau => ({ text, bold: true, colSpan });
  const montant = (valeur: string): CelluleTableau => ({ text: g(valeur), bold: true, droite: true });
  const solde = (libelle: string, jour: string, valeur: string) => [
    gras(`${libelle} au ${formatDate(jour)}`, 6),
    montant(valeur),
  ];
  const corps = r.lignes.map((l) => [
    formatDate(l.date),
    l.source === "fournisseur" && r.compte === "CLAL" ? `${l.partie} — ${l.designation}` : l.designation,
    formatPercent(l.perte, 2),
    g(l.entree),
    g(l.sortie),
    g(l.pertePoids),
    g(l.solde),
  ]);
  const vendeur = identiteVendeur(s);
  return renderTableau({
    titre: `Relevé de compte poids ${r.compte} ${r.debut} ${r.fin}`,
    createur: vendeur.nom,
    compress,
    vendeur: pileVendeur({ vendeur }),
    references: [
      { text: "RELEVÉ DE COMPTE POIDS", fontSize: 14, bold: true },
      { text: r.compte, bold: true },
      { text: `${r.metal} — grammes de métal fin` },
      { text: `Période du ${formatDate(r.debut)} au ${formatDate(r.fin)}` },
      { text: `Édité le ${formatDate(r.edite)}`, fontSize: 8 },
    ],
    bloc: r.adresse ? pileClient({ titre: "Titulaire du compte", ...r.adresse }) : null,
    colonnes: COLONNES,
    lignes: [
      solde("Solde d'ouverture", r.debut, r.soldes.ouverture),
      ...corps,
      [
        gras("Total de la période", 3),
        montant(r.soldes.entree),
        montant(r.soldes.sortie),
        montant(r.soldes.pertePoids),
        "",
      ],
      solde("Solde de clôture", r.fin, r.soldes.cloture),
    ],
    note: r.sens,
    pied: vendeur.legal,
  });
}
