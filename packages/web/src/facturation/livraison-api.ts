import type { Canal, FacturerInput, GroupeAFacturer, ResultatFacturation } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const A_FACTURER_QUERY_KEY = "facturation-a-facturer";

/** The OFs ready to invoice, grouped by the server (spec 01 section 2). */
export function useAFacturer() {
  return useQuery({
    queryKey: [A_FACTURER_QUERY_KEY],
    queryFn: ({ signal }) => apiGet<GroupeAFacturer[]>("/api/facturation/a-facturer", undefined, { signal }),
    staleTime: 0,
  });
}

/** Facturer one group, once per submission (useIdempotence): the invoices are made, the group leaves. */
export function useFacturer() {
  const queryClient = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (input: FacturerInput) =>
      sendOnce((idempotencyKey) =>
        apiSend<ResultatFacturation>("POST", "/api/facturation/facturer", input, { idempotencyKey }),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [A_FACTURER_QUERY_KEY] }),
        // Statuses and clients changed: the OF-number suggestions must be asked again.
        queryClient.invalidateQueries({ queryKey: ["of-numeros"] }),
      ]),
  });
}

/** The invoice print (GET, application/pdf inline), one PDF for several invoices of a channel. */
export const facturesPdfUrl = (numeros: readonly number[], canal: Canal) =>
  buildUrl("/api/facturation/factures/pdf", { ids: numeros.join(","), canal });
