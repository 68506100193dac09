import type { ColonneListe, ColonnesListe } from "@ecrin/domain";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import type { ReactNode } from "react";
import { type ListColumnsOptions, listColumns } from "../ui/listColumns.ts";
import type { LignesActionsVisibles } from "./LignesActions.tsx";

interface ColonnesLignesOptions<T extends GridValidRowModel> {
  screen: ListColumnsOptions<T>["screen"];
  /** The return columns (returned weight, time or price, date): they only mean something once returned. */
  retour: readonly ColonneListe<T>["key"][];
  rendu: 0 | 1 | undefined;
  actions: LignesActionsVisibles;
  renderActions: (ligne: T) => ReactNode;
}

/**
 * The columns shown by a jeweller or setter line table: the return columns are left out of the
 * "en cours" list, and an actions column is put first, as wide as the buttons it may show.
 */
export function colonnesLignes<T extends GridValidRowModel>(
  spec: ColonnesListe<T>,
  { screen, retour, rendu, actions, renderActions }: ColonnesLignesOptions<T>,
): GridColDef<T>[] {
  const boutons = Object.values(actions).filter(Boolean).length;
  const colonneActions: GridColDef<T> = {
    field: "actions",
    headerName: "",
    width: 8 + 32 * Math.min(boutons, 2),
    sortable: false,
    disableColumnMenu: true,
    renderCell: (p) => renderActions(p.row),
  };
  return listColumns(spec, {
    screen,
    omit: rendu === 0 ? retour : [],
    // First in the row: in view whatever the width (issue 28.4).
    before: boutons > 0 ? [colonneActions] : [],
  });
}
