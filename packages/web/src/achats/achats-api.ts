import type { DecisionAchat, DetailFactureFournisseur } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const FACTURES_FOURNISSEURS_URL = "/api/achats/factures";
export const ACHATS_QUERY_KEY = "achats";
export const ACHATS_PAR_MOIS_URL = "/api/achats/par_fournisseur_mois";

export const urlFichierOriginal = (id: number) => `${FACTURES_FOURNISSEURS_URL}/${id}/fichier`;

/** One received invoice: what was read, its failed rules, its match, its decisions. */
export function useFactureFournisseur(id: number | null) {
  return useQuery({
    queryKey: [ACHATS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) =>
      apiGet<DetailFactureFournisseur>(`${FACTURES_FOURNISSEURS_URL}/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** Approuver / Approuver partiellement / Contester / Refuser, one Idempotency-Key per submission. */
export function useDecision(id: number) {
  const client = useQueryClient();
  const idempotent = useIdempotence();
  return useMutation({
    mutationFn: (d: DecisionAchat) =>
      idempotent((key) =>
        apiSend<DetailFactureFournisseur>("POST", `${FACTURES_FOURNISSEURS_URL}/${id}/decision`, d, {
          idempotencyKey: key,
        }),
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [ACHATS_QUERY_KEY] });
    },
  });
}
