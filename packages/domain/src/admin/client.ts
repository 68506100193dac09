import { z } from "zod";
import {
  bicValide,
  compacter,
  erreurIban,
  erreurTvaFr,
  identifiant,
  sirenValide,
  texte,
} from "../shared/index.ts";

export const MSG_CLIENT_NOM_OBLIGATOIRE = "Le nom est obligatoire.";
export const MSG_CLIENT_CP_INVALIDE = "Le code postal doit comporter 5 chiffres.";
export const MSG_CLIENT_PARENT_INVALIDE = "Le client parent est introuvable.";
/** client.label (100) is a copy of the name: the name fits it. */
export const CLIENT_NOM_MAX = 100;
export const MSG_CLIENT_NOM_TROP_LONG = `Le nom fait ${CLIENT_NOM_MAX} caractères au plus.`;

export const MSG_CLIENT_SIREN_FORMAT = "Le SIREN doit comporter 9 chiffres.";
export const MSG_CLIENT_SIREN_CLE = "SIREN invalide : la clé de contrôle ne correspond pas.";
export const MSG_CLIENT_TVA_FORMAT =
  "Le numéro de TVA s'écrit FR, 2 chiffres de clé puis les 9 chiffres du SIREN.";
export const MSG_CLIENT_TVA_SIREN = "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide.";
export const MSG_CLIENT_TVA_CLE = "Numéro de TVA invalide : la clé ne correspond pas au SIREN.";
export const MSG_CLIENT_TVA_AUTRE_SIREN = "Le numéro de TVA ne correspond pas au SIREN du client.";
export const MSG_CLIENT_IBAN_FORMAT =
  "IBAN invalide : 2 lettres du pays, 2 chiffres de clé puis 11 à 30 lettres ou chiffres.";
export const MSG_CLIENT_IBAN_CLE = "IBAN invalide : la clé de contrôle ne correspond pas.";
export const MSG_CLIENT_BIC_INVALIDE = "Le BIC comporte 8 ou 11 lettres ou chiffres (ex. BNPAFRPP).";
export const MSG_CLIENT_EMAIL_INVALIDE = "Adresse e-mail invalide.";
export const MSG_CLIENT_DELAI_INVALIDE = "Délai de paiement invalide : 0, 30, 45 ou 60 jours.";

/**
 * The payment terms an OF takes (its `echeance`, in days; 0 = end of month): the client's term is the
 * default échéance of its new OFs.
 */
export const DELAIS_PAIEMENT = [0, 30, 45, 60] as const;

const MSG_TVA = { format: MSG_CLIENT_TVA_FORMAT, siren: MSG_CLIENT_TVA_SIREN, cle: MSG_CLIENT_TVA_CLE };
const MSG_IBAN = { format: MSG_CLIENT_IBAN_FORMAT, cle: MSG_CLIENT_IBAN_CLE };

/** An optional identifier: spaces allowed on entry, stored compact and upper-case ("" when not given). */
const code = () => texte().max(200).transform(compacter).default("");

/** What invoices and bills need of a client: SIREN, VAT number, payment term, bank, e-mail. */
const clientFacturationChamps = {
  siren: code().superRefine((s, ctx) => {
    if (s === "") return;
    if (!/^\d{9}$/.test(s)) ctx.addIssue({ code: "custom", message: MSG_CLIENT_SIREN_FORMAT });
    else if (!sirenValide(s)) ctx.addIssue({ code: "custom", message: MSG_CLIENT_SIREN_CLE });
  }),
  numTva: code().superRefine((s, ctx) => {
    const e = s === "" ? null : erreurTvaFr(s);
    if (e) ctx.addIssue({ code: "custom", message: MSG_TVA[e] });
  }),
  delaiPaiement: z
    .number({ error: MSG_CLIENT_DELAI_INVALIDE })
    .refine((n) => (DELAIS_PAIEMENT as readonly number[]).includes(n), MSG_CLIENT_DELAI_INVALIDE)
    .default(0),
  iban: code().superRefine((s, ctx) => {
    const e = s === "" ? null : erreurIban(s);
    if (e) ctx.addIssue({ code: "custom", message: MSG_IBAN[e] });
  }),
  bic: code().refine((s) => s === "" || bicValide(s), MSG_CLIENT_BIC_INVALIDE),
  banque: texte().trim().max(100).default(""),
  banqueVille: texte().trim().max(100).default(""),
  email: texte()
    .trim()
    .max(254, MSG_CLIENT_EMAIL_INVALIDE)
    .default("")
    .refine((s) => s === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), MSG_CLIENT_EMAIL_INVALIDE),
};

/** The address form of /client (spec 02 section 2.21): Nom, Adresse, CP, Ville. */
export const clientInputSchema = z
  .object({
    nomAgence: texte()
      .trim()
      .min(1, MSG_CLIENT_NOM_OBLIGATOIRE)
      .max(CLIENT_NOM_MAX, MSG_CLIENT_NOM_TROP_LONG),
    adresse: texte().trim().max(200).default(""),
    cp: texte()
      .trim()
      .regex(/^(\d{5})?$/, MSG_CLIENT_CP_INVALIDE)
      .default(""),
    ville: texte().trim().max(100).default(""),
    idParent: identifiant(MSG_CLIENT_PARENT_INVALIDE).nullable().default(null),
    ...clientFacturationChamps,
  })
  .superRefine((c, ctx) => {
    // The VAT number of a French company is built on its SIREN: both given, they must agree.
    if (c.siren !== "" && c.numTva !== "" && c.numTva.slice(4) !== c.siren) {
      ctx.addIssue({ code: "custom", path: ["numTva"], message: MSG_CLIENT_TVA_AUTRE_SIREN });
    }
  });
export type ClientInput = z.input<typeof clientInputSchema>;

export interface Client {
  id: number;
  label: string;
  idParent: number | null;
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
  actif: boolean;
  /** True when another client has this one as parent: such clients are not offered on OF forms. */
  isParent: boolean;
}

/** A client as its form edits it: the list's fields and what invoices and bills need. */
export interface ClientFiche extends Client {
  siren: string;
  numTva: string;
  delaiPaiement: number;
  iban: string;
  bic: string;
  banque: string;
  banqueVille: string;
  email: string;
}

/** Only clients that are not the parent of another are offered on OF forms (spec 01 section 3). */
export function selectableOnOf(clients: readonly Client[]): Client[] {
  return clients.filter((c) => !c.isParent && c.actif);
}

export const MSG_CLIENT_CYCLE = "Un client ne peut pas être rattaché à l'une de ses propres agences.";

/** True when attaching `id` under `newParent` would make it its own ancestor. */
export function wouldCreateCycle(
  parentOf: ReadonlyMap<number, number | null>,
  id: number,
  newParent: number | null,
): boolean {
  let cur = newParent;
  const seen = new Set<number>();
  while (cur !== null && !seen.has(cur)) {
    if (cur === id) return true;
    seen.add(cur);
    cur = parentOf.get(cur) ?? null;
  }
  return false;
}

/**
 * The clients `id` cannot be attached under, by the rule above: itself and its agencies, however deep.
 * The parent picker of /client leaves them out; the server refuses them all the same.
 */
export function parentsInterdits(
  clients: readonly Pick<Client, "id" | "idParent">[],
  id: number,
): Set<number> {
  const parentOf = new Map(clients.map((c) => [c.id, c.idParent]));
  return new Set([id, ...clients.filter((c) => wouldCreateCycle(parentOf, id, c.id)).map((c) => c.id)]);
}
