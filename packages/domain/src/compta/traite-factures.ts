import { z } from "zod";
import { type Canal, identifiantFacture, PREFIXE_SERIE } from "../facturation/index.ts";
import { formatDate, formatEuro, identifiantTexte, texte } from "../shared/index.ts";
import type { RefusCompta } from "./refus.ts";

/**
 * The invoices a customer bill settles (issue 25 point 8): given when the bill is created, each an
 * invoice of the bill's client, settled by no other bill. Their client is credited by the bill's
 * remittance; their payment date is then the bill collected, never a second credit (`reglements.ts`).
 */

/** An invoice at most per bill's list; a bill settles a few invoices (a month's, a quarter's). */
export const FACTURES_TRAITE_MAX = 100;
export const MSG_TRAITE_FACTURE_INVALIDE = "Facture réglée invalide.";
export const MSG_TRAITE_TROP_DE_FACTURES = `Une traite règle ${FACTURES_TRAITE_MAX} factures au plus.`;
export const msgTraiteFactureIntrouvable = (canal: Canal, n: number) =>
  `Facture n° ${identifiantFacture(canal, n)} introuvable.`;
export const msgTraiteFactureAutreClient = (canal: Canal, n: number) =>
  `La facture n° ${identifiantFacture(canal, n)} n'est pas une facture du client de la traite.`;
export const msgTraiteFactureDejaReglee = (canal: Canal, n: number, numEffet: number) =>
  `La facture n° ${identifiantFacture(canal, n)} est déjà réglée par l'effet n° ${numEffet}.`;

export interface FactureReglee {
  canal: Canal;
  idFact: number;
}

/** What the database says of a cited invoice: its client, and the bill that already settles it. */
export interface FactureAReglee extends FactureReglee {
  idBijouterie: number;
  /** N° Effet of the bill that already settles it, or null. */
  numEffet: number | null;
}

/** The first reason the bill may not settle these invoices, or null. */
export function refusFacturesTraite(
  idBijouterie: number,
  factures: readonly FactureReglee[],
  trouvees: readonly FactureAReglee[],
): RefusCompta | null {
  for (const f of factures) {
    const t = trouvees.find((x) => x.canal === f.canal && x.idFact === f.idFact);
    if (!t)
      return { code: "TRAITE_FACTURE_INTROUVABLE", message: msgTraiteFactureIntrouvable(f.canal, f.idFact) };
    if (t.idBijouterie !== idBijouterie)
      return { code: "TRAITE_FACTURE_AUTRE_CLIENT", message: msgTraiteFactureAutreClient(f.canal, f.idFact) };
    if (t.numEffet !== null)
      return {
        code: "TRAITE_FACTURE_DEJA_REGLEE",
        message: msgTraiteFactureDejaReglee(f.canal, f.idFact, t.numEffet),
      };
  }
  return null;
}

/** /traite's picker ("Factures réglées"): an invoice of either channel the client's bill may settle. */
export interface FactureATraiter {
  canal: Canal;
  idFact: number;
  dateFact: string;
  /** Lines + port. */
  totalHt: string;
}

/** Suggestions at most per search, newest first. */
export const FACTURES_TRAITE_PROPOSEES = 20;
export const MSG_RECHERCHE_FACTURE_TRAITE = "Tapez le début de l'identifiant de la facture (F… ou FX…).";

/** "N° FX185 du 20/11/2026 – 1 234,56 € HT". */
export const libelleFactureATraiter = (f: FactureATraiter) =>
  `N° ${identifiantFacture(f.canal, f.idFact)} du ${formatDate(f.dateFact)} – ${formatEuro(f.totalHt)} HT`;

const FX = PREFIXE_SERIE.alternatif;
const F = PREFIXE_SERIE.standard;

/**
 * What a search of the picker means: the start of a printed identifier. "FX12" is the alternate
 * channel's numbers starting 12, "F12" the standard channel's, "12" (or nothing) both; case aside.
 */
export function rechercheFactureTraite(saisie: string): { canaux: Canal[]; debut: string } | null {
  const s = saisie.trim().toUpperCase();
  const m = new RegExp(`^(${FX}|${F})?(\\d{0,10})$`).exec(s);
  if (!m) return null;
  const canaux: Canal[] =
    m[1] === FX ? ["alternatif"] : m[1] === F ? ["standard"] : ["standard", "alternatif"];
  // The digits' group always takes part in the match (it may match nothing).
  return { canaux, debut: m[2] as string };
}

/** GET /api/compta/traites/factures?idClt=&q=: the client's invoices no bill settles yet. */
export const facturesATraiterQuerySchema = z.object({
  idClt: identifiantTexte(),
  q: texte()
    .default("")
    .transform((q, ctx) => {
      const r = rechercheFactureTraite(q);
      if (r !== null) return r;
      ctx.addIssue({ code: "custom", message: MSG_RECHERCHE_FACTURE_TRAITE });
      return z.NEVER;
    }),
});
export type FacturesATraiterQuery = z.output<typeof facturesATraiterQuerySchema>;
