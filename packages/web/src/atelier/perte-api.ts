import type { OuvrierKind, PeriodePerte, PerteTotaux } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";
import { ATELIER_QUERY_KEY } from "./charge-api.ts";

const PERTE_URL = "/api/atelier/perte";
const PERTE_TOTAUX_URL = `${PERTE_URL}/totaux`;

export const perteOuvriersUrl = (kind: OuvrierKind) => `${PERTE_URL}/${kind}`;
export const perteOfsUrl = (kind: OuvrierKind, id: number) => `${PERTE_URL}/${kind}/${id}/ofs`;

/** The metal lost by all jewellers and all setters over the period. */
export function usePerteTotaux(periode: PeriodePerte) {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "charge", "perte", periode.debut, periode.fin],
    queryFn: ({ signal }) => apiGet<PerteTotaux>(PERTE_TOTAUX_URL, { ...periode }, { signal }),
    placeholderData: keepPreviousData,
  });
}
