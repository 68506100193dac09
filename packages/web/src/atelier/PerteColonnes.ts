import { type BilanPerte, formatPercent } from "@ecrin/domain";
import type { DataTableColumn } from "../ui/DataTable.tsx";

/** No weight sent: no percentage (shown as a dash, never a division by zero). */
export const SANS_POURCENTAGE = "—";

export function formatPourcentagePerte(pourcentage: string | null): string {
  return pourcentage === null ? SANS_POURCENTAGE : formatPercent(pourcentage, 2);
}

/** The weights and the loss, shared by the totals per worker and the detail per OF. */
export function perteColonnes<R extends BilanPerte>(): DataTableColumn<R>[] {
  return [
    { field: "poidsD", headerName: "Poids envoyé", kind: "poids", width: 130 },
    { field: "poidsR", headerName: "Poids rendu", kind: "poids", width: 130 },
    { field: "perte", headerName: "Perte", kind: "poids", width: 120 },
    {
      field: "pourcentage",
      headerName: "Perte %",
      width: 110,
      align: "right",
      headerAlign: "right",
      valueFormatter: (value: string | null) => formatPourcentagePerte(value),
    },
  ];
}
