import { z } from "zod";
import { identifiant, parseDecimalFr, texte } from "../shared/index.ts";
import { DEVIS_TARIFS, type DevisCouts, type DevisPierre } from "./devis.ts";
import { DEVIS_MODELES, MSG_DEVIS_TARIF_INCONNU } from "./devis-client.ts";

export const MSG_DEVIS_NOMBRE_POSITIF = "Doit être un nombre positif.";
export const MSG_DEVIS_RECHERCHE_COURTE = "Saisissez au moins 2 caractères.";
const MSG_DEVIS_TROP_DE_PIERRES = "Un devis compte au plus 200 lignes de pierres.";
const MSG_DEVIS_DESCRIPTION_OBLIGATOIRE = "La description de la pierre est obligatoire.";
const MSG_DEVIS_PIERRE_INVALIDE = "Ligne de pierre invalide.";
const MSG_DEVIS_MODELE_INCONNU = "Modèle de devis inconnu.";
export const MSG_DEVIS_CLIENT_INCONNU = "Client introuvable.";
export const MSG_DEVIS_PRODUIT_INCONNU = "Produit introuvable.";
export const MSG_DEVIS_COURS_MANQUANT = "Cours manquant pour le devis : {ids}. Renseignez-le dans /cours.";

/** Largest amount or quantity a field takes: 12 integer digits (NUMERIC(14,...) columns). */
const MAX_ENTIERS = 12;

/**
 * A quote cost field as typed: French or English decimal, blank meaning 0, never negative.
 * Yields a canonical decimal string ("1 234,5" -> "1234.5").
 */
const devisMontantSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const text = String(v);
  if (text.trim() === "") return "0";
  const d = parseDecimalFr(text);
  if (d === null || d.lt(0) || d.decimalPlaces() > 6 || d.precision(true) - d.decimalPlaces() > MAX_ENTIERS) {
    ctx.addIssue({ code: "custom", message: MSG_DEVIS_NOMBRE_POSITIF });
    return z.NEVER;
  }
  return d.toFixed();
});

export const devisCoutsSchema = z.object({
  tempsMo: devisMontantSchema,
  temps3d: devisMontantSchema,
  poidsMg: devisMontantSchema,
  poidsFaconMg: devisMontantSchema,
  serti: devisMontantSchema,
  divers: devisMontantSchema,
}) satisfies z.ZodType<DevisCouts, unknown>;

/** Above 0: the amount is canonical, so every zero ("0,00", "-0", "000") reads "0". */
const positifStrict = devisMontantSchema.refine((s) => s !== "0", MSG_DEVIS_PIERRE_INVALIDE);
const id = identifiant().nullable();

const devisPierreSchema = z.object({
  description: texte().trim().min(1, MSG_DEVIS_DESCRIPTION_OBLIGATOIRE).max(200),
  qte: z.number().int(MSG_DEVIS_PIERRE_INVALIDE).min(1, MSG_DEVIS_PIERRE_INVALIDE).max(99_999),
  poids: positifStrict,
  euro: devisMontantSchema,
  dollar: devisMontantSchema,
  coeff: positifStrict,
  idPier: id,
  idQual: id,
}) satisfies z.ZodType<DevisPierre, unknown>;

/** POST /api/devis/pdf: the quote as the screen holds it; the server reads the rates itself. */
export const devisPdfSchema = z.object({
  idClient: identifiant().nullable(),
  /** The product the quote started from, printed under the title. */
  reference: texte().trim().max(120).nullable().default(null),
  /** The internal print (costs, coefficients, every tier) or the client's (one tier, no costs). */
  modele: z.enum(DEVIS_MODELES, { error: MSG_DEVIS_MODELE_INCONNU }).default("interne"),
  /** The tier the client quote prices at. */
  tarif: z.enum(DEVIS_TARIFS, { error: MSG_DEVIS_TARIF_INCONNU }).default("normal"),
  /** What the client quote describes (the product's description by default). */
  description: texte().trim().max(500).nullable().default(null),
  couts: devisCoutsSchema,
  pierres: z.array(devisPierreSchema).max(200, MSG_DEVIS_TROP_DE_PIERRES),
});
export type DevisPdfInput = z.input<typeof devisPdfSchema>;
export type DevisPdf = z.output<typeof devisPdfSchema>;

/** GET /api/devis/produits and /api/devis/pierres: at least 2 characters (spec 03 section 9). */
export const devisRechercheSchema = z.object({
  q: texte().trim().min(2, MSG_DEVIS_RECHERCHE_COURTE).max(100),
});

/** A product found by the search panel. */
export interface DevisProduitTrouve {
  idCentre: number;
  ref: string;
  description: string;
}

/**
 * The Product for Devis (spec 03 section 3: plus_mo, plus_fonte, plus_poids, plus_serti, prix_divers,
 * temps_3d and its stones with their tariff), as the quote's cost inputs and stone lines.
 */
export interface DevisProduit extends DevisProduitTrouve {
  couts: DevisCouts;
  pierres: DevisPierre[];
  /** Stones of the product with no price in the list for their quality: counted at 0, to be checked. */
  pierresSansTarif: string[];
}
