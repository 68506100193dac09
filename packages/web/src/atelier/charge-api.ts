import type { ChargeJour, OuvrierKind, PeriodePerte, PerteTotaux } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

const CHARGE_URL = "/api/atelier/charge";
export const CHARGE_DETAIL_URL = `${CHARGE_URL}/detail`;
const PERTE_URL = "/api/atelier/perte";
const PERTE_TOTAUX_URL = `${PERTE_URL}/totaux`;
/** First key element of the workshop's lists: a write under ["atelier"] refreshes them too. */
export const ATELIER_QUERY_KEY = "atelier";

export const perteOuvriersUrl = (kind: OuvrierKind) => `${PERTE_URL}/${kind}`;
export const perteOfsUrl = (kind: OuvrierKind, id: number) => `${PERTE_URL}/${kind}/${id}/ofs`;

/** Spec 02 section 2.6: the jewellers' hours on the OFs delivered on `date`. */
export function useChargeJour(date: string, enabled: boolean) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "charge", date],
    queryFn: ({ signal }) => apiGet<ChargeJour>(CHARGE_URL, { date }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The metal lost by all jewellers and all setters over the period. */
export function usePerteTotaux(periode: PeriodePerte) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "charge", "perte", periode.debut, periode.fin],
    queryFn: ({ signal }) => apiGet<PerteTotaux>(PERTE_TOTAUX_URL, { ...periode }, { signal }),
    placeholderData: keepPreviousData,
  });
}
