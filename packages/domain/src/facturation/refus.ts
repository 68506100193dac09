import { STATUT } from "../noyau-of/index.ts";
import type { Refus } from "../shared/index.ts";
import { cleGroupe, type OfAFacturer, ofSansPrix } from "./livraison.ts";
import {
  MSG_AUTOLIQUIDATION_SANS_TVA,
  MSG_GROUPE_DIFFERENT,
  MSG_RESERVATION_CHANGEE,
  MSG_TVA_INCONNUE,
  msgOfPasPretAFacturer,
  msgOfSansPrix,
  msgReservationsMultiples,
} from "./livraison-schema.ts";
import type { CategorieTva } from "./tva.ts";

/** Every refusal of invoicing and of the credit notes' services besides the credit-note rule's own (`RefusAvoir`). */
export type RefusFacturation = Refus<
  | "OF_PAS_PRET_A_FACTURER"
  | "OF_DEJA_FACTURE"
  | "RESERVATION_CHANGEE"
  | "RESERVATIONS_MULTIPLES"
  | "GROUPE_DIFFERENT"
  | "OF_SANS_PRIX"
  | "TVA_INCONNUE"
  | "CLIENT_FACTURE_INCONNU"
  | "AUTOLIQUIDATION_SANS_TVA"
  | "AVOIR_CLIENT_INCONNU"
  | "AVOIR_TVA_NORMALE_INCONNUE"
  | "AVOIR_INTROUVABLE"
  | "FACTURE_INTROUVABLE"
>;

/** An OF of the group, once locked, is still ready to invoice (575). */
export function refusOfAFacturer(n: number, statut: number): RefusFacturation | null {
  return statut === STATUT.pretAFacturer
    ? null
    : { code: "OF_PAS_PRET_A_FACTURER", message: msgOfPasPretAFacturer(n, statut) };
}

/**
 * A stock piece reserved for an order of the group, once locked: still in stock (650) and still reserved
 * for the order it was read with (`reserveePour`).
 */
export function refusPieceReservee(
  piece: { statut: number; ofReservation: number | null },
  reserveePour: number | undefined,
): RefusFacturation | null {
  return piece.statut === STATUT.enStock && piece.ofReservation === reserveePour
    ? null
    : { code: "RESERVATION_CHANGEE", message: MSG_RESERVATION_CHANGEE };
}

/**
 * The reservations read again under the locks (`relues`) are the ones read first (`lues`: piece -> its
 * order), and each order of the group has one reserved piece at most.
 */
export function refusReservations(
  commandes: Iterable<number>,
  lues: ReadonlyMap<number, number>,
  relues: readonly { numSachet: number; ofReservation: number | null }[],
): RefusFacturation | null {
  if (relues.length !== lues.size || relues.some((r) => lues.get(r.numSachet) !== r.ofReservation)) {
    return { code: "RESERVATION_CHANGEE", message: MSG_RESERVATION_CHANGEE };
  }
  for (const commande of commandes) {
    const pieces = relues.filter((r) => r.ofReservation === commande).map((r) => r.numSachet);
    if (pieces.length > 1) {
      return { code: "RESERVATIONS_MULTIPLES", message: msgReservationsMultiples(commande, pieces) };
    }
  }
  return null;
}

/**
 * The OFs read under the locks form one invoicing group (same client, transport, line and LABO), each
 * has a price (never invoiced at 0,00 €), and a VAT rate is known for those without their own.
 */
export function refusGroupeAFacturer(
  rows: readonly Pick<
    OfAFacturer,
    "idBijouterie" | "typTransp" | "nomLigne" | "labo" | "numSachet" | "prixFact" | "tauxTva"
  >[],
  tvaParDefautConnue: boolean,
): RefusFacturation | null {
  const premier = rows[0];
  if (!premier || rows.some((r) => cleGroupe(r) !== cleGroupe(premier))) {
    return { code: "GROUPE_DIFFERENT", message: MSG_GROUPE_DIFFERENT };
  }
  const sansPrix = ofSansPrix(rows);
  if (sansPrix !== null) return { code: "OF_SANS_PRIX", message: msgOfSansPrix(sansPrix) };
  if (!tvaParDefautConnue && rows.some((r) => r.tauxTva === null)) {
    return { code: "TVA_INCONNUE", message: MSG_TVA_INCONNUE };
  }
  return null;
}

/** Reverse charge ("AE"): the buyer pays the VAT, so the invoiced client must have a VAT number. */
export function refusAutoliquidation(
  factures: readonly { categorieTva: CategorieTva }[],
  numTva: string | null | undefined,
): RefusFacturation | null {
  return factures.some((f) => f.categorieTva === "AE") && !numTva
    ? { code: "AUTOLIQUIDATION_SANS_TVA", message: MSG_AUTOLIQUIDATION_SANS_TVA }
    : null;
}
