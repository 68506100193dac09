import { z } from "zod";
import { decimalString, entierTexte, eq, identifiantTexte, listQuerySchema, texte } from "../shared/index.ts";

/** Spec 02 section 5. */
export const MSG_PIERRE_EXISTANTE = "Pierre deja existante";
export const MSG_PIERRE_INCONNUE = "Pierre introuvable.";
export const MSG_TYPE_OBLIGATOIRE = "Type obligatoire.";
const MSG_FORME_OBLIGATOIRE = "Forme obligatoire.";
const MSG_QUALITE_OBLIGATOIRE = "Qualité obligatoire.";
const MSG_DIMENSION_NOMBRE = "La dimension doit être un nombre positif.";
export const MSG_DIMENSION_DECIMALES = "La dimension a au plus trois décimales.";
const MSG_POIDS_PIERRE_NOMBRE = "Le poids doit être un nombre positif.";
export const MSG_PRIX_EURO_NOMBRE = "Le prix € doit etre un nombre.";
const MSG_PRIX_DOLLAR_NOMBRE = "Le prix $ doit etre un nombre.";
const MSG_COEF_NOMBRE = "Le coefficient doit être un nombre positif.";
export const MSG_TARIFS_A_SELECTIONNER = "Sélectionnez au moins un tarif.";
export const MSG_PRIX_A_MODIFIER = "Indiquez au moins un prix ou un coefficient à modifier.";
export const MSG_TARIF_PIERRE_INTROUVABLE = "Tarif introuvable.";

/** Spec 02 section 3 (pierre.typ_dim): 0 round, 1 or 3 rectangle, 2 three dimensions. */
export const TYPES_DIMENSION = [
  { id: 0, label: "Rond" },
  { id: 1, label: "Rectangle" },
  { id: 2, label: "Trois dimensions" },
  { id: 3, label: "Rectangle (2)" },
] as const;

const idRef = identifiantTexte;

const positif = (message: string) =>
  decimalString({ required: message, invalid: message }).refine((v) => !v.startsWith("-"), message);

/** Stone dimensions are kept to the thousandth of a millimetre (column numeric(8,3)). */
const DECIMALES_DIMENSION = 3;

/** Decimals a value really has: "6.500" has one, so trailing zeros never count as a 4th decimal. */
const decimales = (v: string) => (v.split(".")[1] ?? "").replace(/0+$/, "").length;

/** A dimension in mm: positive, at most three decimals, so the stone saved is the stone typed. */
const dimension = () =>
  positif(MSG_DIMENSION_NOMBRE)
    .refine((v) => decimales(v) <= DECIMALES_DIMENSION, MSG_DIMENSION_DECIMALES)
    .default("0");

/** A blank field (empty text or null) is an absent value. */
const optionnel = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** The stone itself (Modification Pierre): what identifies it and how it is sold. */
export const pierreInputSchema = z.object({
  typePier: idRef(MSG_TYPE_OBLIGATOIRE),
  forme: idRef(MSG_FORME_OBLIGATOIRE),
  color: identifiantTexte().nullable().default(null),
  typDim: entierTexte(0, 3).default(0),
  dim1: dimension(),
  dim2: dimension(),
  dim3: dimension(),
  /** Carats per stone; blank when unknown. */
  poids: optionnel(positif(MSG_POIDS_PIERRE_NOMBRE)),
  description: texte().trim().max(200).default(""),
  coeff: positif(MSG_COEF_NOMBRE).default("1"),
});
export type PierreInput = z.output<typeof pierreInputSchema>;

/** Ajouter: the stone and its first tariff (a quality, an optional supplier, € and $ per carat). */
export const pierreCreationSchema = pierreInputSchema.extend({
  idQual: idRef(MSG_QUALITE_OBLIGATOIRE),
  idFour: identifiantTexte().nullable().default(null),
  euro: positif(MSG_PRIX_EURO_NOMBRE).default("0"),
  dollar: positif(MSG_PRIX_DOLLAR_NOMBRE).default("0"),
});
export type PierreCreation = z.output<typeof pierreCreationSchema>;

/** Modifier Prix on the selected tariffs: each value left blank stays as it is. */
export const modifierPrixSchema = z
  .object({
    ids: z.array(identifiantTexte()).min(1, MSG_TARIFS_A_SELECTIONNER).max(1000),
    euro: optionnel(positif(MSG_PRIX_EURO_NOMBRE)),
    dollar: optionnel(positif(MSG_PRIX_DOLLAR_NOMBRE)),
    coeff: optionnel(positif(MSG_COEF_NOMBRE)),
  })
  .refine((v) => v.euro !== undefined || v.dollar !== undefined || v.coeff !== undefined, {
    message: MSG_PRIX_A_MODIFIER,
    path: ["euro"],
  });
export type ModifierPrix = z.output<typeof modifierPrixSchema>;

/** What identifies a stone (spec 02 section 5): type, shape, colour and the three dimensions. */
interface IdentitePierre {
  typePier: number;
  forme: number;
  color: number | null;
  dim1: string;
  dim2: string;
  dim3: string;
}

export function memePierre(a: IdentitePierre, b: IdentitePierre): boolean {
  return (
    a.typePier === b.typePier &&
    a.forme === b.forme &&
    a.color === b.color &&
    eq(a.dim1, b.dim1) &&
    eq(a.dim2, b.dim2) &&
    eq(a.dim3, b.dim3)
  );
}

type IssueCreationPierre =
  | { kind: "nouvelle" }
  | { kind: "nouvelleQualite"; idPier: number }
  | { kind: "existante"; idPier: number };

/**
 * Spec 02 section 5: the same type, shape, colour, dim1-3 and quality is refused ('Pierre deja
 * existante'); when only the quality differs, just a tariff is added to the existing stone.
 */
export function issueCreationPierre(
  nouvelle: IdentitePierre & { idQual: number },
  existantes: ReadonlyArray<IdentitePierre & { idPier: number; qualites: readonly number[] }>,
): IssueCreationPierre {
  const meme = existantes.find((p) => memePierre(p, nouvelle));
  if (!meme) return { kind: "nouvelle" };
  if (meme.qualites.includes(nouvelle.idQual)) return { kind: "existante", idPier: meme.idPier };
  return { kind: "nouvelleQualite", idPier: meme.idPier };
}

export const PIERRE_SORTS = [
  "type",
  "forme",
  "couleur",
  "poids",
  "description",
  "qualite",
  "fournisseur",
  "euro",
  "dollar",
  "coeff",
] as const;
export type PierreSort = (typeof PIERRE_SORTS)[number];

/** Spec 02 section 2.11: filters Type, Forme, Couleur, Qualite, Poids Min, Poids Max. */
export const pierresQuerySchema = listQuerySchema(PIERRE_SORTS, "type").extend({
  type: identifiantTexte().optional(),
  forme: identifiantTexte().optional(),
  couleur: identifiantTexte().optional(),
  qualite: identifiantTexte().optional(),
  poidsMin: optionnel(positif(MSG_POIDS_PIERRE_NOMBRE)),
  poidsMax: optionnel(positif(MSG_POIDS_PIERRE_NOMBRE)),
});
export type PierresQuery = z.output<typeof pierresQuerySchema>;

/** One row of the price list: a stone in one of its tariffs. */
export interface LigneTarifPierre {
  /** `${idPier}-${idTarif}`: the table's row key. */
  id: string;
  idPier: number;
  idTarif: number | null;
  typePier: number;
  forme: number;
  color: number | null;
  idQual: number | null;
  idFour: number | null;
  typDim: number;
  dim1: string;
  dim2: string;
  dim3: string;
  type: string;
  formeLabel: string;
  couleur: string | null;
  poids: string | null;
  description: string;
  qualite: string | null;
  fournisseur: string | null;
  euro: string | null;
  dollar: string | null;
  coeff: string;
}

export interface PierreCreee {
  idPier: number;
  idTarif: number;
  /** True when the stone existed and only a tariff in a new quality was added. */
  tarifAjoute: boolean;
  message: string;
}

export const MSG_PIERRE_CREEE = "Pierre créée";
export const MSG_TARIF_AJOUTE = "Pierre existante : tarif ajouté pour cette qualité";
/** A stone edited: what its revaluation did, when it changed the price of products (the server's message). */
export const msgPierreModifiee = (revalorisation: string | null) =>
  revalorisation === null ? "Pierre modifiée" : `Pierre modifiée : ${revalorisation}`;
