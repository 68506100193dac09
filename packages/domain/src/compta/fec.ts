import { fromCents } from "../shared/index.ts";
import { dateAAAAMMJJ, texteAscii } from "./ascii.ts";
import type { Ecriture, LigneEcriture } from "./ecriture.ts";
import { FIN_DE_LIGNE } from "./quadra.ts";

/**
 * The Fichier des Écritures Comptables (art. L47 A and A47 A-1 of the Livre des procédures fiscales):
 * a flat file of the 18 columns below, separated by '|', one line per entry line, dates AAAAMMJJ,
 * amounts with a decimal comma and no thousands separator, ASCII text, CRLF. The same entries as the
 * Quadra file: every journal Écrin is the source of (sales and credit notes, customer payments, approved
 * supplier invoices; the
 * accountant merges it with the rest of the books). EcritureNum is the entry's number in its journal, given once when the document was
 * issued and stored (so two exports of a period, or of overlapping periods, agree); the document's
 * reference (F10001, FX12, AV7) is PieceRef; the document's date is its validation date (an issued
 * invoice is final); a supplier's invoice is dated on its approval, its own date being PieceDate.
 */
export const FEC_COLONNES = [
  "JournalCode",
  "JournalLib",
  "EcritureNum",
  "EcritureDate",
  "CompteNum",
  "CompteLib",
  "CompAuxNum",
  "CompAuxLib",
  "PieceRef",
  "PieceDate",
  "EcritureLib",
  "Debit",
  "Credit",
  "EcritureLet",
  "DateLet",
  "ValidDate",
  "Montantdevise",
  "Idevise",
] as const;

const FEC_SEPARATEUR = "|";
export const FEC_ENTETE = FEC_COLONNES.join(FEC_SEPARATEUR);

/** 123456 cents -> "1234,56" (decimal comma, no thousands separator). */
export function montantFec(cents: number): string {
  return fromCents(cents).replace(".", ",");
}

/** Text of a zone: ASCII, and never the separator. */
const zone = (texte: string) => texteAscii(texte).replaceAll(FEC_SEPARATEUR, " ").trim();

/** One FEC line of an entry line. */
function ligneFec(e: Ecriture, l: LigneEcriture): string {
  const date = dateAAAAMMJJ(e.date);
  const debit = l.sens === "D" ? l.montantCents : 0;
  const credit = l.sens === "C" ? l.montantCents : 0;
  return [
    zone(e.journal),
    zone(e.journalLib),
    String(e.numEcriture),
    date,
    zone(l.compteGeneral),
    zone(l.libelleCompte),
    l.auxiliaire === null ? "" : zone(l.auxiliaire.numero),
    l.auxiliaire === null ? "" : zone(l.auxiliaire.libelle),
    zone(e.pieceRef),
    e.datePiece === undefined ? date : dateAAAAMMJJ(e.datePiece),
    zone(e.libelle),
    montantFec(debit),
    montantFec(credit),
    "",
    "",
    date,
    "",
    "",
  ].join(FEC_SEPARATEUR);
}

/** The whole file: the header, then one line per entry line, each ended by CRLF. */
export function fichierFec(ecritures: readonly Ecriture[]): string {
  const lignes = [FEC_ENTETE, ...ecritures.flatMap((e) => e.lignes.map((l) => ligneFec(e, l)))];
  return lignes.map((l) => l + FIN_DE_LIGNE).join("");
}

/** {SIREN}FEC{AAAAMMJJ}.txt, the date being the end of the period (of the fiscal year for a full FEC). */
export function nomFichierFec(siren: string, fin: string): string {
  const s = siren.replace(/\s/g, "");
  if (!/^\d{9}$/.test(s)) throw new RangeError(`Invalid SIREN: "${siren}"`);
  return `${s}FEC${dateAAAAMMJJ(fin)}.txt`;
}
