import type { AnalyseFournisseur, PeriodeFournisseur } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

const ANALYSE_FOURNISSEURS_URL = "/api/analyse/fournisseurs";
const ANALYSE_FOURNISSEURS_QUERY_KEY = "analyse-fournisseurs";

/** The supplier totals of a period (spec 03 section 2.6). */
export function useAnalyseFournisseurs(periode: PeriodeFournisseur) {
  return useQuery({
    queryKey: [ANALYSE_FOURNISSEURS_QUERY_KEY, periode.debut, periode.fin],
    queryFn: ({ signal }) => apiGet<AnalyseFournisseur>(ANALYSE_FOURNISSEURS_URL, { ...periode }, { signal }),
    placeholderData: keepPreviousData,
  });
}
