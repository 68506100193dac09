import {
  type ColonneListe,
  type ColonnesListe,
  columnText,
  columnValue,
  isNumericColumn,
} from "@ecrin/domain";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";

/**
 * The DataGrid columns of a server list, from its domain column spec (the one its CSV export uses):
 * the header is the spec's label, numbers align right, cells are written the French way with their unit
 * ("1 234,56 €", "12,345 g", "21/11/2026"). A screen sets only its layout and rendering.
 */

/** What a screen sets on one of the spec's columns: width, sorting, a rendering; never the header. */
export type ScreenColumn<R extends GridValidRowModel> = Omit<
  Partial<GridColDef<R>>,
  "field" | "headerName" | "type"
>;

type Key<R> = ColonneListe<R>["key"];

export interface ListColumnsOptions<R extends GridValidRowModel> {
  /** Per spec key: the screen's layout and render overrides. */
  screen?: { readonly [K in Key<R>]?: ScreenColumn<R> };
  /** Spec columns this screen leaves out (they stay in the CSV). */
  omit?: readonly Key<R>[];
  /** Screen-only columns (a thumbnail, the row's actions), before and after the spec's. */
  before?: readonly GridColDef<R>[];
  after?: readonly GridColDef<R>[];
}

/** The value of a cell in the column's unit; one the spec refuses is shown as it came. */
function cellValue<R>(col: ColonneListe<R>, row: R): unknown {
  try {
    return columnValue(col, row);
  } catch {
    return (row as Record<string, unknown>)[col.key];
  }
}

/** The text of a cell; a value the formatter refuses is shown as it came rather than breaking the table. */
export function cellText<R>(col: ColonneListe<R>, value: unknown): string {
  try {
    return columnText(col, value);
  } catch {
    return String(value);
  }
}

export function gridColumn<R extends GridValidRowModel>(
  col: ColonneListe<R>,
  screen?: ScreenColumn<R>,
): GridColDef<R> {
  const numeric = isNumericColumn(col);
  return {
    // The grid sorts on the field: the server's sort key when the column shows another field.
    field: col.sortKey ?? col.key,
    headerName: col.label,
    align: numeric ? "right" : "left",
    headerAlign: numeric ? "right" : "left",
    valueGetter: (_value: unknown, row: R) => cellValue(col, row),
    valueFormatter: (value: unknown) => cellText(col, value),
    ...screen,
  } as GridColDef<R>;
}

export function listColumns<R extends GridValidRowModel>(
  spec: ColonnesListe<R>,
  options: ListColumnsOptions<R> = {},
): GridColDef<R>[] {
  const omit = new Set<string>(options.omit ?? []);
  return [
    ...(options.before ?? []),
    ...spec.filter((c) => !omit.has(c.key)).map((c) => gridColumn(c, options.screen?.[c.key])),
    ...(options.after ?? []),
  ];
}
