import { z } from "zod";
import { compacter, erreurTvaFr, sirenValide, texte } from "../shared/index.ts";
import {
  MSG_CLIENT_SIREN_CLE,
  MSG_CLIENT_SIREN_FORMAT,
  MSG_CLIENT_TVA_CLE,
  MSG_CLIENT_TVA_FORMAT,
  MSG_CLIENT_TVA_SIREN,
} from "./client.ts";
import type { SettingKey } from "./settings.ts";

/**
 * The seller's identifiers (issue 25 point 9) are checked as a client's are, with the same messages:
 * the SIREN by its Luhn key, the SIRET as 14 digits whose first 9 are a valid SIREN and whose Luhn sum
 * over 14 holds, the VAT number by its key on the SIREN. A wrong one would be printed on every invoice
 * and name every FEC file.
 */
export const MSG_SIRET_FORMAT = "Le SIRET doit comporter 14 chiffres.";
export const MSG_SIRET_CLE = "SIRET invalide : la clé de contrôle ne correspond pas.";
export const MSG_SIRET_SIREN = "Le SIRET ne commence pas par le SIREN du vendeur.";

/** Luhn over any number of digits (the SIRET's key). */
function luhn(chiffres: string): boolean {
  let total = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let d = Number(chiffres[chiffres.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

const MSG_TVA = { format: MSG_CLIENT_TVA_FORMAT, siren: MSG_CLIENT_TVA_SIREN, cle: MSG_CLIENT_TVA_CLE };

/** Why the value of a seller identifier setting is wrong, or null (other settings: null). */
export function erreurReglageVendeur(cle: SettingKey, valeur: string, siren?: string): string | null {
  const v = compacter(valeur);
  switch (cle) {
    case "vendeurSiren":
      if (!/^\d{9}$/.test(v)) return MSG_CLIENT_SIREN_FORMAT;
      return sirenValide(v) ? null : MSG_CLIENT_SIREN_CLE;
    case "vendeurSiret":
      if (!/^\d{14}$/.test(v)) return MSG_SIRET_FORMAT;
      if (!sirenValide(v.slice(0, 9)) || !luhn(v)) return MSG_SIRET_CLE;
      return siren !== undefined && compacter(siren) !== v.slice(0, 9) ? MSG_SIRET_SIREN : null;
    case "vendeurTva": {
      const e = erreurTvaFr(v);
      return e ? MSG_TVA[e] : null;
    }
    default:
      return null;
  }
}

/** The seller's identity, as the settings screen (/vendeur, role 1) shows and saves it, in form order. */
export const CLES_VENDEUR = [
  "vendeurRaisonSociale",
  "vendeurFormeJuridique",
  "vendeurCapital",
  "vendeurSiren",
  "vendeurSiret",
  "vendeurRcs",
  "vendeurTva",
  "vendeurAdresse",
  "vendeurCp",
  "vendeurVille",
  "vendeurTelephone",
  "vendeurEmail",
] as const satisfies readonly SettingKey[];
export type CleVendeur = (typeof CLES_VENDEUR)[number];
export type ReglagesVendeur = Record<CleVendeur, string>;

export const LIBELLE_VENDEUR: Record<CleVendeur, string> = {
  vendeurRaisonSociale: "Raison sociale",
  vendeurFormeJuridique: "Forme juridique",
  vendeurCapital: "Capital",
  vendeurSiren: "SIREN",
  vendeurSiret: "SIRET",
  vendeurRcs: "RCS",
  vendeurTva: "N° TVA intracommunautaire",
  vendeurAdresse: "Adresse",
  vendeurCp: "Code postal",
  vendeurVille: "Ville",
  vendeurTelephone: "Téléphone",
  vendeurEmail: "E-mail",
};

export const MSG_VENDEUR_OBLIGATOIRE = "Obligatoire : il est imprimé sur chaque facture.";
export const MSG_VENDEUR_TVA_AUTRE_SIREN = "Le numéro de TVA ne correspond pas au SIREN du vendeur.";

/** One field: trimmed, 1 to 200 characters; the identifiers checked as `npm run setting` checks them. */
const champVendeur = (cle: CleVendeur) =>
  texte()
    .trim()
    .min(1, MSG_VENDEUR_OBLIGATOIRE)
    .max(200)
    .superRefine((v, ctx) => {
      const e = erreurReglageVendeur(cle, v);
      if (e) ctx.addIssue({ code: "custom", message: e });
    })
    .transform((v) => (["vendeurSiren", "vendeurSiret", "vendeurTva"].includes(cle) ? compacter(v) : v));

/** The form's body: every field given, SIRET and VAT number built on the SIREN. */
export const reglagesVendeurSchema = z
  .object(
    Object.fromEntries(CLES_VENDEUR.map((c) => [c, champVendeur(c)])) as Record<
      CleVendeur,
      ReturnType<typeof champVendeur>
    >,
  )
  .strict()
  .superRefine((r, ctx) => {
    if (r.vendeurSiret.slice(0, 9) !== r.vendeurSiren)
      ctx.addIssue({ code: "custom", path: ["vendeurSiret"], message: MSG_SIRET_SIREN });
    if (r.vendeurTva.slice(4) !== r.vendeurSiren)
      ctx.addIssue({ code: "custom", path: ["vendeurTva"], message: MSG_VENDEUR_TVA_AUTRE_SIREN });
  });
