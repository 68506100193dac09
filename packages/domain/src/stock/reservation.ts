import { z } from "zod";
import {
  identifiant,
  identifiantTexte,
  listQuerySchema,
  PAGE_SIZE_RESERVATION,
  type Refus,
  texte,
} from "../shared/index.ts";

/**
 * /reservation (spec 02 sections 2.14 and 4.5): a stock piece (650) is reserved for an order (an open
 * OF of the same product) by setting the piece's of_reservation to the order's number; the piece's
 * previous reservation is cleared first. Un-reserving sets it to none (0 / null).
 */

export const msgReserve = (piece: number, commande: number) =>
  `OF ${piece} réservé pour la commande ${commande}.`;
export const msgDereserve = (piece: number) => `Réservation de l'OF ${piece} supprimée.`;
export const msgPieceDejaReservee = (piece: number, commande: number) =>
  `L'OF ${piece} est déjà réservé pour la commande ${commande}.`;
export const msgCommandeDejaServie = (commande: number, piece: number) =>
  `La commande ${commande} a déjà l'OF ${piece} en réservation.`;
export const msgPasUneCommande = (n: number) => `L'OF ${n} n'est pas une commande en cours.`;
export const msgProduitDifferent = (piece: number, commande: number) =>
  `L'OF ${piece} n'est pas le même produit que la commande ${commande}.`;
export const msgNonReserve = (piece: number) => `L'OF ${piece} n'est pas réservé.`;
export const msgProduitProche = (piece: number, commande: number, ecarts: readonly string[]) =>
  `L'OF ${piece} n'est pas identique à la commande ${commande} (${ecarts.join(", ")}). Réserver quand même ?`;

export type RefusReservation = Refus<
  | "PIECE_DEJA_RESERVEE"
  | "COMMANDE_DEJA_SERVIE"
  | "PAS_UNE_COMMANDE"
  | "PRODUIT_DIFFERENT"
  | "PRODUIT_PROCHE"
  | "NON_RESERVE"
  | "PAS_EN_STOCK"
>;

/** Statuses of an order that may take a stock piece: created or in fabrication (not yet delivered). */
export const STATUTS_COMMANDE = [50, 200, 500, 550] as const;

/** 0 and null both mean "no reservation" (spec 02 section 4.5). */
export const estReserve = (ofReservation: number | null | undefined) =>
  ofReservation != null && ofReservation !== 0;

/** Spec 4.5: Reserver is enabled only when an order and a free stock item are selected. */
export function peutReserver(
  commande: number | null,
  piece: { ofReservation: number | null } | null,
): boolean {
  return commande !== null && piece !== null && !estReserve(piece.ofReservation);
}
/** Spec 4.5: Dereserver only when the stock item is reserved. */
export function peutDereserver(piece: { ofReservation: number | null } | null): boolean {
  return piece !== null && estReserve(piece.ofReservation);
}

/** What makes two pieces of one product identical besides the product: the metal and the finger size. */
export interface Variante {
  typeMetal: number;
  /** The metal's label, to say the difference. */
  metal: string | null;
  /** Finger size or length as typed ("52", "45 cm"); none on a product without one. */
  dim: string | null;
}

/** A finger size compared as typed but without spaces or case ("45 cm" = "45CM"); none = "". */
export const dimNormalisee = (dim: string | null | undefined) =>
  (dim ?? "").replace(/\s+/g, "").toLowerCase();

/**
 * The differences between a stock piece and an order of the same product (issue 28.2): an identical
 * product is the same product AND the same metal AND the same finger size where either has one.
 * Empty when identical; else each difference in words ("Métal : Platine au lieu de Or jaune").
 */
export function ecartsReservation(piece: Variante, commande: Variante): string[] {
  const ecarts: string[] = [];
  if (piece.typeMetal !== commande.typeMetal)
    ecarts.push(`Métal : ${piece.metal ?? "?"} au lieu de ${commande.metal ?? "?"}`);
  if (dimNormalisee(piece.dim) !== dimNormalisee(commande.dim))
    ecarts.push(`Doigt : ${piece.dim?.trim() || "aucun"} au lieu de ${commande.dim?.trim() || "aucun"}`);
  return ecarts;
}

interface Piece extends Variante {
  numSachet: number;
  statut: number;
  idp: number;
  ofReservation: number | null;
}
interface Commande extends Variante {
  numSachet: number;
  statut: number;
  idp: number;
  clientStock: boolean;
}

/**
 * The server's check of a reservation, both OFs locked: the piece is in stock and free (or already for
 * this order), the order is an open order of the same product, and no other piece is reserved for it.
 * A piece of the same product in another metal or size (a near match) goes only once confirmed.
 */
export function refusReservation(
  piece: Piece,
  commande: Commande,
  dejaServiePar: number | null,
  confirme = false,
): RefusReservation | null {
  if (piece.statut !== 650)
    return { code: "PAS_EN_STOCK", message: `L'OF ${piece.numSachet} n'est pas en stock.` };
  if (estReserve(piece.ofReservation) && piece.ofReservation !== commande.numSachet) {
    return {
      code: "PIECE_DEJA_RESERVEE",
      message: msgPieceDejaReservee(piece.numSachet, piece.ofReservation as number),
    };
  }
  if (!(STATUTS_COMMANDE as readonly number[]).includes(commande.statut) || commande.clientStock) {
    return { code: "PAS_UNE_COMMANDE", message: msgPasUneCommande(commande.numSachet) };
  }
  if (piece.idp !== commande.idp) {
    return { code: "PRODUIT_DIFFERENT", message: msgProduitDifferent(piece.numSachet, commande.numSachet) };
  }
  const ecarts = ecartsReservation(piece, commande);
  if (ecarts.length > 0 && !confirme) {
    return { code: "PRODUIT_PROCHE", message: msgProduitProche(piece.numSachet, commande.numSachet, ecarts) };
  }
  if (dejaServiePar !== null && dejaServiePar !== piece.numSachet) {
    return {
      code: "COMMANDE_DEJA_SERVIE",
      message: msgCommandeDejaServie(commande.numSachet, dejaServiePar),
    };
  }
  return null;
}

export function refusDereservation(piece: {
  numSachet: number;
  ofReservation: number | null;
}): RefusReservation | null {
  return estReserve(piece.ofReservation)
    ? null
    : { code: "NON_RESERVE", message: msgNonReserve(piece.numSachet) };
}

export const reserverSchema = z.object({
  piece: identifiant("Produit en stock obligatoire."),
  commande: identifiant("Commande obligatoire."),
  /** The user confirmed a near match (another metal or finger size). */
  confirme: z.boolean().optional(),
});
export type Reserver = z.infer<typeof reserverSchema>;
export const dereserverSchema = z.object({ piece: identifiant("Produit en stock obligatoire.") });

/** Produits en Commande: Ref, N° OF, Réservable, Réservé, and the client picked on the right. */
export const commandesQuerySchema = listQuerySchema(["of", "ref", "client", "dateLivr"], "of").extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_RESERVATION),
  ref: texte()
    .trim()
    .max(50)
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  of: identifiantTexte().optional(),
  client: identifiantTexte().optional(),
  reservable: z.enum(["0", "1"]).optional(),
  reserve: z.enum(["0", "1"]).optional(),
});
export type CommandesQuery = z.infer<typeof commandesQuerySchema>;
/**
 * Produit Identique en Stock: the stock pieces of the selected order's product, metal and size; with
 * `proches=1` the near matches (same product, another metal or size) shown under their own heading.
 */
export const identiquesQuerySchema = listQuerySchema(["of"], "of").extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE_RESERVATION),
  commande: identifiantTexte(),
  proches: z.enum(["0", "1"]).optional(),
});
