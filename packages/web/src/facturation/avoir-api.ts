import type { AvoirCreation, FactureCorrigee } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const AVOIRS_URL = "/api/facturation/avoirs";
export const AVOIRS_QUERY_KEY = "avoirs";

interface AvoirCree {
  idAvoir: number;
  message: string;
}

/** Imprimer: one PDF for the selected credit notes (GET, application/pdf inline). */
export const avoirsPdfUrl = (ids: readonly number[]) => buildUrl(`${AVOIRS_URL}/pdf`, { ids: ids.join(",") });

/** Creer: once per submission of the dialog, however often it is sent (see useIdempotence). */
export function useCreerAvoir() {
  const queryClient = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (input: AvoirCreation) =>
      sendOnce((idempotencyKey) => apiSend<AvoirCree>("POST", AVOIRS_URL, input, { idempotencyKey })),
    // The list, and the accounting screen's credit notes, show the new one.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [AVOIRS_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ["factures-corrigees"] }),
      ]),
  });
}

/**
 * The invoice a credit note corrects, once its number is typed: its date and what is left to credit,
 * or the French refusal (unknown, another client's).
 */
export function useFactureCorrigee(idFact: number | null, idClt: number | null) {
  return useQuery({
    queryKey: ["factures-corrigees", idFact, idClt],
    queryFn: ({ signal }) =>
      apiGet<FactureCorrigee>(`${AVOIRS_URL}/factures/${idFact}`, { idClt: idClt ?? undefined }, { signal }),
    enabled: idFact !== null,
    retry: false,
  });
}
