import { useEffect, useRef } from "react";

interface LigneEnregistree {
  /** The saved row's key while it is highlighted, null otherwise. */
  cle: string | null;
  /** The keys of the rows the list shows now (the current page). */
  cles: readonly string[];
  /** The page is still loading: wait before looking. */
  chargement: boolean;
  page: number;
  pages: number;
  setPage: (page: number) => void;
}

/**
 * After a save, the list shows the new row (issue 28.5): when the highlighted row is not on the page shown,
 * the list goes through its pages, from the one it was on, until the row is there; each page is looked at
 * once. A list paged by the server needs no position from it: the pages it already serves are enough.
 */
export function useLigneEnregistree({ cle, cles, chargement, page, pages, setPage }: LigneEnregistree) {
  const recherche = useRef<{ cle: string; vues: number } | null>(null);
  useEffect(() => {
    if (cle === null) {
      recherche.current = null;
      return;
    }
    if (recherche.current?.cle !== cle) recherche.current = { cle, vues: 0 };
    if (chargement || cles.includes(cle)) return;
    const r = recherche.current;
    r.vues += 1;
    if (r.vues >= pages) return;
    setPage((page + 1) % pages);
  }, [cle, cles, chargement, page, pages, setPage]);
}
