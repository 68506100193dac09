import { alphaFixe, dateAAAAMMJJ, dateJJMMAA, numeriqueFixe, texteAscii } from "./ascii.ts";
import type { Ecriture, LigneEcriture } from "./ecriture.ts";

/**
 * The QuadraCOMPTA ASCII import file: one fixed-width "M" record (écriture) per entry line, pure
 * ASCII, CRLF. Positions (1-based) of the M record as the Quadra ASCII format lays them out:
 *
 *   1  1  type "M"                    56  8  compte de contrepartie
 *   2  8  numéro de compte            64  6  date d'échéance JJMMAA
 *  10  2  code journal                70  2  code lettrage
 *  12  3  folio "000"                 72  3  code statistique
 *  15  6  date JJMMAA                 75  5  n° de pièce (numeric)
 *  21  1  code libellé                80 10  code affaire
 *  22 20  libellé libre               90 10  quantité
 *  42  1  sens D/C                   100  8  numéro de pièce (alphanumeric)
 *  43 13  montant en centimes signé  108  3  code devise
 *         ("+" and 12 digits)        111  3  code journal (3 characters)
 *                                    114  3  flag, method and code of VAT
 *                                    117 30  libellé écriture
 *
 * The record stops after the 30-character label: 146 characters. Blank fields are spaces.
 *
 * The numeric piece number (75, 5 digits) is the entry's stored number in its journal (the FEC's
 * EcritureNum): unique in the journal, where the documents' own numbers collide between series (F12,
 * FX12 and AV12). The alphanumeric piece number
 * (100, 8 characters) is the document's reference (F12, FX12, AV12).
 */
export const LONGUEUR_ENREGISTREMENT_QUADRA = 146;
export const FIN_DE_LIGNE = "\r\n";
const DEVISE = "EUR";
/** Largest amount of the 12 digits: 9 999 999 999,99 €. */
const MONTANT_MAX_CENTS = 999_999_999_999;

/** "+000000012345" for 123,45 € (the direction is in the sens field; amounts are positive). */
export function montantQuadra(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > MONTANT_MAX_CENTS) {
    throw new RangeError(`Amount out of the Quadra range: ${cents}`);
  }
  return `+${numeriqueFixe(cents, 12)}`;
}

/** The numeric piece number has 5 digits. */
const ECRITURES_QUADRA_MAX = 99_999;

export const MSG_TROP_D_ECRITURES_QUADRA =
  "Des écritures de la période portent un numéro au-delà de 99 999 : le fichier Quadra (numéro de pièce de 5 chiffres) ne peut les porter, exportez le FEC.";

/** Whether every entry's number fits Quadra's 5-digit piece number. */
export function numerotableQuadra(ecritures: readonly Pick<Ecriture, "numEcriture">[]): boolean {
  return ecritures.every((e) => e.numEcriture <= ECRITURES_QUADRA_MAX);
}

/** One M record of an entry line; its numeric piece number is the entry's stored number. */
export function enregistrementQuadra(e: Ecriture, l: LigneEcriture): string {
  if (e.journal === "" || e.journal.length > 2 || texteAscii(e.journal) !== e.journal)
    throw new RangeError(`Quadra journal codes have 2 characters: "${e.journal}"`);
  const libelle = texteAscii(e.libelle);
  const record = [
    "M",
    alphaFixe(l.compte, 8),
    alphaFixe(e.journal, 2),
    "000",
    dateJJMMAA(e.date),
    " ",
    alphaFixe(libelle, 20),
    l.sens,
    montantQuadra(l.montantCents),
    alphaFixe(l.contrepartie, 8),
    l.echeance === null ? alphaFixe("", 6) : dateJJMMAA(l.echeance),
    alphaFixe("", 2),
    alphaFixe("", 3),
    numeriqueFixe(e.numEcriture, 5),
    alphaFixe("", 10),
    alphaFixe("", 10),
    alphaFixe(e.pieceRef, 8),
    DEVISE,
    alphaFixe(e.journal, 3),
    alphaFixe("", 3),
    alphaFixe(libelle, 30),
  ].join("");
  if (record.length !== LONGUEUR_ENREGISTREMENT_QUADRA) {
    throw new RangeError(`Quadra record of ${record.length} characters: ${record}`);
  }
  return record;
}

/** The whole file: the records of every entry, each line ended by CRLF. */
export function fichierQuadra(ecritures: readonly Ecriture[]): string {
  return ecritures.flatMap((e) => e.lignes.map((l) => enregistrementQuadra(e, l) + FIN_DE_LIGNE)).join("");
}

/** quadra-VT-20250101-20250131.txt */
export function nomFichierQuadra(journal: string, debut: string, fin: string): string {
  return `quadra-${texteAscii(journal)}-${dateAAAAMMJJ(debut)}-${dateAAAAMMJJ(fin)}.txt`;
}
