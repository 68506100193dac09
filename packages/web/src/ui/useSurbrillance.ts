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

/** No row highlighted: one set for every screen, so a list's effects see no change. */
export const AUCUNE_SURBRILLANCE: ReadonlySet<never> = new Set();

/**
 * The rows a screen just saved (issue 28.5): `marquer(cle)` after a save of one row, `marquer(cles)` after
 * an action that saves several at once (Confier, Mouvement Plateau, a stone exit); `cles` holds them for
 * SURBRILLANCE_MS (spec 03: 2.5 s), then is empty again. A new save starts the 2.5 s again with its own
 * rows. The list showing them pages to the first one (`ui/DataTable.tsx` on its `surbrillance`, through
 * `usePageDeLigne`); a table drawn by the screen asks `cles.has(key)` of each row.
 */
export function useSurbrillance<K extends string | number = string | number>() {
  const [cles, setCles] = useState<ReadonlySet<K>>(AUCUNE_SURBRILLANCE);
  useEffect(() => {
    if (cles.size === 0) return;
    const t = setTimeout(() => setCles(AUCUNE_SURBRILLANCE), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [cles]);
  // A new set at every save, even of the same rows: the effect above starts its 2.5 s again.
  const marquer = useCallback(
    (cle: K | readonly K[]) => setCles(new Set(typeof cle === "object" ? cle : [cle])),
    [],
  );
  return { cles, marquer };
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
