import { z } from "zod";
import { CANAUX, montantPositif } from "../facturation/index.ts";
import { dateIso, dec, formatDecimal, identifiant, isValidIsoDate, texte } from "../shared/index.ts";
import {
  decouperTraite,
  type EcheanceTraite,
  MSG_CLE_RIB_INVALIDE,
  MSG_CODE_BANQUE_INVALIDE,
  MSG_CODE_GUICHET_INVALIDE,
  MSG_NUM_COMPTE_INVALIDE,
  MSG_TRAITE_DATE_CREATION_INVALIDE,
  MSG_TRAITE_ECHEANCE_AVANT_CREATION,
  MSG_TRAITE_ECHEANCE_INVALIDE,
  MSG_TRAITE_MONTANT_INVALIDE,
  MSG_TRAITE_MONTANT_TROP_FAIBLE,
  MSG_TRAITE_NB_DECOUPE_INVALIDE,
  MSG_TRAITE_NUM_EFFET_INVALIDE,
  msgVariablesManquantes,
  NB_DECOUPE_MAX,
} from "./traite.ts";
import {
  FACTURES_TRAITE_MAX,
  MSG_TRAITE_FACTURE_INVALIDE,
  MSG_TRAITE_TROP_DE_FACTURES,
} from "./traite-factures.ts";

/**
 * What the two bill forms send (spec 02 section 2.18), checked in two stages: every required field
 * present, else ONE refusal with the spec's alert naming them all (spec 03 sections 5 and 8); then
 * each field valid. The same schemas guard the screens and the server.
 */

/** A field left empty: nothing, blank text. */
function vide(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** The labels of the required fields left empty, in screen order (the alert lists them). */
export function champsManquants<K extends string>(
  saisie: Partial<Record<K, unknown>>,
  requis: Readonly<Record<K, string>>,
): string[] {
  return (Object.keys(requis) as K[]).filter((k) => vide(saisie[k])).map((k) => requis[k]);
}

/** What the first stage takes: text (or null when left empty); a number too where the field is one. */
const saisieTexte = texte().nullable().optional();
const saisieNombre = z.union([texte(), z.number()]).nullable().optional();
const saisieId = identifiant().nullable().optional();

const dateCreation = dateIso(MSG_TRAITE_DATE_CREATION_INVALIDE);
const dateEcheance = dateIso(MSG_TRAITE_ECHEANCE_INVALIDE);
const totalTtcSchema = montantPositif({
  required: MSG_TRAITE_MONTANT_INVALIDE,
  invalid: MSG_TRAITE_MONTANT_INVALIDE,
});
const entier = (message: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(formatDecimal(/^\d{1,10}$/, message).transform(Number))
    .pipe(z.number().int(message).min(1, message).max(max, message));
const nbDecoupeSchema = entier(MSG_TRAITE_NB_DECOUPE_INVALIDE, NB_DECOUPE_MAX);

/** The checks every bill shares once its fields are present: dates in order, at least 1 cent each. */
function regleEcheances(
  v: { dateCreation: string; dateEcheance: string; totalTtc: string; nbDecoupe: number },
  ctx: z.RefinementCtx,
) {
  if (v.dateEcheance < v.dateCreation) {
    ctx.addIssue({ code: "custom", path: ["dateEcheance"], message: MSG_TRAITE_ECHEANCE_AVANT_CREATION });
  }
  if (dec(v.totalTtc).lt(dec(v.nbDecoupe).div(100))) {
    ctx.addIssue({ code: "custom", path: ["nbDecoupe"], message: MSG_TRAITE_MONTANT_TROP_FAIBLE });
  }
}

/**
 * A bill schema in two stages: first every required field must be there, else ONE refusal with the
 * spec's message listing them all; then each present field must be valid (field messages).
 */
function avecChampsRequis<B extends z.ZodObject, V extends z.ZodType>(
  brut: B,
  requis: Readonly<Record<string, string>>,
  valide: V,
) {
  return brut.transform((saisie, ctx): z.output<V> => {
    const manquants = champsManquants(saisie as Record<string, unknown>, requis);
    if (manquants.length > 0) {
      ctx.addIssue({ code: "custom", path: [], message: msgVariablesManquantes(manquants) });
      return z.NEVER;
    }
    const r = valide.safeParse(saisie);
    if (!r.success) {
      for (const i of r.error.issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
      return z.NEVER;
    }
    return r.data;
  });
}

/** /traite: the fields the print needs (spec 02 section 7: id_bij, datec, datee, num_effet, montant, nbtraite). */
export const CHAMPS_TRAITE_CLIENT = {
  idBijouterie: "Client",
  dateCreation: "Date de création",
  dateEcheance: "Échéance",
  totalTtc: "Total TTC",
  numEffet: "N° Effet",
  nbDecoupe: "Nb Découpe",
} as const;

export const traiteClientSchema = avecChampsRequis(
  z.object({
    idBijouterie: saisieId,
    dateCreation: saisieTexte,
    dateEcheance: saisieTexte,
    totalTtc: saisieNombre,
    numEffet: saisieNombre,
    nbDecoupe: saisieNombre,
    factures: z.unknown().optional(),
  }),
  CHAMPS_TRAITE_CLIENT,
  z
    .object({
      idBijouterie: identifiant(),
      dateCreation,
      dateEcheance,
      totalTtc: totalTtcSchema,
      numEffet: entier(MSG_TRAITE_NUM_EFFET_INVALIDE, 2_147_483_647),
      nbDecoupe: nbDecoupeSchema,
      /** The invoices it settles (issue 25 point 8), each once; none by default. */
      factures: z
        .array(
          z.object({
            canal: z.enum(CANAUX, { error: MSG_TRAITE_FACTURE_INVALIDE }),
            idFact: identifiant(MSG_TRAITE_FACTURE_INVALIDE),
          }),
          { error: MSG_TRAITE_FACTURE_INVALIDE },
        )
        .max(FACTURES_TRAITE_MAX, MSG_TRAITE_TROP_DE_FACTURES)
        .default([])
        .transform((fs) =>
          fs.filter((f, i) => fs.findIndex((g) => g.canal === f.canal && g.idFact === f.idFact) === i),
        ),
    })
    .superRefine(regleEcheances),
);
export type TraiteClient = z.output<typeof traiteClientSchema>;

/** /traite_fournisseur: bank, bank details, supplier, dates, amount, number, instalments. */
export const CHAMPS_TRAITE_FOURNISSEUR = {
  banqueNom: "Banque",
  codeBanque: "Code banque",
  codeGuichet: "Code guichet",
  numCompte: "N° de compte",
  cleRib: "Clé RIB",
  ville: "Ville",
  fournisseurNom: "Fournisseur",
  dateCreation: "Date de création",
  dateEcheance: "Échéance",
  totalTtc: "Total TTC",
  numEffet: "N° Traite",
  nbDecoupe: "Nb Découpe",
} as const;

const chaine = (max: number, message: string) => texte().trim().max(max, message);

export const traiteFournisseurSchema = avecChampsRequis(
  z.object({
    idBanque: saisieId,
    fourId: saisieId,
    banqueNom: saisieTexte,
    codeBanque: saisieTexte,
    codeGuichet: saisieTexte,
    numCompte: saisieTexte,
    cleRib: saisieTexte,
    ville: saisieTexte,
    fournisseurNom: saisieTexte,
    fournisseurCompte: saisieTexte,
    dateCreation: saisieTexte,
    dateEcheance: saisieTexte,
    totalTtc: saisieNombre,
    numEffet: saisieTexte,
    nbDecoupe: saisieNombre,
  }),
  CHAMPS_TRAITE_FOURNISSEUR,
  z
    .object({
      idBanque: identifiant().nullable().default(null),
      fourId: identifiant().nullable().default(null),
      banqueNom: chaine(100, "Le nom de la banque fait 100 caractères au plus."),
      codeBanque: texte()
        .trim()
        .regex(/^\d{5}$/, MSG_CODE_BANQUE_INVALIDE),
      codeGuichet: texte()
        .trim()
        .regex(/^\d{5}$/, MSG_CODE_GUICHET_INVALIDE),
      numCompte: texte()
        .trim()
        .transform((s) => s.toUpperCase())
        .pipe(z.string().regex(/^[0-9A-Z]{1,11}$/, MSG_NUM_COMPTE_INVALIDE)),
      cleRib: texte()
        .trim()
        .regex(/^\d{2}$/, MSG_CLE_RIB_INVALIDE),
      ville: chaine(100, "La ville fait 100 caractères au plus."),
      fournisseurNom: chaine(150, "Le nom du fournisseur fait 150 caractères au plus."),
      /** Optional: a supplier without an account sends "" or null, stored as "". */
      fournisseurCompte: chaine(30, "Le compte fournisseur fait 30 caractères au plus.")
        .nullable()
        .optional()
        .transform((v) => v ?? ""),
      dateCreation,
      dateEcheance,
      totalTtc: totalTtcSchema,
      numEffet: chaine(30, "Le N° de traite fait 30 caractères au plus."),
      nbDecoupe: nbDecoupeSchema,
    })
    .superRefine(regleEcheances),
);
export type TraiteFournisseur = z.output<typeof traiteFournisseurSchema>;

/** The instalments a form previews while it is typed; null until amount, count and date make sense. */
export function apercuEcheances(
  totalTtc: string,
  nbDecoupe: string,
  echeance: string,
): EcheanceTraite[] | null {
  const total = totalTtcSchema.safeParse(totalTtc);
  const nb = nbDecoupeSchema.safeParse(nbDecoupe);
  if (!total.success || !nb.success || !isValidIsoDate(echeance)) return null;
  if (dec(total.data).lt(dec(nb.data).div(100))) return null;
  return decouperTraite(total.data, nb.data, echeance);
}
