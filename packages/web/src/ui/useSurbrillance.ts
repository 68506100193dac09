import { SURBRILLANCE_MS } from "@ecrin/domain";
import { useCallback, useEffect, useState } from "react";

/** The class of a row highlighted after its save: every list gives it the same look (`SX_LIGNE_ENREGISTREE`). */
export const CLASSE_LIGNE_ENREGISTREE = "ligne-enregistree";

/** The highlighted row's look, for a list's `sx` (the look the metal ledger gave it first). */
export const SX_LIGNE_ENREGISTREE = {
  // The class twice: above a selected row's own colour.
  [`& .${CLASSE_LIGNE_ENREGISTREE}.${CLASSE_LIGNE_ENREGISTREE}, & .${CLASSE_LIGNE_ENREGISTREE} td`]: {
    bgcolor: "warning.light",
  },
} as const;

/**
 * The row a screen just saved (issue 28.5): `marquer(cle)` after the save highlights it for SURBRILLANCE_MS
 * (spec 03: 2.5 s), then `cle` goes back to null. Saving the same row again starts the 2.5 s again. The list
 * showing the row pages to it (`ui/DataTable.tsx` on its `surbrillance`, through `usePageDeLigne`).
 */
export function useSurbrillance<K extends string | number = string | number>() {
  const [marque, setMarque] = useState<{ cle: K; fois: number } | null>(null);
  useEffect(() => {
    if (marque === null) return;
    const t = setTimeout(() => setMarque(null), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [marque]);
  const marquer = useCallback((cle: K) => setMarque((m) => ({ cle, fois: (m?.fois ?? 0) + 1 })), []);
  return { cle: marque?.cle ?? null, marquer };
}

export type Surbrillance<K extends string | number = string | number> = ReturnType<typeof useSurbrillance<K>>;

/** Brings a row into view once it is highlighted (a stable callback ref: React calls it when it is set). */
const montrer = (el: HTMLElement | null) => el?.scrollIntoView?.({ block: "nearest" });

/**
 * The props of a row of a list the screen draws itself (a table, a list without pager): highlighted and
 * scrolled into view while it is the saved row. Its list takes `SX_LIGNE_ENREGISTREE` in its `sx`.
 */
export function ligneEnregistree(enSurbrillance: boolean) {
  return enSurbrillance ? { className: CLASSE_LIGNE_ENREGISTREE, ref: montrer } : {};
}
