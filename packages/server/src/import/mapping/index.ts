import type { TableMap } from "../types.ts";
import { ADMIN_MAPPING } from "./admin.ts";
import { FACTURATION_MAPPING } from "./facturation.ts";

/** Every mapped table, in dependency order (a table comes after those its keys point to). */
export const MAPPING: TableMap[] = [...ADMIN_MAPPING, ...FACTURATION_MAPPING];
