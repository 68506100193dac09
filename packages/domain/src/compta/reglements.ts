import type { Canal } from "../facturation/index.ts";
import {
  compteFixe,
  type Ecriture,
  estEquilibree,
  type LigneEcriture,
  ligneClient,
  ligneGenerale,
  montantCents,
  pieceRef,
} from "./ecriture.ts";
import { referenceRemiseLcr } from "./remise-lcr.ts";

/**
 * The payments journal (issue 25 point 8): the customer payments Écrin records, one entry each,
 * numbered once in the journal 'reglements' when recorded (table ecriture_numero, migration 0022):
 *  - an invoice's payment (its date_paiement): the bank debited the invoice's TTC, the client credited;
 *  - a remittance of bills of exchange to the bank (remise_lcr): "effets à l'encaissement" debited the
 *    remittance's total, each bill's client credited its amount;
 *  - the payment of an invoice settled by a bill of exchange (traite_facture, migration 0036): the client
 *    was credited once, by the bill's remittance; the payment date is the bill collected, the bank
 *    debited against "effets à l'encaissement", the client untouched (each settlement written once).
 */

export const JOURNAL_REGLEMENTS_LIBELLE = "Journal des reglements";
const LIBELLE_COMPTE_BANQUE = "Banque";
const LIBELLE_COMPTE_EFFETS = "Effets a l'encaissement";

/** The accounts of the payments journal (settings journalReglements, compteBanque, compteEffetsEncaissement). */
export interface ComptesReglements {
  journal: string;
  compteBanque: string;
  compteEffets: string;
  prefixeClient: string;
}

/** A bill of a remittance: its client and its amount. */
export interface EffetRemis {
  idClient: number;
  nomClient: string;
  montant: string;
}

export type Reglement =
  | {
      nature: "paiement";
      /** The invoice paid. */
      canal: Canal;
      numero: number;
      /** ISO payment date. */
      date: string;
      numEcriture: number;
      idClient: number;
      nomClient: string;
      montant: string;
      /** Settled by a bill of exchange: the bill's remittance credited the client, not this payment. */
      parEffet?: boolean;
    }
  | {
      nature: "remise";
      /** The remittance's number. */
      numero: number;
      date: string;
      numEcriture: number;
      effets: readonly EffetRemis[];
    };

/** The collection of a bill that settled an invoice: the bank debited, the bills at the bank credited. */
function encaissementEffet(
  r: Extract<Reglement, { nature: "paiement" }>,
  comptes: ComptesReglements,
): Ecriture | null {
  const piece = pieceRef({ nature: "facture", canal: r.canal, numero: r.numero });
  const banque = compteFixe(comptes.compteBanque);
  const effets = compteFixe(comptes.compteEffets);
  const cents = montantCents(r.montant, piece);
  if (cents <= 0) return null;
  const e: Ecriture = {
    journal: comptes.journal,
    journalLib: JOURNAL_REGLEMENTS_LIBELLE,
    pieceRef: piece,
    numero: r.numero,
    numEcriture: r.numEcriture,
    date: r.date,
    libelle: `Encaissement LCR ${piece} ${r.nomClient}`,
    lignes: [
      ligneGenerale(banque, LIBELLE_COMPTE_BANQUE, "D", cents, effets),
      ligneGenerale(effets, LIBELLE_COMPTE_EFFETS, "C", cents, banque),
    ],
  };
  if (!estEquilibree(e)) throw new RangeError(`Entry ${piece} does not balance`);
  return e;
}

/** The entry of a payment, or null when its amount is zero. */
export function ecritureReglement(r: Reglement, comptes: ComptesReglements): Ecriture | null {
  if (r.nature === "paiement" && r.parEffet === true) return encaissementEffet(r, comptes);
  const piece =
    r.nature === "paiement"
      ? pieceRef({ nature: "facture", canal: r.canal, numero: r.numero })
      : referenceRemiseLcr(r.numero);
  const tresorerie = compteFixe(r.nature === "paiement" ? comptes.compteBanque : comptes.compteEffets);
  const parts: readonly EffetRemis[] =
    r.nature === "paiement"
      ? [{ idClient: r.idClient, nomClient: r.nomClient, montant: r.montant }]
      : r.effets;
  const clients: LigneEcriture[] = parts
    .map((p) =>
      ligneClient(
        comptes.prefixeClient,
        p.idClient,
        p.nomClient,
        "C",
        montantCents(p.montant, piece),
        tresorerie,
        null,
      ),
    )
    .filter((l) => l.montantCents > 0);
  if (clients.length === 0) return null;
  const total = clients.reduce((s, l) => s + l.montantCents, 0);
  const contrepartie = clients.length === 1 ? clients[0]!.compte : comptes.compteEffets;
  const e: Ecriture = {
    journal: comptes.journal,
    journalLib: JOURNAL_REGLEMENTS_LIBELLE,
    pieceRef: piece,
    numero: r.numero,
    numEcriture: r.numEcriture,
    date: r.date,
    libelle:
      r.nature === "paiement"
        ? `Reglement ${piece} ${r.nomClient}`
        : `Remise LCR n° ${r.numero} (${clients.length} effet${clients.length > 1 ? "s" : ""})`,
    lignes: [
      ligneGenerale(
        tresorerie,
        r.nature === "paiement" ? LIBELLE_COMPTE_BANQUE : LIBELLE_COMPTE_EFFETS,
        "D",
        total,
        contrepartie,
      ),
      ...clients,
    ],
  };
  if (!estEquilibree(e)) throw new RangeError(`Entry ${piece} does not balance`);
  return e;
}

/** The entries of the payments, in their order, the zero ones left out. */
export function ecrituresReglements(rs: readonly Reglement[], comptes: ComptesReglements): Ecriture[] {
  return rs.flatMap((r) => {
    const e = ecritureReglement(r, comptes);
    return e === null ? [] : [e];
  });
}
