import {
  formatCarats,
  formatDate,
  formatEuro,
  formatNumberFr,
  formatPoids,
  type SortDir,
} from "@ecrin/domain";
import type { QueryParams, QueryValue } from "../api/http.ts";

/** How a DataTable column shows its value: each kind has its French formatter, numbers align right. */
export type ColumnKind = "euro" | "decimal" | "poids" | "carats" | "date" | "text";

export function isNumericKind(kind: ColumnKind | undefined): boolean {
  return kind === "euro" || kind === "decimal" || kind === "poids" || kind === "carats";
}

/** The text of a cell; a value the formatter refuses is shown as it came rather than breaking the table. */
export function formatCell(kind: ColumnKind | undefined, value: unknown, places = 2): string {
  if (value === null || value === undefined) return "";
  if (kind === undefined || kind === "text") return String(value);
  try {
    if (kind === "date") {
      return value instanceof Date || typeof value === "string" ? formatDate(value) : String(value);
    }
    if (typeof value !== "string" && typeof value !== "number") return String(value);
    switch (kind) {
      case "euro":
        return formatEuro(value);
      case "decimal":
        return formatNumberFr(value, places);
      case "poids":
        return formatPoids(value);
      case "carats":
        return formatCarats(value);
      default: {
        const exhaustive: never = kind;
        return String(exhaustive);
      }
    }
  } catch {
    return String(value);
  }
}

export type Filters = Record<string, QueryValue>;

export interface ListState {
  page: number;
  pageSize: number;
  sort?: { field: string; dir: SortDir } | undefined;
  q?: string | undefined;
  filters?: Filters | undefined;
}

/** The query string of the list contract: page (0-based), pageSize, sort, dir, q, then the filters. */
export function listParams(state: ListState): QueryParams {
  return {
    ...state.filters,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort?.field,
    dir: state.sort?.dir,
    q: state.q?.trim() || undefined,
  };
}

/** The same list, whole and filtered, as the server's CSV: no page, same sort and filters. */
export function exportParams(state: Omit<ListState, "page" | "pageSize">): QueryParams {
  return {
    ...state.filters,
    sort: state.sort?.field,
    dir: state.sort?.dir,
    q: state.q?.trim() || undefined,
    format: "csv",
  };
}
