import { type ListResult, SURBRILLANCE_MS } from "@ecrin/domain";
import type { GridRowId, GridValidRowModel } from "@mui/x-data-grid";
import { useEffect, useRef, useState } from "react";
import { apiGet, type QueryParams } from "../api/http.ts";

/** Rows read per request while looking for the saved row (the lists' largest page). */
const BLOC = 1000;

interface PageDeLigne<R extends GridValidRowModel> {
  /** The keys of the rows just saved (`ui/useSurbrillance.ts`), empty otherwise. */
  enregistrees: ReadonlySet<string>;
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
 * After a save, a list paged by the server shows the saved rows (issue 28.5): the page shown when it holds
 * one of them, otherwise the list's own query (same filters and order) is read in blocks of 1000 rows until
 * the first of them in the list's order is found, and the table turns to its page; two requests for a list
 * of a few hundred rows, where going through the pages one by one took one request per page. Returns the
 * keys of the rows to highlight: the saved rows once one is shown, for SURBRILLANCE_MS from then.
 */
export function usePageDeLigne<R extends GridValidRowModel>(o: PageDeLigne<R>): ReadonlySet<string> | null {
  const dernier = useRef(o);
  dernier.current = o;
  const recherche = useRef<{ cles: ReadonlySet<string>; arret: AbortController } | null>(null);
  useEffect(() => () => recherche.current?.arret.abort(), []);
  const { enregistrees, cles, chargement } = o;

  // The rows saved wait until the list shows one (its page may take a while to come), then stay
  // highlighted SURBRILLANCE_MS from that moment: the user sees them 2.5 s whatever the wait.
  const [attendues, setAttendues] = useState<ReadonlySet<string> | null>(null);
  const [montrees, setMontrees] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (enregistrees.size > 0) setAttendues(enregistrees);
  }, [enregistrees]);
  useEffect(() => {
    if (montrees === null) return;
    const t = setTimeout(() => setMontrees(null), SURBRILLANCE_MS);
    return () => clearTimeout(t);
  }, [montrees]);

  useEffect(() => {
    if (recherche.current !== null && recherche.current.cles !== attendues) {
      recherche.current.arret.abort();
      recherche.current = null;
    }
    if (attendues === null || chargement) return;
    if (cles.some((c) => attendues.has(c))) {
      setMontrees(attendues);
      setAttendues(null);
      return;
    }
    if (recherche.current !== null) return;
    const arret = new AbortController();
    recherche.current = { cles: attendues, arret };
    const { url, params, pageSize, idOf } = dernier.current;
    const chercher = async (): Promise<number | null> => {
      for (let bloc = 0; ; bloc++) {
        const r = await apiGet<ListResult<R>>(
          url,
          { ...params, page: bloc, pageSize: BLOC },
          { signal: arret.signal },
        );
        const i = r.rows.findIndex((row) => attendues.has(String(idOf(row))));
        if (i >= 0) return Math.floor((bloc * BLOC + i) / pageSize);
        if ((bloc + 1) * BLOC >= r.total) return null;
      }
    };
    // None found (the filters leave them out) or the request failed: the page shown stays, nothing waits.
    chercher()
      .then((page) => {
        if (arret.signal.aborted) return;
        if (page === null) setAttendues(null);
        else dernier.current.setPage(page);
      })
      .catch(() => undefined);
  }, [attendues, cles, chargement]);
  return montrees;
}
