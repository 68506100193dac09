import type { TableMap } from "../types.ts";
import { ADMIN_MAPPING } from "./admin.ts";
import { ATELIER_MAPPING } from "./atelier.ts";
import { FACTURATION_MAPPING } from "./facturation.ts";
import { METAL_MAPPING } from "./metal.ts";
import { OF_MAPPING } from "./of.ts";
import { PIERRES_MAPPING } from "./pierres.ts";
import { PRODUITS_MAPPING } from "./produits.ts";
import { REFERENCE_MAPPING } from "./reference.ts";
import { STOCK_MAPPING } from "./stock.ts";

/** Every mapped table, in dependency order (a table comes after those its keys point to). */
export const MAPPING: TableMap[] = [
  ...REFERENCE_MAPPING,
  ...ADMIN_MAPPING,
  ...PRODUITS_MAPPING,
  ...OF_MAPPING,
  ...ATELIER_MAPPING,
  ...FACTURATION_MAPPING,
  // Stones, stock and gold point to OFs, clients, suppliers, stones and jewellers: after them.
  ...PIERRES_MAPPING,
  ...STOCK_MAPPING,
  ...METAL_MAPPING,
];
