import { z } from "zod";
import {
  type DecimalInput,
  dateIso,
  dec,
  formatDate,
  formatEuro,
  identifiant,
  identifiantTexte,
  listQuerySchema,
  type Refus,
  sub,
  texte,
  toFixed2,
} from "../shared/index.ts";
import type { Canal } from "./canal.ts";
import { identifiantAvoir, identifiantFacture } from "./identifiant.ts";
import { montantPositif } from "./montant.ts";

/**
 * Credit notes (avoirs, spec 02 sections 2.19 and 3): Liste des Avoirs, Creer (client, Reference,
 * Designation, Total HT, and the invoice it corrects when there is one), Imprimer. The number is the
 * key id_avoir, given in its own continuous series; an issued credit note is never changed or deleted.
 */

export const MSG_AVOIR_CLIENT_OBLIGATOIRE = "Client obligatoire.";
export const MSG_AVOIR_DESIGNATION_OBLIGATOIRE = "Désignation obligatoire.";
export const MSG_AVOIR_TOTAL_OBLIGATOIRE = "Total HT obligatoire.";
export const MSG_AVOIR_TOTAL_INVALIDE = "Le total HT doit être un montant positif (2 décimales au plus).";
export const MSG_AVOIR_FACTURE_INVALIDE = "Numéro de facture invalide.";
export const MSG_AVOIR_CLIENT_INCONNU = "Client introuvable.";
export const MSG_AVOIR_DATE_INVALIDE = "Date invalide.";
export const MSG_AVOIRS_A_IMPRIMER = "Sélectionnez au moins un avoir à imprimer.";
export const MSG_AVOIR_NUMERO_INVALIDE = "Numéro d'avoir invalide.";
export const msgAvoirIntrouvable = (n: number) => `Avoir n° ${n} introuvable.`;
export const msgAvoirCree = (n: number) => `Avoir créé n° ${identifiantAvoir(n)}`;
export const msgAvoirFactureIntrouvable = (n: number) =>
  `Facture n° ${identifiantFacture("standard", n)} introuvable.`;
export const msgFactureAutreClient = (n: number) =>
  `La facture n° ${identifiantFacture("standard", n)} n'appartient pas à ce client.`;
export const msgAvoirDepasseFacture = (n: number, reste: DecimalInput) =>
  `Le total HT dépasse ce qui reste à créditer sur la facture n° ${identifiantFacture("standard", n)} : ${formatEuro(reste)}.`;
export const msgRemiseDepasseFactures = (reste: DecimalInput) =>
  `Le total HT dépasse ce qui reste à créditer sur les factures de la remise : ${formatEuro(reste)}.`;
export const msgTropDAvoirs = (max: number) => `${max} avoirs au plus par impression.`;

export const REF_AVOIR_MAX = 100;
export const DESIGNATION_AVOIR_MAX = 1000;
/** One print holds at most this many credit notes (a page each). */
export const IMPRESSION_MAX_AVOIRS = 200;

/** A blank field (empty text or null) is an absent value. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The Creer dialog. The corrected invoice is optional; the server checks it exists and is the client's. */
/** The invoices a global rebate may cite. */
export const FACTURES_REMISE_MAX = 500;
export const MSG_AVOIR_TROP_DE_FACTURES = `Un avoir cite ${FACTURES_REMISE_MAX} factures au plus.`;

export const avoirCreationSchema = z.object({
  idClt: identifiant(MSG_AVOIR_CLIENT_OBLIGATOIRE),
  ref: texte()
    .trim()
    .max(REF_AVOIR_MAX, `La référence fait ${REF_AVOIR_MAX} caractères au plus.`)
    .default(""),
  description: texte(MSG_AVOIR_DESIGNATION_OBLIGATOIRE)
    .trim()
    .min(1, MSG_AVOIR_DESIGNATION_OBLIGATOIRE)
    .max(DESIGNATION_AVOIR_MAX, `La désignation fait ${DESIGNATION_AVOIR_MAX} caractères au plus.`),
  totHt: montantPositif({ required: MSG_AVOIR_TOTAL_OBLIGATOIRE, invalid: MSG_AVOIR_TOTAL_INVALIDE }),
  idFact: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    identifiantTexte(MSG_AVOIR_FACTURE_INVALIDE).optional(),
  ),
  /**
   * A global rebate (no corrected invoice: year-end, commercial gesture) cites each invoice it
   * corrects (issue 25 point 11, BT-25/BT-26 of its Factur-X).
   */
  facturesRemise: z
    .array(identifiant(MSG_AVOIR_FACTURE_INVALIDE), { error: MSG_AVOIR_FACTURE_INVALIDE })
    .max(FACTURES_REMISE_MAX, MSG_AVOIR_TROP_DE_FACTURES)
    .default([]),
});
export type AvoirCreation = z.output<typeof avoirCreationSchema>;

/** What the Creer dialog shows of the corrected invoice once its number is typed. */
export interface FactureCorrigee {
  idFact: number;
  idBijouterie: number;
  dateFact: string;
  /** Lines + port. */
  totalHt: string;
  /** What earlier credit notes on this invoice already gave back. */
  dejaCredite: string;
  tauxTva: string;
}

/** Spec 03 section 9: a search of numbers starts from the first digit; 20 suggestions at most. */
export const FACTURES_CLIENT_MAX = 20;
export const MSG_RECHERCHE_FACTURE_INVALIDE = "Tapez les premiers chiffres du numéro de facture.";

/**
 * GET /api/facturation/avoirs/factures: the invoices of the chosen client, newest first, whose number
 * starts with what is typed ("Facture corrigée" is picked among them, never typed blind).
 */
export const facturesClientQuerySchema = z.object({
  idClt: identifiantTexte(MSG_AVOIR_CLIENT_OBLIGATOIRE),
  q: texte()
    .trim()
    .regex(/^[Ff]?\d{0,10}$/, MSG_RECHERCHE_FACTURE_INVALIDE)
    .transform((s) => s.replace(/^[Ff]/, ""))
    .default(""),
});
export type FacturesClientQuery = z.output<typeof facturesClientQuerySchema>;

/** How a suggestion reads: "N° F40123 du 31/01/2026 – 1 234,56 € HT" (credit notes correct standard invoices). */
export function libelleFactureCorrigee(f: Pick<FactureCorrigee, "idFact" | "dateFact" | "totalHt">): string {
  return `N° ${identifiantFacture("standard", f.idFact)} du ${formatDate(f.dateFact)} – ${formatEuro(f.totalHt)} HT`;
}

/** What is left to credit on an invoice: its HT total less the credit notes already issued on it. */
export function resteACrediter(f: Pick<FactureCorrigee, "totalHt" | "dejaCredite">): string {
  const reste = sub(f.totalHt, f.dejaCredite);
  return toFixed2(reste.isNegative() ? 0 : reste);
}

/** The invoicing area's refusals (a credit note's corrected invoice). */
export type RefusAvoir = Refus<"FACTURE_INTROUVABLE" | "FACTURE_AUTRE_CLIENT" | "AVOIR_DEPASSE_FACTURE">;

/**
 * A credit note corrects an invoice of ITS client, and all the credit notes on one invoice together
 * give back at most that invoice's HT total. Null when the credit note may be issued.
 */
export function refusAvoir(input: AvoirCreation, facture: FactureCorrigee | null): RefusAvoir | null {
  if (input.idFact === undefined) return null;
  if (!facture) return { code: "FACTURE_INTROUVABLE", message: msgAvoirFactureIntrouvable(input.idFact) };
  if (facture.idBijouterie !== input.idClt) {
    return { code: "FACTURE_AUTRE_CLIENT", message: msgFactureAutreClient(input.idFact) };
  }
  const reste = resteACrediter(facture);
  if (dec(input.totHt).gt(reste)) {
    return { code: "AVOIR_DEPASSE_FACTURE", message: msgAvoirDepasseFacture(input.idFact, reste) };
  }
  return null;
}

/**
 * A global rebate's cited invoices: each one exists and is its client's (`trouvees`: those the
 * database has among `facturesRemise`), and a rebate without a corrected invoice gives back at most
 * what is left to credit on them together. Null when they may be cited.
 */
export function refusFacturesCitees(
  input: Pick<AvoirCreation, "idClt" | "facturesRemise" | "idFact" | "totHt">,
  trouvees: readonly Pick<FactureCorrigee, "idFact" | "idBijouterie" | "totalHt" | "dejaCredite">[],
): RefusAvoir | null {
  let reste = dec(0);
  for (const n of new Set(input.facturesRemise)) {
    const f = trouvees.find((t) => t.idFact === n);
    if (!f) return { code: "FACTURE_INTROUVABLE", message: msgAvoirFactureIntrouvable(n) };
    if (f.idBijouterie !== input.idClt)
      return { code: "FACTURE_AUTRE_CLIENT", message: msgFactureAutreClient(n) };
    reste = reste.plus(resteACrediter(f));
  }
  // A global rebate (no corrected invoice) gives back at most what is left on the invoices it cites.
  if (input.idFact === undefined && input.facturesRemise.length > 0 && dec(input.totHt).gt(reste)) {
    return { code: "AVOIR_DEPASSE_FACTURE", message: msgRemiseDepasseFactures(reste) };
  }
  return null;
}

/**
 * The VAT rate a credit note is issued at, stored on it (avoir.taux_tva) so that a reprint or an
 * export years later gives the same figures: the corrected invoice's rate; without one, the normal
 * rate (the highest rate of the reference table tva, as the accounting screen reads it).
 */
export function tauxTvaAvoir(taux: { facture: string | null; normal: string | null }): string | null {
  const t = taux.facture ?? taux.normal;
  return t === null ? null : toFixed2(t);
}

/** Without an invoice, the tva reference table must give the normal rate. */
export const MSG_AVOIR_TVA_NORMALE_INCONNUE = "Le taux de TVA normal est introuvable (table tva).";

export const AVOIR_SORTS = ["idAvoir", "client", "description", "ref", "totHt", "date"] as const;
export type AvoirSort = (typeof AVOIR_SORTS)[number];

const dateFiltre = z.preprocess(blankToUndefined, dateIso(MSG_AVOIR_DATE_INVALIDE).optional());

/** Liste des Avoirs: by client and date range; the search matches Ref and Description. */
export const avoirsQuerySchema = listQuerySchema(AVOIR_SORTS, "idAvoir").extend({
  idClt: z.preprocess(blankToUndefined, identifiantTexte().optional()),
  du: dateFiltre,
  au: dateFiltre,
});
export type AvoirsQuery = z.output<typeof avoirsQuerySchema>;

export interface LigneAvoir {
  idAvoir: number;
  /** The printed identifier (AV54). */
  numero: string;
  idClt: number;
  /** Nom_agence. */
  client: string;
  description: string;
  ref: string | null;
  totHt: string;
  date: string;
  idFact: number | null;
  /** The identifiers of the invoices it cites (F40123, F40124). */
  factures: string;
}

/** Imprimer: ?ids=12,13 (one PDF, one page per credit note, in the order given). */
export const avoirsPdfQuerySchema = z.object({
  ids: z
    .string({ error: MSG_AVOIRS_A_IMPRIMER })
    .trim()
    .min(1, MSG_AVOIRS_A_IMPRIMER)
    .transform((text, ctx) => {
      const parts = text.split(",").map((p) => p.trim());
      if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
        ctx.addIssue({ code: "custom", message: MSG_AVOIR_NUMERO_INVALIDE });
        return [];
      }
      const ids = [...new Set(parts.map(Number))];
      if (ids.length > IMPRESSION_MAX_AVOIRS) {
        ctx.addIssue({ code: "custom", message: msgTropDAvoirs(IMPRESSION_MAX_AVOIRS) });
      }
      return ids;
    }),
});

/**
 * What a credit note prints of the invoices it cites (standard invoices): "Avoir sur facture n° F40123
 * du 31/01/2026", or each one of a global rebate; null when it cites none.
 */
export function mentionFacturesCitees(citees: readonly { idFact: number; date: string }[]): string | null {
  if (citees.length === 0) return null;
  const liste = citees.map((f) => `${identifiantFacture("standard", f.idFact)} du ${formatDate(f.date)}`);
  return citees.length === 1
    ? `Avoir sur facture n° ${liste[0]}`
    : `Avoir sur factures n° ${liste.join(", ")}`;
}

/**
 * Where a credit note for an invoice is made, prefilled (issue 30.3: a refused invoice offers its
 * credit note): /avoir with the client, and the invoice when it can be cited (standard channel).
 */
export function urlAvoirPourFacture(f: { canal: Canal; numero: number; idClient: number }): string {
  return f.canal === "standard"
    ? `/avoir?client=${f.idClient}&facture=${f.numero}`
    : `/avoir?client=${f.idClient}`;
}

/** The designation a prefilled credit note proposes: "Annulation de la facture N° F185". */
export const designationAvoirPourFacture = (idFact: number): string =>
  `Annulation de la facture N° ${identifiantFacture("standard", idFact)}`;
