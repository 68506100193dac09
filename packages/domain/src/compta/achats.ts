import type { FamilleAchat, StatutAchat } from "../achats/index.ts";
import { div, mul, roundHalfUp, sum, toCents } from "../shared/index.ts";
import { compteFixe, type Ecriture, type LigneEcriture, ligneGenerale, type Sens } from "./ecriture.ts";

/**
 * The purchases journal (issue 30 point 4): each supplier invoice received through the platform and
 * approved (205) is one entry, numbered once in the journal 'achats' when the approval is recorded
 * (table ecriture_numero, migration 0039). Accounts by the Plan comptable général:
 *  - the purchase, its HT, debited to class 60 by what was bought: precious metal and stones are raw
 *    materials the workshop turns into jewels (601 "Achats stockés – matières premières", sub-accounts
 *    6011 metal and 6012 stones so that the accountant sees both), the other invoices services bought
 *    for the production (604 "Achats d'études et prestations de services"; settings, to be moved by
 *    the accountant to 61/62 for overheads);
 *  - its VAT debited to 44566 "TVA déductible sur autres biens et services" (not 44562, fixed assets);
 *  - the supplier credited its TTC on 401 "Fournisseurs", its own account 401 + its id in Écrin as
 *    the auxiliary (40100012), or the collective account alone when the seller is not a known supplier.
 * A supplier's credit note (BT-3 = 381) is the same entry reversed. The entry is dated on the day of
 * its approval (the day it enters the books, so an exported period never gains entries afterwards);
 * the invoice's own date is the FEC's PieceDate.
 *
 * Reverse-charge gold (CGI art. 283-2 sexies: gold as raw material or semi-finished product of 325
 * thousandths or more, investment gold taxed by option): the supplier invoices its lines in VAT category
 * AE at 0 % and the buyer owes the VAT. Écrin self-assesses it at the normal rate (CGI art. 278, 20 %)
 * on the AE lines' HT, in the same entry: debited to deductible VAT (44566, setting
 * compteTvaDeductibleAutoliquidation) and credited to VAT due (PCG 4452 "TVA due intracommunautaire",
 * setting compteTvaDueAutoliquidation, the account kept for VAT the office owes as buyer, apart from
 * 44571 on its own sales): net zero for a buyer that deducts in full, both amounts on the VAT return.
 */

export const JOURNAL_ACHATS_LIBELLE = "Journal des achats";
const LIBELLE_COMPTE_ACHATS: Record<FamilleAchat, string> = {
  metal: "Achats metaux precieux",
  pierres: "Achats pierres",
  autre: "Achats prestations de services",
};
const LIBELLE_COMPTE_TVA_DEDUCTIBLE = "TVA deductible sur ABS";
export const LIBELLE_COMPTE_FOURNISSEURS = "Fournisseurs";
const LIBELLE_COMPTE_TVA_DUE_AUTOLIQUIDATION = "TVA due autoliquidation";
/** UNTDID 1001: 381 credit note. */
const TYPE_AVOIR = "381";
/** UNTDID 5305: the VAT category of a reverse-charge line (BT-151). */
export const CATEGORIE_AUTOLIQUIDATION = "AE";
/** The normal rate (CGI art. 278) the buyer self-assesses reverse-charge gold at, in percent. */
export const TAUX_TVA_AUTOLIQUIDATION = "20";

/**
 * The decisions that enter the purchases journal, read with an accountant's eyes. Approved (205): the
 * invoice. Partly approved (206): the invoice too, at its full amounts, not the part approved. The
 * invoice is the piece the entry must match (an entry at another amount would match no document), its
 * VAT is the VAT deductible until the supplier's credit note reduces it (CGI art. 271 and 272), and the
 * part not approved leaves the books through that credit note (381, booked reversed) or is paid once
 * the dispute is settled; meanwhile it stays owed on the supplier's account, where the office sees it.
 * The 206 message carries no approved amount either (XP Z12-012: a reason code and a comment).
 * Received, disputed (207, not decided yet) and refused (210, the invoice is not accepted) are not booked.
 */
export const STATUTS_ACHAT_COMPTABILISES = [
  "approuvee",
  "approuvee_partiellement",
] as const satisfies readonly StatutAchat[];

export const estComptabilisee = (statut: StatutAchat): boolean =>
  (STATUTS_ACHAT_COMPTABILISES as readonly StatutAchat[]).includes(statut);

/** A received invoice's line as the journal reads it: its VAT category (BT-151) and HT (BT-131). */
export interface LigneTvaAchat {
  categorieTva: string | null;
  montantHt: string | null;
}

/**
 * The VAT the buyer self-assesses: the AE lines' HT at the normal rate, rounded half up to the cent
 * (negative on a credit note's negative lines as they come; the entry turns it over).
 */
export function tvaAutoliquidee(lignes: readonly LigneTvaAchat[]): { base: string; tva: string } {
  const base = sum(
    lignes.filter((l) => l.categorieTva === CATEGORIE_AUTOLIQUIDATION).map((l) => l.montantHt ?? "0"),
  );
  const tva = roundHalfUp(div(mul(base, TAUX_TVA_AUTOLIQUIDATION), 100));
  return { base: base.toFixed(2), tva: tva.toFixed(2) };
}

/** An approved supplier invoice, as the purchases journal reads it. */
export interface FactureAchat {
  /** Écrin's id of the received invoice: its piece reference FF{id}. */
  id: number;
  /** BT-1, the supplier's number. */
  numero: string | null;
  /** BT-3. */
  typeCode: string | null;
  /** ISO day of the approval: the entry's date. */
  date: string;
  /** BT-2, ISO. */
  datePiece: string | null;
  /** BT-9, ISO. */
  echeance: string | null;
  numEcriture: number;
  /** The supplier's record in Écrin, null when the seller matched none. */
  idFour: number | null;
  fournisseur: string;
  famille: FamilleAchat;
  /** BT-109, BT-110, BT-112. */
  ht: string;
  tva: string;
  ttc: string;
  /** Its lines' VAT categories and HT: the reverse-charge (AE) ones are self-assessed. */
  lignes: readonly LigneTvaAchat[];
}

/**
 * Settings journalAchats, compteAchatsMetal, compteAchatsPierres, compteAchatsServices, compteTvaDeductible,
 * compteFournisseurPrefixe, compteTvaDeductibleAutoliquidation, compteTvaDueAutoliquidation.
 */
export interface ComptesAchats {
  journal: string;
  comptesAchats: Record<FamilleAchat, string>;
  compteTvaDeductible: string;
  prefixeFournisseur: string;
  compteTvaDeductibleAutoliquidation: string;
  compteTvaDueAutoliquidation: string;
}

const LONGUEUR_COMPTE = 8;

/** "FF" and the received invoice's id: unique, and within Quadra's 8-character piece number. */
export const pieceRefAchat = (id: number) => `FF${id}`;

/** The supplier's own account: prefix, zeros, id on 8 characters (401 + 12 -> 40100012), or null when it cannot fit. */
export function compteFournisseur(prefixe: string, idFour: number | null): string | null {
  if (idFour === null || !Number.isSafeInteger(idFour) || idFour <= 0) return null;
  const id = String(idFour);
  if (prefixe.length + id.length > LONGUEUR_COMPTE) return null;
  return compteFixe(prefixe + id.padStart(LONGUEUR_COMPTE - prefixe.length, "0"));
}

/** The collective supplier account: the prefix padded with zeros ("401" -> "40100000"). */
export const compteCollectifFournisseurs = (prefixe: string) =>
  compteFixe(prefixe.padEnd(LONGUEUR_COMPTE, "0"));

/** A line of the given amount in cents, in the given direction, turned over when the amount is negative. */
function signee(l: Omit<LigneEcriture, "sens" | "montantCents">, sens: Sens, cents: number): LigneEcriture {
  const inverse: Sens = sens === "D" ? "C" : "D";
  return { ...l, sens: cents < 0 ? inverse : sens, montantCents: Math.abs(cents) };
}

/** The entry of an approved invoice, or null when every amount is zero. */
export function ecritureAchat(f: FactureAchat, comptes: ComptesAchats): Ecriture | null {
  const piece = pieceRefAchat(f.id);
  const achats = compteFixe(comptes.comptesAchats[f.famille]);
  const collectif = compteCollectifFournisseurs(comptes.prefixeFournisseur);
  const propre = compteFournisseur(comptes.prefixeFournisseur, f.idFour);
  const fournisseur = propre ?? collectif;
  const charge: Sens = f.typeCode === TYPE_AVOIR ? "C" : "D";
  const dette: Sens = charge === "D" ? "C" : "D";
  const ht = toCents(f.ht);
  const tva = toCents(f.tva);
  const ttc = toCents(f.ttc);
  const autoliquidee = toCents(tvaAutoliquidee(f.lignes).tva);
  // Debits HT + VAT, credit TTC, each turned over alike when negative: the entry balances exactly when this holds.
  if (ttc !== ht + tva) throw new RangeError(`Entry ${piece} does not balance (TTC <> HT + VAT)`);
  const lignes: LigneEcriture[] = [
    signee(
      {
        compte: fournisseur,
        compteGeneral: collectif,
        libelleCompte: LIBELLE_COMPTE_FOURNISSEURS,
        auxiliaire: propre === null ? null : { numero: propre, libelle: f.fournisseur },
        contrepartie: achats,
        echeance: f.echeance,
      },
      dette,
      ttc,
    ),
    signee(ligneGenerale(achats, LIBELLE_COMPTE_ACHATS[f.famille], charge, 0, fournisseur), charge, ht),
    signee(
      ligneGenerale(comptes.compteTvaDeductible, LIBELLE_COMPTE_TVA_DEDUCTIBLE, charge, 0, fournisseur),
      charge,
      tva,
    ),
    // Self-assessed VAT on reverse-charge lines: deductible against due, net zero.
    signee(
      ligneGenerale(
        comptes.compteTvaDeductibleAutoliquidation,
        LIBELLE_COMPTE_TVA_DEDUCTIBLE,
        charge,
        0,
        comptes.compteTvaDueAutoliquidation,
      ),
      charge,
      autoliquidee,
    ),
    signee(
      ligneGenerale(
        comptes.compteTvaDueAutoliquidation,
        LIBELLE_COMPTE_TVA_DUE_AUTOLIQUIDATION,
        dette,
        0,
        comptes.compteTvaDeductibleAutoliquidation,
      ),
      dette,
      autoliquidee,
    ),
  ].filter((l) => l.montantCents > 0);
  if (lignes.length === 0) return null;
  const e: Ecriture = {
    journal: comptes.journal,
    journalLib: JOURNAL_ACHATS_LIBELLE,
    pieceRef: piece,
    datePiece: f.datePiece ?? f.date,
    numero: f.id,
    numEcriture: f.numEcriture,
    date: f.date,
    libelle: `${f.typeCode === TYPE_AVOIR ? "Avoir" : "Facture"} ${f.numero ?? piece} ${f.fournisseur}`,
    lignes,
  };
  return e;
}

/** The entries of the approved invoices, in their order, the all-zero ones left out. */
export function ecrituresAchats(fs: readonly FactureAchat[], comptes: ComptesAchats): Ecriture[] {
  return fs.flatMap((f) => {
    const e = ecritureAchat(f, comptes);
    return e === null ? [] : [e];
  });
}
