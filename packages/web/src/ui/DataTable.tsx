import { type ListResult, MSG_PAS_ENREGISTREMENT, PAGE_SIZES } from "@ecrin/domain";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from "@mui/x-data-grid";
import { frFR } from "@mui/x-data-grid/locales";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { apiGet, buildUrl } from "../api/http.ts";
import { exportParams, type Filters, listParams } from "./columnKinds.ts";
import { DetailsLigne } from "./DetailsLigne.tsx";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { FILL_MIN_HEIGHT, useFillHeight } from "./useFillHeight.ts";
import { usePageDeLigne } from "./usePageDeLigne.ts";
import { AUCUNE_SURBRILLANCE, CLASSE_LIGNE_ENREGISTREE, SX_LIGNE_ENREGISTREE } from "./useSurbrillance.ts";

export interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's columns: `listColumns(<the list's domain spec>, <the screen's layout>)`. */
  columns: readonly GridColDef<R>[];
  /** First element of the react-query key; invalidate it after a write to refresh the table. */
  queryKey: string;
  /** The list endpoint: answers {rows, total}, and the CSV with format=csv. */
  url: string;
  /** Extra query parameters (the list's filters); a change goes back to the first page. */
  filters?: Filters;
  pageSizeOptions?: readonly number[];
  defaultPageSize?: number;
  defaultSort?: { field: string; dir: "asc" | "desc" };
  getRowId?: (row: R) => GridRowId;
  onRowClick?: (row: R) => void;
  /** Highlights the row being edited (single selection, without checkboxes). */
  selectedId?: GridRowId | null;
  /**
   * The rows just saved (`ui/useSurbrillance.ts`'s `cles`): the table pages to the first of them, scrolls
   * it into view and highlights every one shown (issue 28.5).
   */
  surbrillance?: ReadonlySet<GridRowId>;
  checkboxSelection?: boolean;
  onSelectionChange?: (ids: GridRowId[], rows: R[]) => void;
  /** Extra buttons shown in the toolbar, left of the export. */
  actions?: ReactNode;
  /** File name (without .csv) of the "Exporter CSV" button; no button without it. */
  exportName?: string;
  /** Label of a search field sent as `q`; no field without it. */
  searchLabel?: string;
  /** Accessible name of the grid. */
  label?: string;
  /** Rendering all rows, for tests (jsdom has no layout). */
  disableVirtualization?: boolean;
  /** Row height in px (e.g. 68 for a column of 60 px thumbnails); the compact density otherwise. */
  rowHeight?: number;
  /**
   * The grid takes the height left in the window below it (rows scroll inside, the pager stays in
   * view); `minHeight` px at least; the first page holds 30 rows unless `defaultPageSize` says. For the
   * screen's main list.
   */
  fillHeight?: boolean | { minHeight: number };
  /** Columns hidden (e.g. the less useful ones on a narrow screen); the column menu can still show them. */
  hiddenColumns?: readonly string[];
  /** The text of an empty list when the screen's spec names one (otherwise MSG_PAS_ENREGISTREMENT). */
  emptyLabel?: string;
  /** The message shown when the list fails to load, when the screen's spec names one. */
  errorLabel?: string;
  /**
   * Many columns in a short width: small type, narrow cell padding and headers wrapped on two lines,
   * so that the spec's columns and the row actions stay in view at 1280 px (issue 28.4).
   */
  dense?: boolean;
  /** Columns left out of the grid and shown in each row's details panel (its first column's button). */
  detailColumns?: readonly string[];
}

/** The look of a dense grid: what lets many columns share the width of the window. */
const DENSE_SX = {
  fontSize: "0.75rem",
  "& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader": { px: 0.5 },
  "& .MuiDataGrid-columnHeaderTitle": { whiteSpace: "normal", lineHeight: 1.15, fontSize: "0.75rem" },
  "& .MuiDataGrid-columnHeaderTitleContainerContent": { overflow: "visible" },
} as const;

/** The details column of a grid whose `detailColumns` do not fit: first, narrow, a button per row. */
function avecDetails<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  detailColumns: readonly string[] | undefined,
  getRowId: ((row: R) => GridRowId) | undefined,
): GridColDef<R>[] {
  if (!detailColumns || detailColumns.length === 0) return [...columns];
  const enDetail = new Set(detailColumns);
  const details = columns.filter((c) => enDetail.has(c.field));
  const colonne: GridColDef<R> = {
    field: "__details",
    headerName: "",
    width: 36,
    minWidth: 36,
    sortable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => (
      <DetailsLigne row={row} colonnes={details} nom={String(getRowId ? getRowId(row) : row.id)} />
    ),
  };
  return [colonne, ...columns.filter((c) => !enDetail.has(c.field))];
}

/** The page size of a list filling the window, when the screen names none (or the next option up). */
const FILL_PAGE_SIZE = 30;

const localeText = {
  ...frFR.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: MSG_PAS_ENREGISTREMENT,
  noResultsLabel: MSG_PAS_ENREGISTREMENT,
};

/** A server-side list: the server pages, sorts and filters; the table only shows one page. */
export function DataTable<R extends GridValidRowModel>({
  columns,
  queryKey,
  url,
  filters,
  pageSizeOptions = PAGE_SIZES.options,
  defaultPageSize,
  defaultSort,
  getRowId,
  onRowClick,
  selectedId,
  surbrillance = AUCUNE_SURBRILLANCE,
  checkboxSelection = false,
  onSelectionChange,
  actions,
  exportName,
  searchLabel,
  label,
  disableVirtualization,
  rowHeight,
  fillHeight,
  hiddenColumns,
  emptyLabel,
  errorLabel,
  dense = false,
  detailColumns,
}: DataTableProps<R>) {
  const gridColumns = useMemo(() => {
    const cols = avecDetails(columns, detailColumns, getRowId);
    if (!dense) return cols;
    // A dense grid's narrow columns keep their width (the grid's minimum is 50 px), and its checkboxes
    // take the width of a checkbox.
    const etroites = cols.map((c) =>
      c.width !== undefined && c.width < 50 && c.minWidth === undefined ? { ...c, minWidth: c.width } : c,
    );
    const coche = { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 36, minWidth: 36 };
    return checkboxSelection ? [coche, ...etroites] : etroites;
  }, [columns, detailColumns, getRowId, dense, checkboxSelection]);
  const [gridBox, setGridBox] = useState<HTMLDivElement | null>(null);
  const height = useFillHeight(
    fillHeight ? gridBox : null,
    typeof fillHeight === "object" ? fillHeight.minHeight : FILL_MIN_HEIGHT,
  );
  const [userVisibility, setUserVisibility] = useState<GridColumnVisibilityModel>({});
  const visibility = useMemo<GridColumnVisibilityModel | undefined>(() => {
    if (!hiddenColumns || hiddenColumns.length === 0) return undefined;
    return { ...Object.fromEntries(hiddenColumns.map((c) => [c, false])), ...userVisibility };
  }, [hiddenColumns, userVisibility]);
  // A list filling the window opens on a page that fills it (the pager offers the rest).
  const [pagination, setPagination] = useState<GridPaginationModel>(() => ({
    page: 0,
    pageSize:
      defaultPageSize ??
      (fillHeight
        ? (pageSizeOptions.find((n) => n >= FILL_PAGE_SIZE) ?? PAGE_SIZES.defaut)
        : PAGE_SIZES.defaut),
  }));
  const [sortModel, setSortModel] = useState<GridSortModel>(
    defaultSort ? [{ field: defaultSort.field, sort: defaultSort.dir }] : [],
  );
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search, 300);

  // A new filter or search starts again at the first page.
  const filtersKey = JSON.stringify([filters ?? {}, q]);
  const [seenFiltersKey, setSeenFiltersKey] = useState(filtersKey);
  if (seenFiltersKey !== filtersKey) {
    setSeenFiltersKey(filtersKey);
    if (pagination.page !== 0) setPagination({ ...pagination, page: 0 });
  }

  const sortItem = sortModel[0];
  const sort = sortItem?.sort ? { field: sortItem.field, dir: sortItem.sort } : undefined;
  const params = listParams({ ...pagination, sort, q, filters });

  const query = useQuery({
    queryKey: [queryKey, url, params],
    queryFn: ({ signal }) => apiGet<ListResult<R>>(url, params, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const idOf = (row: R): GridRowId => (getRowId ? getRowId(row) : (row.id as GridRowId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's keys change with its rows only
  const cles = useMemo(() => (query.data?.rows ?? []).map((r) => String(idOf(r))), [query.data]);
  const enregistrees = useMemo(() => new Set(Array.from(surbrillance, String)), [surbrillance]);
  const montrees = usePageDeLigne({
    enregistrees,
    cles,
    chargement: query.isFetching,
    url,
    params,
    pageSize: pagination.pageSize,
    idOf,
    setPage: (page) => setPagination((p) => ({ ...p, page })),
  });
  const apiRef = useGridApiRef();
  const indexEnregistree = montrees === null ? -1 : cles.findIndex((c) => montrees.has(c));
  useEffect(() => {
    if (indexEnregistree >= 0) apiRef.current?.scrollToIndexes({ rowIndex: indexEnregistree });
  }, [indexEnregistree, apiRef]);

  const [checked, setChecked] = useState<GridRowSelectionModel>({ type: "include", ids: new Set() });

  const selectionModel: GridRowSelectionModel | undefined = checkboxSelection
    ? checked
    : selectedId === undefined
      ? undefined
      : { type: "include", ids: new Set(selectedId === null ? [] : [selectedId]) };

  const onSelection = (model: GridRowSelectionModel) => {
    if (!checkboxSelection) return;
    setChecked(model);
    if (!onSelectionChange) return;
    // "exclude" means "all but these": with a server list, all is the page the table holds.
    const selectedRows =
      model.type === "include"
        ? rows.filter((r) => model.ids.has(idOf(r)))
        : rows.filter((r) => !model.ids.has(idOf(r)));
    const ids = model.type === "include" ? [...model.ids] : selectedRows.map(idOf);
    onSelectionChange(ids, selectedRows);
  };

  const exportUrl = buildUrl(url, exportParams({ sort, q, filters }));
  const showToolbar = searchLabel !== undefined || actions !== undefined || exportName !== undefined;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
      {showToolbar && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          {searchLabel !== undefined && (
            <TextField
              size="small"
              label={searchLabel}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          <Box sx={{ flex: 1 }} />
          {actions}
          {exportName !== undefined && (
            <Button
              component="a"
              href={exportUrl}
              download={`${exportName}.csv`}
              size="small"
              startIcon={<FileDownloadOutlined />}
            >
              Exporter CSV
            </Button>
          )}
        </Box>
      )}
      {query.isError && <Alert severity="error">{errorLabel ?? query.error.message}</Alert>}
      <Box ref={setGridBox} sx={fillHeight ? { height, minHeight: 0 } : undefined}>
        <DataGrid<R>
          apiRef={apiRef}
          aria-label={label}
          columns={gridColumns}
          rows={rows}
          rowCount={query.data?.total ?? 0}
          getRowId={getRowId}
          loading={query.isFetching}
          localeText={emptyLabel === undefined ? localeText : { ...localeText, noRowsLabel: emptyLabel }}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[...pageSizeOptions]}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          checkboxSelection={checkboxSelection}
          keepNonExistentRowsSelected={checkboxSelection}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={onSelection}
          onRowClick={onRowClick ? (p) => onRowClick(p.row) : undefined}
          getRowClassName={(p) => (montrees?.has(String(p.id)) ? CLASSE_LIGNE_ENREGISTREE : "")}
          disableVirtualization={disableVirtualization}
          // The row's height as asked: the compact density would scale `rowHeight` by 0.7 and a
          // thumbnail would overflow its row (issue 28.9).
          getRowHeight={rowHeight === undefined ? undefined : () => rowHeight}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(m) => setUserVisibility(m)}
          density="compact"
          columnHeaderHeight={dense ? 44 : undefined}
          slotProps={{
            loadingOverlay: { variant: "linear-progress", noRowsVariant: "linear-progress" },
          }}
          sx={{
            bgcolor: "background.paper",
            "& .MuiDataGrid-row": { cursor: onRowClick ? "pointer" : "default" },
            ...(fillHeight ? { height: "100%" } : {}),
            ...(dense ? DENSE_SX : {}),
            ...SX_LIGNE_ENREGISTREE,
          }}
        />
      </Box>
    </Box>
  );
}
