import type { EditionOfInput, OfDetail } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

export const OF_LIST_URL = "/api/of";
export const OF_LIST_QUERY_KEY = "of-liste";
const OF_QUERY_KEY = "of";

export const ofUrl = (n: number) => `/api/of/${n}`;
const ofQueryKey = (n: number | null) => [OF_QUERY_KEY, n] as const;

export interface RefItem {
  id: number;
  label: string;
}

export type OfRefListe = "t_statuts" | "stade" | "type_transport" | "type_metal" | "tva";

/** A reference list of /api/ref for the OF forms: rarely changes. */
export function useOfRefList(liste: OfRefListe) {
  return useQuery({
    queryKey: ["ref", liste],
    queryFn: ({ signal }) => apiGet<RefItem[]>(`/api/ref/${liste}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The whole OF (GET /api/of/:n); a 404 is "OF non trouvé", not retried. */
export function useOf(n: number | null) {
  return useQuery({
    queryKey: ofQueryKey(n),
    queryFn: ({ signal }) => apiGet<OfDetail>(ofUrl(n ?? 0), undefined, { signal }),
    enabled: n !== null,
    retry: false,
  });
}

/** After a write: the OF itself, the list, and the other OF screens' lists. */
export function useOfSaved() {
  const queryClient = useQueryClient();
  return (saved: OfDetail) => {
    queryClient.setQueryData(ofQueryKey(saved.numSachet), saved);
    return queryClient.invalidateQueries({ queryKey: [OF_LIST_QUERY_KEY] });
  };
}

export function useSaveEdition() {
  const saved = useOfSaved();
  return useMutation({
    mutationFn: ({ n, input }: { n: number; input: EditionOfInput }) =>
      apiSend<OfDetail>("PUT", `${ofUrl(n)}/edition`, input),
    onSuccess: saved,
  });
}

export function useDeleteOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => apiSend<void>("DELETE", ofUrl(n)),
    onSuccess: (_r, n) => {
      queryClient.removeQueries({ queryKey: ofQueryKey(n) });
      return queryClient.invalidateQueries({ queryKey: [OF_LIST_QUERY_KEY] });
    },
  });
}
