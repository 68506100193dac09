import { z } from "zod";
import { dateIso, decimalString, identifiantTexte, texte } from "../shared/index.ts";

/** Spec 02 section 5 (stone reception), word for word. */
export const MSG_NO_CONFIE_OBLIGATOIRE = "N° Confie obligatoire.";
export const MSG_FOURNISSEUR_OBLIGATOIRE = "Fournisseur obligatoire.";
export const MSG_PIERRE_OBLIGATOIRE = "Pierre obligatoire.";
export const MSG_PRIX_DOLLAR_DOIT_ETRE_NOMBRE = "Le prix $ doit etre un nombre.";
const MSG_PRIX_EURO_DOIT_ETRE_NOMBRE = "Le prix € doit etre un nombre.";
export const MSG_POIDS_OBLIGATOIRE = "Le poids est obligatoire.";
export const MSG_POIDS_DOIT_ETRE_NOMBRE = "Le poids doit etre un nombre.";
export const MSG_COURS_NOMBRE = "Le cours €/$ doit etre un nombre.";
export const MSG_CERTIFICAT_VIDE = "Attention : Le champ Certificat est vide. L'enregistrement va continuer.";
export const MSG_REMPLIR_CHAMPS_OBLIGATOIRES = "Veuillez remplir tous les champs obligatoires.";
/** Enter on an invalid field. */
export const msgCorrigerChamp = (champ: string) =>
  `Veuillez corriger le champ '${champ}' avant de continuer.`;
/** Spec 02 section 8. */
export const MSG_PIERRE_ENREGISTREE = "Pierre enregistree avec succes !";
export const MSG_ERREUR_ENREGISTREMENT_PIERRE =
  "Erreur lors de l'enregistrement de la pierre. Veuillez reessayer.";

/** Not in the spec (pieces are issue 13's addition). */
export const MSG_PIECES_ENTIER = "Le nombre de pierres doit être un entier positif.";
export const MSG_CARATS_DECIMALES = "Le poids a au plus trois décimales (carats).";
const MSG_DATE_RECEPTION = "Date de réception invalide.";

/** Spec 02 section 9: the exchange rate defaults to 1. */
export const COURS_EUR_DOLL_DEFAUT = "1";

/** Carats are kept to the thousandth (numeric(10,3)): a 4th decimal is refused, never rounded away. */
const troisDecimales = (v: string) => (v.split(".")[1] ?? "").replace(/0+$/, "").length <= 3;
const estZero = (v: string) => /^0*(\.0*)?$/.test(v.replace("-", ""));

/** A blank field (empty text or null) is an absent value. */
const blancAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** Carats above zero, at most three decimals; `invalid` words a value that is not one. */
export function caratsSchema(required: string, invalid: string) {
  return decimalString({ required, invalid })
    .refine((v) => !v.startsWith("-") && !estZero(v), { message: invalid, abort: true })
    .refine(troisDecimales, MSG_CARATS_DECIMALES);
}

/** A count of stones: blank is "not counted" (null). */
export const piecesSchema = z.preprocess(
  (v) => (v === "" || v === undefined ? null : typeof v === "string" && /^\d{1,9}$/.test(v) ? Number(v) : v),
  z.number({ error: MSG_PIECES_ENTIER }).int(MSG_PIECES_ENTIER).min(0, MSG_PIECES_ENTIER).nullable(),
);

const prix = (message: string) =>
  blancAbsent(
    decimalString({ required: message, invalid: message }).refine((v) => !v.startsWith("-"), message),
  );

/**
 * Spec 02 section 2.7: N° Confie, Fournisseur, Pierre (a stone of the price list in a quality), Prix $,
 * Prix €, Poids Recu (carats), Pierre de Labo, Cours €/$ (default 1), Certificat (optional); the number
 * of stones when the lot is counted in pieces (issue 13).
 */
export const receptionSchema = z.object({
  noConfie: texte(MSG_NO_CONFIE_OBLIGATOIRE).trim().min(1, MSG_NO_CONFIE_OBLIGATOIRE).max(50),
  idFour: identifiantTexte(MSG_FOURNISSEUR_OBLIGATOIRE),
  idPier: identifiantTexte(MSG_PIERRE_OBLIGATOIRE),
  idQual: identifiantTexte().nullable().default(null),
  dollar: prix(MSG_PRIX_DOLLAR_DOIT_ETRE_NOMBRE).transform((v) => v ?? "0"),
  euro: prix(MSG_PRIX_EURO_DOIT_ETRE_NOMBRE).transform((v) => v ?? "0"),
  poids: caratsSchema(MSG_POIDS_OBLIGATOIRE, MSG_POIDS_DOIT_ETRE_NOMBRE),
  pieces: piecesSchema.default(null),
  lg: z.boolean().default(false),
  coursEurDoll: blancAbsent(
    decimalString({ required: MSG_COURS_NOMBRE, invalid: MSG_COURS_NOMBRE }).refine(
      (v) => !v.startsWith("-") && !estZero(v),
      MSG_COURS_NOMBRE,
    ),
  ).transform((v) => v ?? COURS_EUR_DOLL_DEFAUT),
  certificat: blancAbsent(texte().trim().max(100)).transform((v) => (v === undefined || v === "" ? null : v)),
  dateReception: blancAbsent(dateIso(MSG_DATE_RECEPTION)),
});
export type Reception = z.output<typeof receptionSchema>;

/** The empty-certificate warning: saving goes on (spec 02 section 5). */
export function avertissementCertificat(certificat: string | null | undefined): string | null {
  return certificat == null || certificat.trim() === "" ? MSG_CERTIFICAT_VIDE : null;
}

/** Spec 02 section 2.7: the stone search matches every space-separated word, in any order, case-insensitive. */
export function motsRecherche(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((m) => m !== "");
}

export function correspondRecherche(texteCible: string, q: string): boolean {
  const cible = texteCible.toLowerCase();
  return motsRecherche(q).every((m) => cible.includes(m));
}

/** A stone of the price list in one quality, as the reception form picks it (prices prefilled). */
export interface PierreAReceptionner {
  id: string;
  idPier: number;
  idQual: number | null;
  idFour: number | null;
  label: string;
  euro: string;
  dollar: string;
}
