import { type BilanPerte, formatPercent } from "@ecrin/domain";
import type { ScreenColumn } from "../ui/listColumns.ts";

/** No weight sent: no percentage (shown as a dash, never a division by zero). */
export const SANS_POURCENTAGE = "—";

export function formatPourcentagePerte(pourcentage: string | null): string {
  return pourcentage === null ? SANS_POURCENTAGE : formatPercent(pourcentage, 2);
}

/** The layout of the weights and the loss, shared by the totals per worker and the detail per OF. */
export function perteEcran<R extends BilanPerte>(): { [K in keyof BilanPerte]: ScreenColumn<R> } {
  return {
    poidsD: { width: 140 },
    poidsR: { width: 140 },
    perte: { width: 120 },
    pourcentage: { width: 110, valueFormatter: (value: string | null) => formatPourcentagePerte(value) },
  };
}
