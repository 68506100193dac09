import { z } from "zod";
import { ofFiltreShape } from "../of/index.ts";
import {
  avecPeriodeOrdonnee,
  type Decimal,
  type DecimalInput,
  dec,
  listQuerySchema,
  periodeOptionnelleShape,
} from "../shared/index.ts";

/**
 * Analyse des tarifs (/analyse_prix, spec 03 sections 2.4, 3, 5, 7, 8): the invoiced lines (both
 * channels, as issued) with a cost price, grouped by product type, product tariff and/or cost-price
 * bracket; per group the count, the mean price, the mean cost and the mean and standard deviation
 * of the ratio price / cost. A line is incoherent when its ratio lies beyond two standard deviations
 * (population) from its group's mean ratio.
 */

export const CRITERES_PRIX = ["type", "tarif", "tranche"] as const;
export type CriterePrix = (typeof CRITERES_PRIX)[number];
export const LIBELLES_CRITERE_PRIX: Record<CriterePrix, string> = {
  type: "Type de produit",
  tarif: "Tarif produit",
  tranche: "Tranche de prix de revient",
};

/** Spec 03 section 5: the two alerts when no grouping criterion is left. */
export const MSG_AUCUN_CRITERE = "Veuillez sélectionner au moins un critère de regroupement.";
export const MSG_AUCUN_CRITERE_AFFICHAGE =
  "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.";
/** Spec 03 section 8. */
export const MSG_ERREUR_ANALYSE_PRIX =
  "Une erreur est survenue lors de la récupération des données d'analyse. Veuillez réessayer.";
export const MSG_AUCUNE_SYNTHESE = "Aucune donnée de synthèse trouvée.";
export const MSG_AUCUN_DETAIL = "Aucune donnée de détail trouvée.";
export const MSG_AUCUN_INCOHERENT = "Aucun produit incohérent trouvé avec les critères actuels.";

/** The rule of the incoherent products: beyond this many (population) standard deviations. */
export const SEUIL_ECARTS_TYPES = 2;
export const REGLE_INCOHERENCE =
  "Un produit est incohérent quand son rapport prix / prix de revient s'écarte de plus de 2 écarts-types (population) du rapport moyen de son groupe.";

/** 'type,tarif' in the query string, at least one criterion. */
const groupes = z
  .string()
  .transform((s) => s.split(",").filter((x) => x !== ""))
  .pipe(z.array(z.enum(CRITERES_PRIX)).min(1, MSG_AUCUN_CRITERE_AFFICHAGE))
  .transform((xs) => CRITERES_PRIX.filter((c) => xs.includes(c)));

const prix = z
  .string()
  .trim()
  .regex(/^\d{1,9}([.,]\d{1,2})?$/, "Prix invalide")
  .transform((s) => s.replace(",", "."));

export const prixFiltreShape = {
  ...periodeOptionnelleShape(),
  ref: ofFiltreShape.ref,
  /** Product tariff (tarif_produit). */
  tarif: ofFiltreShape.type,
  /** Bounds on the cost price (prix_r). */
  prixMin: prix.optional(),
  prixMax: prix.optional(),
  groupes: groupes.default(["type", "tarif"]),
};
export const prixFiltreSchema = avecPeriodeOrdonnee(z.object(prixFiltreShape));
export type PrixFiltreQuery = z.output<typeof prixFiltreSchema>;

export const SYNTHESE_PRIX_SORTS = [
  "nombre",
  "prixMoyen",
  "revientMoyen",
  "moyenneRapport",
  "ecartTypeRapport",
] as const;
export const synthesePrixQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(SYNTHESE_PRIX_SORTS, "nombre").extend(prixFiltreShape),
);
export type SynthesePrixQuery = z.output<typeof synthesePrixQuerySchema>;

/** The group a detail asks for: the value of each chosen criterion ('' for none). */
const cle = z.coerce.number().int().min(0).optional();
export const DETAIL_PRIX_SORTS = ["dateFact", "of", "ref", "totht", "prixR", "rapport"] as const;
export const detailPrixQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(DETAIL_PRIX_SORTS, "rapport").extend({
    ...prixFiltreShape,
    typeProduitId: cle,
    tarifProduitId: cle,
    tranche: z.string().max(40).optional(),
  }),
);
export type DetailPrixQuery = z.output<typeof detailPrixQuerySchema>;

export const INCOHERENT_SORTS = ["rapport", "ecart", "dateFact", "of", "ref"] as const;
export const incoherentsQuerySchema = avecPeriodeOrdonnee(
  listQuerySchema(INCOHERENT_SORTS, "ecart").extend(prixFiltreShape),
);
export type IncoherentsQuery = z.output<typeof incoherentsQuerySchema>;

export interface LigneSynthesePrix {
  /** 0 = no type / not grouped on it. */
  typeProduitId: number | null;
  typeProduit: string;
  tarifProduitId: number | null;
  tarifProduit: string;
  tranche: string;
  nombre: number;
  prixMoyen: string;
  revientMoyen: string;
  moyenneRapport: string;
  ecartTypeRapport: string;
}

export interface LigneDetailPrix {
  /** The invoice line's key, channel-id (unique, for the table rows). */
  ligne: string;
  dateFact: string;
  of: number;
  ref: string;
  designation: string;
  totht: string;
  prixR: string;
  rapport: string;
}

export interface LigneIncoherente extends LigneDetailPrix {
  typeProduit: string;
  tarifProduit: string;
  tranche: string;
  moyenneRapport: string;
  ecartTypeRapport: string;
  /** |rapport - moyenne| / écart-type. */
  ecart: string;
}

/**
 * The rule: a ratio is incoherent when it lies strictly beyond SEUIL_ECARTS_TYPES population standard
 * deviations from its group's mean; a group with no spread (σ = 0) has no incoherent line.
 */
export function estIncoherent(
  rapport: DecimalInput,
  moyenne: DecimalInput,
  ecartType: DecimalInput,
): boolean {
  const sigma = dec(ecartType);
  if (sigma.lte(0)) return false;
  return dec(rapport).minus(dec(moyenne)).abs().gt(sigma.times(SEUIL_ECARTS_TYPES));
}

/**
 * The incoherent values of one group (the ratios), with the group's mean and population σ (an empty
 * group has none).
 */
export function rapportsIncoherents(rapports: readonly DecimalInput[]): number[] {
  const n = rapports.length;
  const moyenne = rapports.reduce<Decimal>((s, r) => s.plus(dec(r)), dec(0)).div(n);
  const variance = rapports.reduce<Decimal>((s, r) => s.plus(dec(r).minus(moyenne).pow(2)), dec(0)).div(n);
  const sigma = variance.sqrt();
  return rapports.flatMap((r, i) => (estIncoherent(r, moyenne, sigma) ? [i] : []));
}
