import { z } from "zod";
import { STATUT } from "../noyau-of/index.ts";
import { identifiant, type Refus } from "../shared/index.ts";
import type { RefusStockProduit } from "./mouvements.ts";
import type { RefusReservation } from "./reservation.ts";

/**
 * "Réintégrer un OF livré" (spec 01 sections 2, 7, 8; operation_stock.php?action=reintegrer): a piece
 * delivered to a client and returned goes back into the finished-product stock (status 650).
 */

/** Spec 01 section 8, word for word. */
export const MSG_OF_REINTEGRE = "OF réintégré n° {n}";
export const msgOfReintegre = (n: number) => MSG_OF_REINTEGRE.replace("{n}", String(n));

export const MSG_OF_OBLIGATOIRE = "Le numéro d'OF est obligatoire.";
export const msgOfNonLivre = (n: number) =>
  `L'OF ${n} n'est pas livré : seul un OF prêt à facturer ou facturé peut être réintégré.`;
export const msgOfDejaEnStock = (n: number) => `L'OF ${n} est déjà en stock.`;

export const reintegrationSchema = z.object({ numSachet: identifiant(MSG_OF_OBLIGATOIRE) });
export type Reintegration = z.infer<typeof reintegrationSchema>;

/** The stock area's refusals (reinstatement, stock moves, reservations). */
export type RefusStock =
  | Refus<"OF_DEJA_EN_STOCK" | "OF_NON_LIVRE" | "PARAMETRES_STOCK_INCONNUS">
  | RefusStockProduit
  | RefusReservation;

/** Delivered = ready to invoice (575, also "invoiced from stock") or invoiced (600). */
export function refusReintegration(o: {
  numSachet: number;
  statut: number;
}): Refus<"OF_DEJA_EN_STOCK" | "OF_NON_LIVRE"> | null {
  if (o.statut === STATUT.enStock)
    return { code: "OF_DEJA_EN_STOCK", message: msgOfDejaEnStock(o.numSachet) };
  if (o.statut !== STATUT.pretAFacturer && o.statut !== STATUT.facture) {
    return { code: "OF_NON_LIVRE", message: msgOfNonLivre(o.numSachet) };
  }
  return null;
}
