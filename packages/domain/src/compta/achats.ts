import type { FamilleAchat } from "../achats/index.ts";
import { toCents } from "../shared/index.ts";
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
 */

export const JOURNAL_ACHATS_LIBELLE = "Journal des achats";
const LIBELLE_COMPTE_ACHATS: Record<FamilleAchat, string> = {
  metal: "Achats metaux precieux",
  pierres: "Achats pierres",
  autre: "Achats prestations de services",
};
const LIBELLE_COMPTE_TVA_DEDUCTIBLE = "TVA deductible sur ABS";
export const LIBELLE_COMPTE_FOURNISSEURS = "Fournisseurs";
/** UNTDID 1001: 381 credit note. */
const TYPE_AVOIR = "381";

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
}

/** Settings journalAchats, compteAchatsMetal, compteAchatsPierres, compteAchatsServices, compteTvaDeductible, compteFournisseurPrefixe. */
export interface ComptesAchats {
  journal: string;
  comptesAchats: Record<FamilleAchat, string>;
  compteTvaDeductible: string;
  prefixeFournisseur: string;
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
