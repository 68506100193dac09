import { z } from "zod";
import { ribDepuisIban, toCents } from "../shared/index.ts";
import { alphaFixe, dateJJMMAA, numeriqueFixe, texteAscii } from "./ascii.ts";

/**
 * The CFONB 160 "LCR/BOR remise informatisée" file (issue 18 point 4): the customer bills handed to
 * the bank for collection ("remise à l'encaissement", code opération 60). Records of exactly 160
 * characters separated by CR LF: one header "03", one "06" per instalment (each instalment is its own
 * LCR: its amount and due date), the total "08". Text is upper-case ASCII (accents dropped),
 * alphanumeric fields left-aligned and space-padded, numeric ones right-aligned and zero-padded.
 *
 * | Pos.    | Len | 03 header                       | 06 detail (one LCR)            | 08 total            |
 * |---------|-----|---------------------------------|--------------------------------|---------------------|
 * | 1-2     | 2   | "03"                            | "06"                           | "08"                |
 * | 3-4     | 2   | "60" (code opération)           | "60"                           | "60"                |
 * | 5-12    | 8   | record number "00000001"        | record number                  | record number       |
 * | 13-18   | 6   | numéro d'émetteur (000000)      | 13-20 blank (8)                | 13-102 blank        |
 * | 19-24   | 6   | blank                           |                                |                     |
 * | 25-30   | 6   | date de remise JJMMAA           | 21-30 référence tiré (10)      |                     |
 * | 31-54   | 24  | raison sociale du cédant        | nom du tiré                    |                     |
 * | 55-78   | 24  | domiciliation du cédant         | domiciliation du tiré (banque) |                     |
 * | 79      | 1   | code entrée "3" (encaissement)  | code acceptation "0"           |                     |
 * | 80      | 1   | code Dailly (blank)             | 80-81 blank (2)                |                     |
 * | 81      | 1   | code monnaie "E"                |                                |                     |
 * | 82-86   | 5   | code banque du cédant           | code banque du tiré            |                     |
 * | 87-91   | 5   | code guichet du cédant          | code guichet du tiré           |                     |
 * | 92-102  | 11  | numéro de compte du cédant      | numéro de compte du tiré       |                     |
 * | 103-114 | 12  | 103-118 blank (16)              | montant en centimes            | total en centimes   |
 * | 115-118 | 4   |                                 | blank                          | 115-160 blank       |
 * | 119-124 | 6   | date de valeur (blank)          | date d'échéance JJMMAA         |                     |
 * | 125-130 | 6   | 125-134 blank (10)              | date de création JJMMAA        |                     |
 * | 131-134 | 4   |                                 | blank                          |                     |
 * | 135-149 | 15  | SIREN (blank)                   | 135-150 blank (16)             |                     |
 * | 150-160 | 11  | référence de la remise          | 151-160 référence tireur (10)  |                     |
 *
 * Here the référence tiré is the bill's number as printed ("1500", "1500-2"), the référence tireur
 * the client's number (the drawer's reference for its drawee, the "Réf. tiré" box of the paper form).
 */

export const LONGUEUR_CFONB = 160;
export const FIN_ENREGISTREMENT_CFONB = "\r\n";

/** The seller (cédant, drawer): its name, bank name (domiciliation) and French IBAN. */
export interface CedantLcr {
  nom: string;
  banque: string;
  iban: string;
  /** Numéro national d'émetteur given by the bank, 6 digits; zeros when the bank asks none. */
  numeroEmetteur?: string;
}

/** Setting lcrNumeroEmetteur: empty (zeros in the file) or the 6 digits the bank gave. */
export const numeroEmetteurValide = (n: string) => /^(\d{6})?$/.test(n.trim());

/** One LCR: one instalment of a customer bill. */
export interface EffetLcr {
  /** As printed: "1500", or "1500-2". */
  reference: string;
  tire: string;
  /** The drawee's bank (domiciliation). */
  banque: string;
  /** The drawee's French IBAN (compact). */
  iban: string;
  /** Decimal string, euros ("1234.56"). */
  montant: string;
  echeance: string;
  dateCreation: string;
  /** The drawer's reference for the drawee (its client number). */
  referenceTireur: string;
}

/**
 * The CFONB character set (the banks' "jeu de caractères" of the 160-character files): upper-case
 * letters, digits, space and . , - ' / ( ) + : ?. Text is folded to ASCII, upper-cased, `&` spelt "ET",
 * every other sign (" * _ @ # ; = ! ...) becomes a space, runs of spaces one.
 */
const HORS_JEU_CFONB = /[^A-Z0-9 .,\-'/()+:?]/g;
export function texteCfonb(texte: string): string {
  return texteAscii(texte)
    .toUpperCase()
    .replaceAll("&", " ET ")
    .replace(HORS_JEU_CFONB, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

const alpha = (texte: string, longueur: number) => alphaFixe(texteCfonb(texte), longueur);
const blancs = (n: number) => " ".repeat(n);

function rib(iban: string) {
  const r = ribDepuisIban(iban);
  if (!r) throw new RangeError(`Not a French IBAN: "${iban}"`);
  return r.codeBanque + r.codeGuichet + r.numCompte;
}

function enregistrement(champs: string[]): string {
  const ligne = champs.join("");
  if (ligne.length !== LONGUEUR_CFONB) throw new RangeError(`CFONB record of ${ligne.length} characters`);
  return ligne;
}

/**
 * The remittance file of `dateRemise` (ISO date): 03, one 06 per LCR, 08, each followed by CR LF.
 * Throws (RangeError) on a non-French IBAN or an amount that does not fit: the caller checks first.
 */
export function fichierCfonbLcr(
  cedant: CedantLcr,
  dateRemise: string,
  effets: readonly EffetLcr[],
  referenceRemise = `LCR${dateRemise.replaceAll("-", "")}`,
): string {
  if (!numeroEmetteurValide(cedant.numeroEmetteur ?? ""))
    throw new RangeError(`Numéro d'émetteur "${cedant.numeroEmetteur}" is not 6 digits`);
  const lignes: string[] = [
    enregistrement([
      "03",
      "60",
      numeriqueFixe(1, 8),
      numeriqueFixe(Number((cedant.numeroEmetteur ?? "").trim() || "0"), 6),
      blancs(6),
      dateJJMMAA(dateRemise),
      alpha(cedant.nom, 24),
      alpha(cedant.banque, 24),
      "3",
      " ",
      "E",
      rib(cedant.iban),
      blancs(16),
      blancs(6),
      blancs(10),
      blancs(15),
      alpha(referenceRemise, 11),
    ]),
  ];
  let total = 0;
  effets.forEach((e, i) => {
    const cents = toCents(e.montant);
    total += cents;
    lignes.push(
      enregistrement([
        "06",
        "60",
        numeriqueFixe(i + 2, 8),
        blancs(8),
        alpha(e.reference, 10),
        alpha(e.tire, 24),
        alpha(e.banque, 24),
        "0",
        blancs(2),
        rib(e.iban),
        numeriqueFixe(cents, 12),
        blancs(4),
        dateJJMMAA(e.echeance),
        dateJJMMAA(e.dateCreation),
        blancs(4),
        blancs(16),
        alpha(e.referenceTireur, 10),
      ]),
    );
  });
  lignes.push(
    enregistrement([
      "08",
      "60",
      numeriqueFixe(effets.length + 2, 8),
      blancs(90),
      numeriqueFixe(total, 12),
      blancs(46),
    ]),
  );
  return lignes.map((l) => l + FIN_ENREGISTREMENT_CFONB).join("");
}

export const MSG_LCR_DOMICILIATION =
  "La domiciliation bancaire du vendeur (réglage lcrDomiciliation) est vide : le fichier LCR ne peut pas être créé.";
export const MSG_LCR_AUCUNE_TRAITE = "Aucune traite client à cette date de création.";
export const MSG_LCR_NUMERO_EMETTEUR =
  "Le numéro national d'émetteur (réglage lcrNumeroEmetteur) doit avoir 6 chiffres : le fichier LCR ne peut pas être créé.";
export const MSG_LCR_DATE_REMISE = "Date de remise invalide (aaaa-mm-jj attendu).";
export const MSG_LCR_SELECTION = "Sélection de traites invalide : des numéros séparés par des virgules.";
export const MSG_LCR_SELECTION_VIDE = "Choisissez au moins une traite pour le fichier LCR.";
/** A bill chosen for the file that is not one of the bills created on the remittance date. */
export const msgLcrTraitesHorsRemise = (ids: readonly number[]) =>
  `Traite${ids.length > 1 ? "s" : ""} absente${ids.length > 1 ? "s" : ""} de cette date de création : ${ids.join(", ")}.`;

/** The bills of a remittance date (the selection dialog) and the file: its date, and the bills chosen. */
export const remiseLcrQuerySchema = z.object({
  date: z.iso.date({ error: MSG_LCR_DATE_REMISE }),
  /** The bills (id_traite) chosen among that day's; absent: all of them. */
  ids: z
    .string({ error: MSG_LCR_SELECTION })
    .regex(/^\d{1,9}(,\d{1,9})*$/, MSG_LCR_SELECTION)
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .optional(),
});
export type RemiseLcrQuery = z.output<typeof remiseLcrQuerySchema>;

/** A bill of a remittance date, as the selection dialog lists it. */
export interface TraiteDeRemise {
  idTraite: number;
  numEffet: number;
  nbDecoupe: number;
  client: string;
  totalTtc: string;
  dateEcheance: string;
  /** The remittance it already went in, null when none. */
  remise: number | null;
}
export const MSG_LCR_IBAN_VENDEUR =
  "L'IBAN du vendeur (réglages) n'est pas un IBAN français valide : le fichier LCR ne peut pas être créé.";
/** The bill's client has no French IBAN: LCR go only to French accounts. */
export const msgLcrClientSansIban = (clients: readonly string[]) =>
  `Pas d'IBAN français valide pour le client : ${clients.join(", ")}. Complétez sa fiche avant de créer le fichier LCR.`;
