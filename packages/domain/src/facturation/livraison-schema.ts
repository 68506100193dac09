import { z } from "zod";
import { identifiant, parseDecimalFr, toFixed2 } from "../shared/index.ts";
import { CANAUX, type Canal } from "./canal.ts";
import { identifiantFacture } from "./identifiant.ts";

/** Invoicing (spec 01 sections 5 and 8): the command Facturer, the invoice print, their French messages. */

/** Spec 01 section 5, word for word. */
export const MSG_CONFIRMER_FACTURES = "Enregistrer les factures ?";
export const MSG_PORT_OBLIGATOIRE = "Le port est obligatoire.";
export const MSG_PORT_INVALIDE = "Le port doit être un nombre supérieur ou égal à 0 (2 décimales au plus).";
export const MSG_OFS_A_FACTURER_OBLIGATOIRES = "Choisissez au moins un OF à facturer.";
export const MSG_OFS_A_FACTURER_INVALIDES = "Liste d'OF à facturer invalide.";
export const MSG_GROUPE_DIFFERENT =
  "Les OF envoyés ne forment pas un seul groupe de facturation (même client, transport, ligne et LABO) : rechargez la liste.";
export const MSG_RESERVATION_CHANGEE =
  "Une réservation de stock a changé pendant la facturation : rien n'a été enregistré, réessayez.";
export const MSG_TVA_INCONNUE = "Aucun taux de TVA n'est défini (table tva) : facturation impossible.";
/** Reverse charge: the buyer pays the VAT, so the invoice names its VAT number (EN 16931 BR-AE-02). */
export const MSG_AUTOLIQUIDATION_SANS_TVA =
  "Autoliquidation : le client facturé n'a pas de numéro de TVA intracommunautaire (fiche client).";
export const MSG_CLIENT_FACTURE_INCONNU = "Le client à facturer n'existe pas : vérifiez les réglages.";
export const MSG_IDS_FACTURES_INVALIDES =
  "Numéros de facture invalides (liste de nombres séparés par des virgules).";
export const MSG_CANAL_INVALIDE = "Canal invalide : standard ou alternatif.";

export const msgOfDejaFacture = (n: number) =>
  `L'OF ${n} est déjà facturé : un OF ne se facture qu'une fois. Rechargez la liste.`;
export const msgOfPasPretAFacturer = (n: number, statut: number) =>
  `L'OF ${n} n'est pas prêt à facturer (statut ${statut}) : rechargez la liste.`;
export const msgReservationsMultiples = (n: number, stocks: readonly number[]) =>
  `Plusieurs pièces de stock sont réservées pour l'OF ${n} (OF ${stocks.join(", ")}) : n'en gardez qu'une.`;
export const msgOfSansPrix = (n: number) => `L'OF ${n} n'a pas de prix : facturation impossible.`;
/** Shown on a group before Facturer: which OFs still need a price (given in Tracer). */
export function msgGroupeSansPrix(numeros: readonly number[]): string {
  return numeros.length === 1
    ? `L'OF ${numeros[0]} n'a pas de prix : donnez-lui un prix (Tracer) avant de facturer.`
    : `Les OF ${numeros.join(", ")} n'ont pas de prix : donnez-leur un prix (Tracer) avant de facturer.`;
}
export const msgFactureIntrouvable = (n: number) => `Facture n° ${n} introuvable.`;

/** The success message: the numbers of the invoices made. */
export function msgFacturesEnregistrees(canal: Canal, numeros: readonly number[]): string {
  const ids = numeros.map((n) => identifiantFacture(canal, n));
  return ids.length === 1
    ? `Facture enregistrée : n° ${ids[0]}`
    : `Factures enregistrées : n° ${ids.join(", ")}`;
}

/** At most this many OFs in one Facturer, and invoices in one print. */
export const FACTURER_MAX_OFS = 500;
export const FACTURES_PDF_MAX = 200;

/** NUMERIC(12,2): ten integer digits at most. */
const PLAFOND = "10000000000";

/** Spec 01 section 5: port is a number, minimum 0 (euros, 2 decimals). Typed "23", "23,50" or a number. */
export const portSchema = z
  .union([z.string(), z.number()], { error: MSG_PORT_OBLIGATOIRE })
  .transform((v, ctx) => {
    const texte = String(v).trim();
    if (texte === "") {
      ctx.addIssue({ code: "custom", message: MSG_PORT_OBLIGATOIRE });
      return z.NEVER;
    }
    const d = parseDecimalFr(texte);
    if (d === null || d.lt(0) || d.decimalPlaces() > 2 || d.gte(PLAFOND)) {
      ctx.addIssue({ code: "custom", message: MSG_PORT_INVALIDE });
      return z.NEVER;
    }
    return toFixed2(d);
  });

const numeroOf = identifiant(MSG_OFS_A_FACTURER_INVALIDES);

/** POST /api/facturation/facturer: the group's OFs as displayed, and its port. */
export const facturerSchema = z.object({
  ofs: z
    .array(numeroOf, { error: MSG_OFS_A_FACTURER_OBLIGATOIRES })
    .min(1, MSG_OFS_A_FACTURER_OBLIGATOIRES)
    .max(FACTURER_MAX_OFS, MSG_OFS_A_FACTURER_INVALIDES)
    .refine((ofs) => new Set(ofs).size === ofs.length, MSG_OFS_A_FACTURER_INVALIDES),
  port: portSchema,
});
export type FacturerInput = z.input<typeof facturerSchema>;
export type FacturerData = z.output<typeof facturerSchema>;

/** What Facturer answers. */
export interface ResultatFacturation {
  canal: Canal;
  numeros: number[];
  message: string;
}

/** GET /api/facturation/factures/pdf?ids=1,2,3&canal=standard|alternatif. */
export const facturesPdfQuerySchema = z.object({
  ids: z
    .string({ error: MSG_IDS_FACTURES_INVALIDES })
    .regex(/^\d{1,9}(,\d{1,9})*$/, MSG_IDS_FACTURES_INVALIDES)
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .pipe(
      z
        .array(z.number().int().positive(MSG_IDS_FACTURES_INVALIDES))
        .min(1, MSG_IDS_FACTURES_INVALIDES)
        .max(FACTURES_PDF_MAX, MSG_IDS_FACTURES_INVALIDES),
    ),
  canal: z.enum(CANAUX, { error: MSG_CANAL_INVALIDE }).default("standard"),
});
