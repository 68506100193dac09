import { formatNumberFr } from "@ecrin/domain";

/** The euro axis of the analysis charts, in French figures ("200 000"). */
export const AXE_EUROS = [{ width: 80, valueFormatter: (v: number | null) => formatNumberFr(v ?? 0, 0) }];
