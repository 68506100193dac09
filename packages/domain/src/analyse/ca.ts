import { z } from "zod";
import { ofFiltreShape } from "../of/index.ts";
import {
  avecPeriodeOrdonnee,
  completerPeriode,
  isValidIsoDate,
  listQuerySchema,
  type Periode,
  periodeOptionnelleShape,
} from "../shared/index.ts";
import type { StatistiquesAnnees } from "./statistiques.ts";

/**
 * The sales analysis (/analyse_ca, spec 03 sections 2.1, 3, 5, 7, 9) and the façon list (/facon,
 * section 2.7). Revenue is read from the invoice lines as issued (both channels), with the OF's
 * attributes copied when the line was written (the `analyse_vente` projection).
 */

/** Spec 03 section 9: the sales filter opens on the current year, 1 January to 31 December. */
export function defaultPeriodeCa(todayIso: string): Periode {
  if (!isValidIsoDate(todayIso)) throw new RangeError(`Invalid ISO date: "${todayIso}"`);
  const annee = todayIso.slice(0, 4);
  return { debut: `${annee}-01-01`, fin: `${annee}-12-31` };
}

/**
 * The filters of spec 03 section 7 (analyse_ca.php): client (a group takes in its agencies), period,
 * devis / tournée / impératif (tout=2, 1, normal=0), type commande, stade, metal, product type, the
 * start of the reference, an invoice number; façon (TOUT=2, 1, NORMAL=0) for /facon.
 */
export const caFiltreShape = {
  ...periodeOptionnelleShape(),
  client: ofFiltreShape.client,
  devis: ofFiltreShape.devis,
  tournee: ofFiltreShape.tournee,
  imperatif: ofFiltreShape.imperatif,
  facon: ofFiltreShape.facon,
  typeCommande: ofFiltreShape.typeCommande,
  stade: ofFiltreShape.stade,
  metal: ofFiltreShape.metal,
  type: ofFiltreShape.type,
  ref: ofFiltreShape.ref,
  facture: ofFiltreShape.facture,
};

export const caFiltreSchema = avecPeriodeOrdonnee(z.object(caFiltreShape));
export type CaFiltreQuery = z.output<typeof caFiltreSchema>;
export type CaFiltreInput = z.input<typeof caFiltreSchema>;
/** The filters with both dates known. */
export type CaFiltre = CaFiltreQuery & Periode;

export function resolveCaFiltre<F extends CaFiltreQuery>(query: F, todayIso: string): F & Periode {
  return { ...query, ...completerPeriode(query, defaultPeriodeCa(todayIso)) };
}

export function defaultCaFiltre(todayIso: string): CaFiltre {
  return resolveCaFiltre(caFiltreSchema.parse({}), todayIso);
}

/** One slice of a doughnut: an id (type, metal, tariff...), its label, its revenue and line count. */
export interface PartCa {
  id: number | null;
  label: string;
  caHt: string;
  qte: number;
}

/** Top Vente: one product (centre) sold in the period. */
export interface LigneTopVente {
  idp: number;
  qte: number;
  typeProduit: string;
  ref: string;
  designation: string;
  caHt: string;
  prixRevient: string;
  /** Share of the period's revenue, percent with 2 decimals. */
  pourcentage: string;
}

export const TOP_VENTE_SORTS = ["caHt", "qte", "ref", "prixRevient"] as const;
export const topVenteQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(TOP_VENTE_SORTS, "caHt").extend(caFiltreShape),
);

/** The two doughnuts of Top Vente (product type, metal colour) and the two of Analyse Vente. */
export interface RepartitionCa {
  total: string;
  qte: number;
  parType: PartCa[];
  parMetal: PartCa[];
}

export interface AnalyseVente {
  /** intervalle: the bracket text of spec 03 section 5 ('0', '0 à 500', '> 5000'). */
  parTranche: Array<{ intervalle: string; caHt: string; qte: number }>;
  parTarif: PartCa[];
}

/** The slice or row a detail popup was opened from (one of them). */
export const DETAIL_CA_SORTS = ["dateFact", "caHt", "numSachet", "client"] as const;
const entierOptionnel = ofFiltreShape.stade;
export const detailCaQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(DETAIL_CA_SORTS, "dateFact").extend({
    ...caFiltreShape,
    idp: entierOptionnel,
    typeProd: entierOptionnel,
    metalSlice: entierOptionnel,
    tarif: entierOptionnel,
    /** A bracket as its text, read by lireTranche. */
    tranche: z.string().max(40).optional(),
  }),
);
export type DetailCaQuery = z.output<typeof detailCaQuerySchema>;

export interface LigneDetailCa {
  id: string;
  numSachet: number;
  dateFact: string;
  idFact: number;
  client: string;
  ref: string | null;
  designation: string;
  caHt: string;
  prixRevient: string;
}

/** CA par mois: tour and non-tour revenue of each month of the period ("2026-03"). */
export interface CaMois {
  mois: string;
  tournee: string;
  horsTournee: string;
}

/** Comparaison par mois: the year of the period's end against the year before, month by month. */
export interface ComparaisonMois {
  annee: number;
  anneePrecedente: number;
  mois: Array<{ mois: number; courant: string; precedent: string }>;
}

/** Comparaison par an: spec 03 section 3's yearly revenue, net of credit notes. */
export interface CaAnnee {
  annee: number;
  totalCa: string;
  totalAvoir: string;
  totalHt: string;
}

export interface ComparaisonAnnees {
  annees: CaAnnee[];
  statistiques: StatistiquesAnnees;
}

/** /facon: the invoiced lines with their gold weight. */
export interface LigneFacon {
  id: string;
  client: string;
  dateFact: string;
  idFact: number;
  ref: string | null;
  refClt: string | null;
  poids: string | null;
}
export const FACON_SORTS = ["dateFact", "client", "idFact", "poids"] as const;
export const faconQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(FACON_SORTS, "dateFact").extend(caFiltreShape),
);

/** The fixed metal colours of spec 03 section 9, by the words of the alloy's name. */
export const COULEURS_METAL = {
  rose: "#e8a598",
  gris: "#b8c4cc",
  jaune: "#e6b422",
  argent: "#9ea7ad",
  platine: "#6e7f8d",
  autre: "#8d6e63",
  bronze: "#a0522d",
} as const;

/** The colour of an alloy by its name (OR ROSE 750 -> rose gold...). */
export function couleurMetal(label: string): string {
  const l = label.toLowerCase();
  if (l.includes("rose") || l.includes("rouge")) return COULEURS_METAL.rose;
  if (l.includes("gris") || l.includes("blanc")) return COULEURS_METAL.gris;
  if (l.includes("jaune")) return COULEURS_METAL.jaune;
  if (l.includes("argent")) return COULEURS_METAL.argent;
  if (l.includes("platine")) return COULEURS_METAL.platine;
  if (l.includes("bronze")) return COULEURS_METAL.bronze;
  return COULEURS_METAL.autre;
}

/** Spec 03 section 9: the tariff and price doughnuts cycle through 5 colours. */
export const COULEURS_CINQ = ["#1976d2", "#ef6c00", "#2e7d32", "#8e24aa", "#c62828"] as const;
