import { formatNumberFr } from "@ecrin/domain";

/**
 * A chart's value axis of counts or hours: whole units only, written the French way ("1 200", never
 * "0.2" nor "1,200"), whatever the browser's language.
 */
export const AXE_UNITES_ENTIERES = {
  tickMinStep: 1,
  valueFormatter: (v: number | null) => (v === null ? "" : formatNumberFr(String(v), 0)),
};
