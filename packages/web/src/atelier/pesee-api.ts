import type { PeseeEffectuee } from "@ecrin/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../api/http.ts";
import { ATELIER_QUERY_KEY } from "./boite-or-api.ts";

export const PESEES_URL = "/api/atelier/pesees";

/** 'Faire Pesée': the balances, the gold box list and the weighings all change. */
export function useFairePesee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idOuvr: number) => apiSend<PeseeEffectuee>("POST", PESEES_URL, { idOuvr }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ATELIER_QUERY_KEY] }),
  });
}
