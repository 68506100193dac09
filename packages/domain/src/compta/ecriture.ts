import { type Canal, type CategorieTva, identifiantAvoir, identifiantFacture } from "../facturation/index.ts";
import { toCents } from "../shared/index.ts";
import { texteAscii } from "./ascii.ts";
import { type ComptesTvaParTaux, compteTvaDuTaux } from "./comptes-tva.ts";

/**
 * The sales entries of the accounting exports (Quadra and FEC give the same entries). One entry per
 * document: an invoice debits the client its TTC and credits the sales account of its VAT category
 * (issue 25 point 7: 20 % sales, zero-rated, exempt, reverse charge) its lines, the port account its
 * port, and the VAT account of its rate its VAT; a credit note is the same entry reversed. Amounts
 * come from totauxDocument, so TTC = lines + port + VAT exactly and every entry balances.
 */

export type NatureDocument = "facture" | "avoir";

/** An invoice or a credit note with its totals, as the exports read it. */
export interface DocumentVente {
  nature: NatureDocument;
  /** The channel of an invoice; credit notes are "standard". */
  canal: Canal;
  numero: number;
  /** ISO date of the document. */
  date: string;
  /** ISO due date of an invoice, null when none. */
  echeance: string | null;
  idClient: number;
  nomClient: string;
  /**
   * The entry's number in its journal (FEC EcritureNum), given once when the document was issued and
   * stored (table ecriture_numero): every export of any period shows the same.
   */
  numEcriture: number;
  /** The VAT category the document was issued under (S, Z, E, AE). */
  categorieTva: CategorieTva;
  /** The VAT rate, "20.00". */
  tauxTva: string;
  /** The lines' total (HT without the port), the port, and the document's totals. */
  totalLignes: string;
  port: string;
  totalHt: string;
  tva: string;
  totalTtc: string;
}

/**
 * The accounts of the sales journal (settings journalVentes, compteVentes, compteVentesTauxZero,
 * compteVentesExonerees, compteVentesAutoliquidation, comptePort, compteTvaCollectee, comptesTvaParTaux).
 */
export interface ComptesVentes {
  journal: string;
  /** The sales account of each VAT category. */
  comptesVentes: Record<CategorieTva, string>;
  /** The port invoiced (PCG 7085 "Ports et frais accessoires facturés"). */
  comptePort: string;
  /** The VAT account of a rate the per-rate list does not name. */
  compteTva: string;
  comptesTvaParTaux: ComptesTvaParTaux;
  /** Client account = prefix + client id (411 + 123 -> 41100123). */
  prefixeClient: string;
}

/** Accounts are 8 characters in Quadra. */
const LONGUEUR_COMPTE = 8;
export const JOURNAL_VENTES_LIBELLE = "Journal des ventes";
/** The sales account's label per VAT category. */
const LIBELLE_COMPTE_VENTES: Record<CategorieTva, string> = {
  S: "Ventes",
  Z: "Ventes taux zero",
  E: "Ventes exonerees",
  AE: "Ventes autoliquidation",
};
const LIBELLE_COMPTE_PORT = "Port facture";
const LIBELLE_COMPTE_TVA = "TVA collectee";
export const LIBELLE_COMPTE_CLIENTS = "Clients";

export type Sens = "D" | "C";

export interface LigneEcriture {
  /** The account of the line: the client's own account on the client line. */
  compte: string;
  /** The general ledger account (FEC CompteNum): the collective client account on the client line. */
  compteGeneral: string;
  libelleCompte: string;
  /** The client's account and name on the client line (FEC CompAuxNum / CompAuxLib), else null. */
  auxiliaire: { numero: string; libelle: string } | null;
  sens: Sens;
  /** Positive, in cents. */
  montantCents: number;
  /** The other side of the entry (the client for sales and VAT, sales for the client). */
  contrepartie: string;
  echeance: string | null;
}

export interface Ecriture {
  journal: string;
  /** The journal's name (FEC JournalLib). */
  journalLib: string;
  /** The document's reference, unique over the three series: F10001, FX12, AV7. */
  pieceRef: string;
  /** The document's number in its series. */
  numero: number;
  /** The entry's stored number in its journal (EcritureNum, Quadra's numeric piece number). */
  numEcriture: number;
  date: string;
  /** The piece's own date (FEC PieceDate) when it is not the entry's: a supplier's invoice date. */
  datePiece?: string;
  libelle: string;
  lignes: LigneEcriture[];
}

/** The piece reference: the document's one printed identifier (facturation, issue 25 point 10). */
export function pieceRef(doc: Pick<DocumentVente, "nature" | "canal" | "numero">): string {
  return doc.nature === "avoir" ? identifiantAvoir(doc.numero) : identifiantFacture(doc.canal, doc.numero);
}

export function compteFixe(compte: string): string {
  if (compte === "" || compte.length > LONGUEUR_COMPTE || texteAscii(compte) !== compte) {
    throw new RangeError(`Invalid account: "${compte}"`);
  }
  return compte;
}

/** "411" and client 123 -> "41100123": the prefix, zeros, then the id, on 8 characters. */
export function compteClient(prefixe: string, idClient: number): string {
  const id = String(idClient);
  if (!aUnCompteClient(prefixe, idClient)) {
    throw new RangeError(`Client ${idClient} has no ${LONGUEUR_COMPTE}-character account with "${prefixe}"`);
  }
  return compteFixe(prefixe + id.padStart(LONGUEUR_COMPTE - prefixe.length, "0"));
}

/** A client whose account fits the 8 characters with this prefix (compteClient would not throw). */
function aUnCompteClient(prefixe: string, idClient: number): boolean {
  return (
    Number.isSafeInteger(idClient) &&
    idClient > 0 &&
    prefixe.length + String(idClient).length <= LONGUEUR_COMPTE
  );
}

/** The clients of the documents that have no 8-character account with this prefix, ascending. */
export function clientsSansCompte(
  docs: readonly Pick<DocumentVente, "idClient">[],
  prefixe: string,
): number[] {
  const ids = new Set(docs.map((d) => d.idClient).filter((id) => !aUnCompteClient(prefixe, id)));
  return [...ids].sort((a, b) => a - b);
}

export const msgClientsSansCompte = (ids: readonly number[], prefixe: string) =>
  `${ids.length === 1 ? "Le client" : "Les clients"} n° ${ids.slice(0, 5).join(", ")}${ids.length > 5 ? "..." : ""} ` +
  `${ids.length === 1 ? "n'a" : "n'ont"} pas de compte de ${LONGUEUR_COMPTE} caractères avec le préfixe « ${prefixe} » : ` +
  "export impossible, raccourcissez le préfixe des comptes clients dans les réglages.";

/** The collective client account: the prefix padded with zeros ("411" -> "41100000"). */
export function compteCollectifClients(prefixe: string): string {
  return compteFixe(prefixe.padEnd(LONGUEUR_COMPTE, "0"));
}

function libelleEcriture(doc: Pick<DocumentVente, "nature" | "canal" | "numero" | "nomClient">) {
  return `${doc.nature === "avoir" ? "Avoir" : "Facture"} ${pieceRef(doc)} ${doc.nomClient}`;
}

export const MSG_REGLAGES_COMPTA_INVALIDES =
  "Les réglages de l'export comptable sont invalides (journaux de 2 caractères, comptes de 8 caractères au plus, comptes de TVA par taux « 20=44571200;10=44571100 », SIREN de 9 chiffres) : vérifiez les réglages.";

/** A journal code of 1-2 ASCII characters, an account of 1-8 (a prefix of 1-7). */
export const codeJournalValide = (s: string) => asciiCourt(s, 2);
export const compteValide = (s: string) => asciiCourt(s, LONGUEUR_COMPTE);
const asciiCourt = (s: string, max: number) => s !== "" && s.length <= max && /^[\x21-\x7e]+$/.test(s);

/** Settings an export can be written with: journal of 1-2 ASCII characters, accounts of 1-8, SIREN of 9 digits. */
export function reglagesComptaValides(comptes: ComptesVentes, siren: string): boolean {
  return (
    codeJournalValide(comptes.journal) &&
    Object.values(comptes.comptesVentes).every(compteValide) &&
    compteValide(comptes.comptePort) &&
    compteValide(comptes.compteTva) &&
    [...comptes.comptesTvaParTaux.values()].every(compteValide) &&
    asciiCourt(comptes.prefixeClient, LONGUEUR_COMPTE - 1) &&
    /^\d{9}$/.test(siren.replace(/\s/g, ""))
  );
}

export const inverse = (s: Sens): Sens => (s === "D" ? "C" : "D");

/** An amount of a document in cents, never negative. */
export function montantCents(x: string, ref: string): number {
  const c = toCents(x);
  if (c < 0) throw new RangeError(`Negative amount on ${ref}: ${x}`);
  return c;
}

/** The client line of an entry: the collective account, the client's own as the auxiliary. */
export function ligneClient(
  prefixe: string,
  idClient: number,
  nomClient: string,
  sens: Sens,
  cents: number,
  contrepartie: string,
  echeance: string | null,
): LigneEcriture {
  const client = compteClient(prefixe, idClient);
  return {
    compte: client,
    compteGeneral: compteCollectifClients(prefixe),
    libelleCompte: LIBELLE_COMPTE_CLIENTS,
    auxiliaire: { numero: client, libelle: nomClient },
    sens,
    montantCents: cents,
    contrepartie,
    echeance,
  };
}

/** A general ledger line (no auxiliary account, no due date). */
export function ligneGenerale(
  compte: string,
  libelleCompte: string,
  sens: Sens,
  cents: number,
  contrepartie: string,
): LigneEcriture {
  const c = compteFixe(compte);
  return {
    compte: c,
    compteGeneral: c,
    libelleCompte,
    auxiliaire: null,
    sens,
    montantCents: cents,
    contrepartie,
    echeance: null,
  };
}

/**
 * The entry of one document, or null when every amount is zero (nothing to book). Zero lines are
 * left out (an invoice without VAT has no VAT line, one without port no port line).
 */
export function ecritureDe(doc: DocumentVente, comptes: ComptesVentes): Ecriture | null {
  const ref = pieceRef(doc);
  const client = compteClient(comptes.prefixeClient, doc.idClient);
  const ventes = compteFixe(comptes.comptesVentes[doc.categorieTva]);
  const sensClient: Sens = doc.nature === "facture" ? "D" : "C";
  const sensVentes = inverse(sensClient);
  const ttc = montantCents(doc.totalTtc, ref);
  const lignes: LigneEcriture[] = [
    ligneClient(comptes.prefixeClient, doc.idClient, doc.nomClient, sensClient, ttc, ventes, doc.echeance),
    ligneGenerale(
      ventes,
      LIBELLE_COMPTE_VENTES[doc.categorieTva],
      sensVentes,
      montantCents(doc.totalLignes, ref),
      client,
    ),
    ligneGenerale(comptes.comptePort, LIBELLE_COMPTE_PORT, sensVentes, montantCents(doc.port, ref), client),
    ligneGenerale(
      compteTvaDuTaux(comptes.comptesTvaParTaux, doc.tauxTva, comptes.compteTva),
      LIBELLE_COMPTE_TVA,
      sensVentes,
      montantCents(doc.tva, ref),
      client,
    ),
  ].filter((l) => l.montantCents > 0);
  if (lignes.length === 0) return null;
  if (toCents(doc.totalHt) !== toCents(doc.totalLignes) + toCents(doc.port))
    throw new RangeError(`Entry ${ref} does not balance (HT <> lines + port)`);
  const e: Ecriture = {
    journal: comptes.journal,
    journalLib: JOURNAL_VENTES_LIBELLE,
    pieceRef: ref,
    numero: doc.numero,
    numEcriture: doc.numEcriture,
    date: doc.date,
    libelle: libelleEcriture(doc),
    lignes,
  };
  if (!estEquilibree(e)) throw new RangeError(`Entry ${e.pieceRef} does not balance (TTC <> HT + VAT)`);
  return e;
}

interface TotauxSens {
  debitCents: number;
  creditCents: number;
}

export function totauxSens(lignes: readonly LigneEcriture[]): TotauxSens {
  let debitCents = 0;
  let creditCents = 0;
  for (const l of lignes) {
    if (l.sens === "D") debitCents += l.montantCents;
    else creditCents += l.montantCents;
  }
  return { debitCents, creditCents };
}

/** An entry balances when its debits equal its credits. */
export function estEquilibree(e: Pick<Ecriture, "lignes">): boolean {
  const t = totauxSens(e.lignes);
  return t.debitCents === t.creditCents;
}

/** The entries of the documents, in their order, the all-zero ones left out. */
export function ecrituresDe(docs: readonly DocumentVente[], comptes: ComptesVentes): Ecriture[] {
  return docs.flatMap((d) => {
    const e = ecritureDe(d, comptes);
    return e === null ? [] : [e];
  });
}
