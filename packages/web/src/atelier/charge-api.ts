import type { ChargeJour } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

const CHARGE_URL = "/api/atelier/charge";
export const CHARGE_DETAIL_URL = `${CHARGE_URL}/detail`;
/** First key element of the workshop's lists: a write under ["atelier"] refreshes them too. */
export const ATELIER_QUERY_KEY = "atelier";

/** Spec 02 section 2.6: the jewellers' hours on the OFs delivered on `date`. */
export function useChargeJour(date: string, enabled: boolean) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "charge", date],
    queryFn: ({ signal }) => apiGet<ChargeJour>(CHARGE_URL, { date }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
