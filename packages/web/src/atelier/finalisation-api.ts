import type { EcranFinalisation, OfAtelier, OfFinalise, ResultatFinalisation } from "@ecrin/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

/**
 * The OF detail, its finalisation and the history of finalised OFs (spec 02 sections 2.1, 2.3, 4.3).
 * Keys live under ["atelier", "of", ...]: the workshop line commands refresh them too.
 */
const ofAtelierUrl = (n: number) => `/api/atelier/of/${n}`;
const FINALISES_URL = "/api/atelier/finalises";
const ofAtelierKey = (n: number) => ["atelier", "of", n] as const;

export function useOfAtelier(numSachet: number | null) {
  return useQuery({
    queryKey: ofAtelierKey(numSachet ?? 0),
    queryFn: ({ signal }) => apiGet<OfAtelier>(ofAtelierUrl(numSachet ?? 0), undefined, { signal }),
    enabled: numSachet !== null && numSachet > 0,
    retry: false,
  });
}

/** The OF asked now (a scanned bag, Enter): the same cache entry as useOfAtelier. */
export function fetchOfAtelier(queryClient: QueryClient, numSachet: number): Promise<OfAtelier> {
  return queryClient.fetchQuery({
    queryKey: ofAtelierKey(numSachet),
    queryFn: ({ signal }) => apiGet<OfAtelier>(ofAtelierUrl(numSachet), undefined, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useHistoriqueFinalises(limit = 20) {
  return useQuery({
    queryKey: ["atelier", "of", "finalises", limit],
    queryFn: ({ signal }) => apiGet<OfFinalise[]>(FINALISES_URL, { limit }, { signal }),
  });
}

/** Finaliser OF: 500 from the workshop follow-up, 550 from the Finaliser OF screen. */
export function useFinaliserOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ numSachet, ecran }: { numSachet: number; ecran: EcranFinalisation }) =>
      apiSend<ResultatFinalisation>("POST", `${ofAtelierUrl(numSachet)}/finaliser`, { ecran }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["atelier"] }),
        queryClient.invalidateQueries({ queryKey: ["of-numeros"] }),
      ]),
  });
}
