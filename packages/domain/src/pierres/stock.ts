import { z } from "zod";
import {
  dateIso,
  decimalString,
  entierTexte,
  identifiantTexte,
  listQuerySchema,
  texte,
} from "../shared/index.ts";

/** pierres_recues_etat (reference data): the state invoicing sets (spec 02 section 4.4). */
export const ETAT_PIERRE = { enStock: 1, facturee: 2 } as const;

/** Spec 02 section 9: laboratory filter values, 1 LABO, 0 Non LABO. */
export const LABELS_LABO = { "1": "LABO", "0": "Non LABO" } as const;

/**
 * Issue 13: a lot is the supplier's (entrusted, on memo) until it is invoiced (Facturer); it is ours
 * then. The owner shown in stock and counted by the valuation.
 */
export const PROPRIETAIRES = ["confie", "propre"] as const;
export type Proprietaire = (typeof PROPRIETAIRES)[number];
export const LABELS_PROPRIETAIRE: Record<Proprietaire, string> = {
  confie: "Fournisseur (confié)",
  propre: "Nous (facturée)",
};

export function proprietaireLot(facture: number): Proprietaire {
  return facture === 1 ? "propre" : "confie";
}

export const MSG_SELECTION_PIERRES = "Sélectionnez au moins une pierre.";
export const MSG_LABEL_FACTURE_OBLIGATOIRE = "Libellé de facture obligatoire.";
export const MSG_ETAT_OBLIGATOIRE = "Etat obligatoire.";
const MSG_FILTRE_IDS = "Id : des numéros séparés par des espaces ou des virgules.";
const MSG_FILTRE_ETATS = "Etat invalide.";
const MSG_DATE = "Date invalide.";
const MSG_AGE = "Âge : un nombre de jours.";

/** "12 15,18" -> [12, 15, 18]: a free multi-value field (spec 02 section 2.9). */
export function valeursMultiples(v: string): string[] {
  return v
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter((x) => x !== "");
}

const blancAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** Ids typed in one field, separated by spaces, commas or semicolons. */
const listeIds = (message: string) =>
  blancAbsent(
    texte(message)
      .transform(valeursMultiples)
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^\d{1,9}$/, message)
              .transform(Number),
          )
          .max(500, message),
      ),
  );

export const STOCK_PIERRE_SORTS = [
  "idConf",
  "description",
  "certificat",
  "lg",
  "poids",
  "conso",
  "retour",
  "reste",
  "pieces",
  "piecesReste",
  "prixCt",
  "monnaie",
  "prixEuro",
  "fournisseur",
  "cours",
  "noConfie",
  "dateReception",
  "etat",
  "labelFact",
  "proprietaire",
  "age",
] as const;
export type StockPierreSort = (typeof STOCK_PIERRE_SORTS)[number];

/**
 * Spec 02 section 2.9 filters: Id and Facture (free multi-value text), Type, Forme, Fournisseur, Etat
 * (several), LABO / Non LABO, reception dates, Historique (without it, only the lots in stock); issue 13:
 * the owner and the minimum age (days since reception) of an entrusted lot.
 */
export const stockPierresQuerySchema = listQuerySchema(STOCK_PIERRE_SORTS, "dateReception").extend({
  ids: listeIds(MSG_FILTRE_IDS),
  facture: blancAbsent(texte().max(500).transform(valeursMultiples)),
  type: blancAbsent(identifiantTexte()),
  forme: blancAbsent(identifiantTexte()),
  fournisseur: blancAbsent(identifiantTexte()),
  etat: listeIds(MSG_FILTRE_ETATS),
  labo: blancAbsent(z.enum(["0", "1"])),
  dateDebut: blancAbsent(dateIso(MSG_DATE)),
  dateFin: blancAbsent(dateIso(MSG_DATE)),
  historique: blancAbsent(z.enum(["0", "1"])),
  proprietaire: blancAbsent(z.enum(PROPRIETAIRES)),
  ageMin: blancAbsent(entierTexte(0, 100_000, MSG_AGE)),
});
export type StockPierresQuery = z.output<typeof stockPierresQuerySchema>;

/** One lot of Stock Pierre: the 17 columns of spec 02 section 2.9, pieces, owner and age (issue 13). */
export interface LigneStockPierre {
  idConf: number;
  description: string;
  certificat: string | null;
  lg: number;
  /** Carats received, fed to OFs, returned, remaining (sums of rows). */
  poids: string;
  conso: string;
  retour: string;
  reste: string;
  pieces: number | null;
  piecesReste: number | null;
  /** Price per carat in its currency (euro, or dollar when no euro price). */
  prixCt: string;
  monnaie: string;
  /** The lot's price in euros (received carats). */
  prixEuro: string;
  fournisseur: string;
  cours: string;
  noConfie: string;
  dateReception: string;
  idEtat: number;
  etat: string;
  labelFact: string | null;
  facture: number;
  enCours: number;
  proprietaire: string;
  /** Days since reception of an entrusted lot; null once it is ours. */
  age: number | null;
}

/** Totals over the whole filtered set (not the page): Prix Total and Prix non Consomme. */
export interface TotauxStockPierres {
  nombre: number;
  prixTotal: string;
  prixNonConsomme: string;
}

const ids = z.array(identifiantTexte()).min(1, MSG_SELECTION_PIERRES).max(1000, MSG_SELECTION_PIERRES);

/** Reintegrer, Sortir du Stock: the selected lots. */
export const selectionPierresSchema = z.object({ ids });

/** Facturer (Operation sur pierres de stock): the exchange rate and the invoice label. */
export const facturerPierresSchema = z.object({
  ids,
  cours: blancAbsent(
    decimalString({
      required: "Le cours €/$ doit etre un nombre.",
      invalid: "Le cours €/$ doit etre un nombre.",
    }).refine((v) => !v.startsWith("-") && !/^0*(\.0*)?$/.test(v), "Le cours €/$ doit etre un nombre."),
  ),
  labelFact: texte(MSG_LABEL_FACTURE_OBLIGATOIRE).trim().min(1, MSG_LABEL_FACTURE_OBLIGATOIRE).max(100),
});
export type FacturerPierres = z.output<typeof facturerPierresSchema>;

/** Modifier Etat: the state chosen. */
export const etatPierresSchema = z.object({ ids, etat: identifiantTexte(MSG_ETAT_OBLIGATOIRE) });

/**
 * The stones' value for /valorisation, in euros, at what remains of the lots in stock: owned (invoiced)
 * diamonds, other owned stones; entrusted ones apart (split the same way, and their sum).
 */
export interface ValorisationPierres {
  proprietaireDiamant: string;
  proprietaireAutres: string;
  confieDiamant: string;
  confieAutres: string;
  confie: string;
}

/** Said once after a save or a deletion (issue 27.4), word for word on screen. */
export const msgRetourPierreSupprime = (idRetour: number) => `Retour ${idRetour} supprimé`;
export const msgRetourPierreAjoute = (idRetour: number) => `Retour ${idRetour} ajouté`;
export const msgRetourPierreModifie = (idRetour: number) => `Retour ${idRetour} modifié`;
/** Said once after Sortir / Réintégrer on /pierre/stock: how many lots moved. */
export const msgPierresSorties = (n: number) => `${n} pierre(s) sortie(s) du stock`;
export const msgPierresReintegrees = (n: number) => `${n} pierre(s) réintégrée(s)`;
