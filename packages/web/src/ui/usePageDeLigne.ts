import { type ListResult, SURBRILLANCE_MS } from "@ecrin/domain";
import type { GridRowId, GridValidRowModel } from "@mui/x-data-grid";
import { useEffect, useRef, useState } from "react";
import { apiGet, type QueryParams } from "../api/http.ts";

/** Rows read per request while looking for the saved row (the lists' largest page). */
const BLOC = 1000;

interface PageDeLigne<R extends GridValidRowModel> {
  /** The key of the row just saved (`ui/useSurbrillance.ts`), null otherwise. */
  cle: string | null;
  /** The keys of the rows of the page shown. */
  cles: readonly string[];
  /** The page shown is still loading: wait before looking. */
  chargement: boolean;
  url: string;
  /** The list's query as the table sends it (filters, search, sort); its page and size are replaced. */
  params: QueryParams;
  pageSize: number;
  idOf: (row: R) => GridRowId;
  setPage: (page: number) => void;
}

/**
 * After a save, a list paged by the server goes to the page that holds the saved row (issue 28.5): when the
 * row is not on the page shown, the list's own query (same filters and order) is read in blocks of 1000 rows
 * until the row is found, and the table turns to its page; two requests for a list of a few hundred rows,
 * where going through the pages one by one took one request per page. Returns the key of the row to
 * highlight: the saved row once shown, for SURBRILLANCE_MS from then.
 */
export function usePageDeLigne<R extends GridValidRowModel>(o: PageDeLigne<R>): string | null {
  const dernier = useRef(o);
  dernier.current = o;
  const recherche = useRef<{ cle: string; arret: AbortController } | null>(null);
  useEffect(() => () => recherche.current?.arret.abort(), []);
  const { cle, cles, chargement } = o;

  // The row saved waits until the list shows it (its page may take a while to come), then stays
  // highlighted SURBRILLANCE_MS from that moment: the user sees it 2.5 s whatever the wait.
  const [attendue, setAttendue] = useState<string | null>(null);
  const [montree, setMontree] = useState<string | null>(null);
  useEffect(() => {
    if (cle !== null) setAttendue(cle);
  }, [cle]);
  useEffect(() => {
    if (montree === null) return;
    const t = setTimeout(() => setMontree(null), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [montree]);

  useEffect(() => {
    if (recherche.current !== null && recherche.current.cle !== attendue) {
      recherche.current.arret.abort();
      recherche.current = null;
    }
    if (attendue === null || chargement) return;
    if (cles.includes(attendue)) {
      setMontree(attendue);
      setAttendue(null);
      return;
    }
    if (recherche.current !== null) return;
    const arret = new AbortController();
    recherche.current = { cle: attendue, arret };
    const { url, params, pageSize, idOf } = dernier.current;
    const chercher = async (): Promise<number | null> => {
      for (let bloc = 0; ; bloc++) {
        const r = await apiGet<ListResult<R>>(
          url,
          { ...params, page: bloc, pageSize: BLOC },
          { signal: arret.signal },
        );
        const i = r.rows.findIndex((row) => String(idOf(row)) === attendue);
        if (i >= 0) return Math.floor((bloc * BLOC + i) / pageSize);
        if ((bloc + 1) * BLOC >= r.total) return null;
      }
    };
    // Not found (the filters leave it out) or the request failed: the page shown stays, nothing waits.
    chercher()
      .then((page) => {
        if (arret.signal.aborted) return;
        if (page === null) setAttendue(null);
        else dernier.current.setPage(page);
      })
      .catch(() => undefined);
  }, [attendue, cles, chargement]);
  return montree;
}
