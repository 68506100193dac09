import type { SortDir } from "@ecrin/domain";
import type { QueryParams, QueryValue } from "../api/http.ts";

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
