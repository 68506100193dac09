import type { BoiteOrFiltre, BoiteOrSaisie, SoldeBoiteOr } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, type QueryParams } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

/** First element of every workshop query key: a gold box write refreshes the list, balance and cards. */
export const ATELIER_QUERY_KEY = "atelier";
export const BOITE_OR_URL = "/api/atelier/boite-or";

interface JoaillierRef {
  id: number;
  label: string;
  actif?: boolean;
}

/** The jewellers (reference list joaillier), active and not: the forms keep only the active ones. */
export function useJoailliers() {
  return useQuery({
    queryKey: ["ref", "joaillier"],
    queryFn: ({ signal }) => apiGet<JoaillierRef[]>("/api/ref/joaillier", undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The balance of the rows the filter selects (Détail Boite Or / Solde). */
export function useSoldeBoiteOr(filtre: BoiteOrFiltre) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "boite-or", "solde", filtre],
    queryFn: ({ signal }) => apiGet<SoldeBoiteOr>(`${BOITE_OR_URL}/solde`, filtre as QueryParams, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAtelier() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ATELIER_QUERY_KEY] });
}

export function useAjouterBoiteOr() {
  const invalidate = useInvalidateAtelier();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (input: BoiteOrSaisie) =>
      sendOnce((idempotencyKey) =>
        apiSend<{ idBoite: number; message: string }>("POST", BOITE_OR_URL, input, { idempotencyKey }),
      ),
    onSuccess: invalidate,
  });
}

export function useSupprimerBoiteOr() {
  const invalidate = useInvalidateAtelier();
  return useMutation({
    mutationFn: (idBoite: number) => apiSend<{ message: string }>("DELETE", `${BOITE_OR_URL}/${idBoite}`),
    onSuccess: invalidate,
  });
}
