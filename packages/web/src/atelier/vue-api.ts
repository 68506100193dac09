import type { CarteJoaillier, PeriodeProduction, StatProduction } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";
import { ATELIER_QUERY_KEY } from "./boite-or-api.ts";

/** One card per active jeweller (/atelier). */
export function useCartesJoailliers() {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "vue"],
    queryFn: ({ signal }) => apiGet<CarteJoaillier[]>("/api/atelier/vue", undefined, { signal }),
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
