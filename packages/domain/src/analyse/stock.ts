import { z } from "zod";
import { ofFiltreShape } from "../of/index.ts";
import { listQuerySchema } from "../shared/index.ts";

/**
 * Analyse du stock (/analyse_stock, spec 03 sections 2.5, 3, 7): the finished products in stock
 * (new_stock_prod) by cost-price bracket (the brackets of TRANCHES_PRIX on the OF's prix_r), as a
 * count and a total cost; a bracket's detail lists of, ref, designation, prix_r, Nom_agence.
 */
export const stockFiltreShape = {
  client: ofFiltreShape.client,
  ref: ofFiltreShape.ref,
  of: ofFiltreShape.of,
  plateau: ofFiltreShape.stade,
  type: ofFiltreShape.type,
  stade: ofFiltreShape.stade,
  metal: ofFiltreShape.metal,
};
export const stockFiltreSchema = z.object(stockFiltreShape);
export type StockFiltre = z.output<typeof stockFiltreSchema>;

export interface TrancheStock {
  /** The bracket text of spec 03 section 5. */
  prixRRange: string;
  nombre: number;
  totalRevient: string;
}

export const STOCK_DETAIL_SORTS = ["of", "prixR", "ref", "nomAgence"] as const;
export const stockDetailQuerySchema = listQuerySchema(STOCK_DETAIL_SORTS, "prixR").extend({
  ...stockFiltreShape,
  tranche: z.string().max(40),
});
export type StockDetailQuery = z.output<typeof stockDetailQuerySchema>;

export interface LigneStockDetail {
  of: number;
  ref: string | null;
  designation: string;
  prixR: string;
  nomAgence: string;
}
