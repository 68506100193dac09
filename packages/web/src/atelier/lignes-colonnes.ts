import type { GridValidRowModel } from "@mui/x-data-grid";
import type { ReactNode } from "react";
import type { DataTableColumn } from "../ui/DataTable.tsx";
import type { LignesActionsVisibles } from "./LignesActions.tsx";

/** A column of a workshop line table; `retour` ones (returned weight, time or price, date) only mean something once returned. */
export type ColonneLigne<T extends GridValidRowModel> = DataTableColumn<T> & { retour?: boolean };

/**
 * The columns shown by a jeweller or setter line table: the return columns are left out of the
 * "en cours" list, and an actions column is added, as wide as the buttons it may show.
 */
export function colonnesLignes<T extends GridValidRowModel>(
  toutes: readonly ColonneLigne<T>[],
  rendu: 0 | 1 | undefined,
  actions: LignesActionsVisibles,
  renderActions: (ligne: T) => ReactNode,
): DataTableColumn<T>[] {
  const shown = toutes.filter((c) => rendu !== 0 || !c.retour).map(({ retour: _r, ...c }) => c);
  const boutons = Object.values(actions).filter(Boolean).length;
  if (boutons > 0) {
    shown.push({
      field: "actions",
      headerName: "",
      width: 24 + 34 * Math.min(boutons, 2),
      sortable: false,
      renderCell: (p) => renderActions(p.row),
    });
  }
  return shown;
}
