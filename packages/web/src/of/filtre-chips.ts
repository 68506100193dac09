import type { Client } from "@ecrin/domain";
import { useQueries } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";
import { clientName } from "../ui/clientTree.ts";
import type { RefItem } from "./creation-api.ts";

/**
 * The labels of reference lists for the active-filter chips (the same queries as RefFiltreSelect, so
 * nothing more is fetched): `libelle("stade", 3)` -> "Finition"; statuses show their number first.
 */
export function useLibellesRef(listes: readonly string[]): (liste: string, id: number | string) => string {
  const resultats = useQueries({
    queries: listes.map((liste) => ({
      queryKey: ["ref", liste],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiGet<RefItem[]>(`/api/ref/${liste}`, undefined, { signal }),
      staleTime: 10 * 60_000,
    })),
  });
  return (liste, id) => {
    const items = resultats[listes.indexOf(liste)]?.data ?? [];
    const item = items.find((r) => String(r.id) === String(id));
    if (!item) return String(id);
    return liste === "t_statuts" ? `${item.id} – ${item.label}` : item.label;
  };
}

/** The client's name for its chip (the id while the clients load). */
export function nomClient(clients: readonly Client[] | undefined, id: number): string {
  const c = clients?.find((x) => x.id === id);
  return c ? clientName(c) : String(id);
}
