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
 * What a typed invoice search sends: its printed identifier ("F40123", "f401") or its first digits; any
 * other text (a picked suggestion's label) searches nothing, i.e. lists the newest.
 */
export function rechercheFacture(saisie: string): string {
  const s = saisie.trim();
  return /^[Ff]?\d{1,10}$/.test(s) ? s.toUpperCase() : "";
}

/** The chosen client's invoices whose number starts with `q` (all of them, newest first, when blank). */
export function useFacturesDuClient(idClt: number | null, q: string) {
  return useQuery({
    queryKey: ["factures-corrigees", "client", idClt, q],
    queryFn: ({ signal }) =>
      apiGet<FactureCorrigee[]>(`${AVOIRS_URL}/factures`, { idClt: idClt ?? undefined, q }, { signal }),
    enabled: idClt !== null,
    staleTime: 10_000,
  });
}
