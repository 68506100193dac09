import type { CarteJoaillier, PeriodeProduction, PeseeEffectuee, StatProduction } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { ATELIER_QUERY_KEY } from "./boite-or-api.ts";

export const PESEES_URL = "/api/atelier/pesees";

/** One card per active jeweller (/atelier). */
export function useCartesJoailliers() {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "vue"],
    queryFn: ({ signal }) => apiGet<CarteJoaillier[]>("/api/atelier/vue", undefined, { signal }),
  });
}

/** 'Faire Pesée': the balances, the gold box list and the weighings all change. */
export function useFairePesee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idOuvr: number) => apiSend<PeseeEffectuee>("POST", PESEES_URL, { idOuvr }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ATELIER_QUERY_KEY] }),
  });
}

interface ProductionParams {
  idOuvr: number;
  periode: PeriodeProduction;
  date: string;
}

/** The production statistics of a jeweller for the week, month or year holding the date. */
export function useStatProduction(params: ProductionParams | null) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "production", params],
    queryFn: ({ signal }) => apiGet<StatProduction>("/api/atelier/production", { ...params }, { signal }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
