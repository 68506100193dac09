import { z } from "zod";
import { texte } from "./champs.ts";

/**
 * The protocol of every server-side list: the web sends page, size, sort, direction and search in the
 * query string; the server answers one page and the total. `format=csv` asks for the whole filtered list.
 */

/** Invoice lists and most tables (spec 03 section 9). */
/** A saved row stays highlighted this long after the save, in every list (spec 03: 2.5 s; issue 28.5). */
export const SURBRILLANCE_MS = 2500;
export const PAGE_SIZES = { defaut: 10, options: [10, 20, 30, 100] } as const;
export const PAGE_SIZE_RESERVATION = 12;
export const PAGE_SIZE_RESERVATION_OPTIONS = [12, 15, 30] as const;
export const PAGE_SIZE_BOITE_OR = 10;
export const PAGE_SIZE_CLAL = 25;
export const PAGE_SIZE_CLAL_OPTIONS = [10, 25, 50, 100] as const;
/** Detail popup. */
export const PAGE_SIZE_DETAIL = 15;
export const PAGE_SIZE_DETAIL_OPTIONS = [10, 15, 20] as const;
/** Analysis tables: the spec gives only the options 5/10/20; the first one is taken as the default. */
export const PAGE_SIZE_ANALYSE = 5;
export const PAGE_SIZE_ANALYSE_OPTIONS = [5, 10, 20] as const;
export const PAGE_SIZE_TARIF = 10;
export const PAGE_SIZE_TARIF_OPTIONS = [5, 10, 20, 50, 100] as const;

/** Spec 03 section 9: a search starts from 2 characters (the web waits for them). */
export const RECHERCHE_MIN_CARACTERES = 2;
export const RECHERCHE_MAX_CARACTERES = 200;
const PAGE_SIZE_MAX = 1000;
/** Upper bound of a CSV export, so one request cannot dump an unbounded table. */
export const MAX_EXPORT_ROWS = 100_000;

export const MSG_TRI_INVALIDE = "Tri invalide.";
const MSG_SENS_TRI_INVALIDE = "Sens de tri invalide.";
const MSG_PAGE_INVALIDE = "Page invalide.";
const MSG_TAILLE_PAGE_INVALIDE = "Taille de page invalide.";
export const MSG_RECHERCHE_TROP_LONGUE = "Recherche trop longue.";
const MSG_FORMAT_INVALIDE = "Format invalide.";

export type SortDir = "asc" | "desc";

export interface ListResult<T> {
  rows: T[];
  total: number;
}

/**
 * The query-string schema of a list sorted on `sortable` columns. Extend it with the list's own
 * filters: `listQuerySchema(["date", "client"], "date").extend({ client: ... })`.
 */
export function listQuerySchema<const S extends string>(sortable: readonly S[], defaultSort: NoInfer<S>) {
  if (!sortable.includes(defaultSort)) {
    throw new Error(`listQuerySchema: default sort "${defaultSort}" is not sortable`);
  }
  return z.object({
    page: z.coerce
      .number({ error: MSG_PAGE_INVALIDE })
      .int(MSG_PAGE_INVALIDE)
      .min(0, MSG_PAGE_INVALIDE)
      .default(0),
    pageSize: z.coerce
      .number({ error: MSG_TAILLE_PAGE_INVALIDE })
      .int(MSG_TAILLE_PAGE_INVALIDE)
      .min(1, MSG_TAILLE_PAGE_INVALIDE)
      .max(PAGE_SIZE_MAX, MSG_TAILLE_PAGE_INVALIDE)
      .default(PAGE_SIZES.defaut),
    sort: z.enum(sortable as unknown as [S, ...S[]], { error: MSG_TRI_INVALIDE }).default(defaultSort),
    dir: z.enum(["asc", "desc"], { error: MSG_SENS_TRI_INVALIDE }).default("asc"),
    // A blank search is no search.
    q: texte()
      .trim()
      .max(RECHERCHE_MAX_CARACTERES, MSG_RECHERCHE_TROP_LONGUE)
      .optional()
      .transform((q) => (q === "" ? undefined : q)),
    format: z.literal("csv", { error: MSG_FORMAT_INVALIDE }).optional(),
  });
}

/** SQL LIMIT/OFFSET of a query: the page, or everything up to MAX_EXPORT_ROWS for a CSV export. */
export function limitOffset(query: { page: number; pageSize: number; format?: "csv" | undefined }): {
  limit: number;
  offset: number;
} {
  if (query.format === "csv") return { limit: MAX_EXPORT_ROWS, offset: 0 };
  return { limit: query.pageSize, offset: query.page * query.pageSize };
}
