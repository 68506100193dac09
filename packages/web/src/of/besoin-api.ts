import type { Besoins, OfBesoin } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

const BESOINS_URL = "/api/of/besoins";

export interface BesoinsRequete {
  debut: string;
  fin: string;
  client: number | null;
}

/** The stones needed by the OFs of the period (spec 03 section 2.14). */
export function useBesoins(r: BesoinsRequete) {
  return useQuery({
    queryKey: ["of-besoins", r.debut, r.fin, r.client],
    queryFn: ({ signal }) => apiGet<Besoins>(BESOINS_URL, { ...r }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The OFs of the chosen need row. */
export function useBesoinDetail(r: BesoinsRequete, cle: string | null) {
  return useQuery({
    queryKey: ["of-besoins-detail", r.debut, r.fin, r.client, cle],
    queryFn: ({ signal }) => apiGet<OfBesoin[]>(`${BESOINS_URL}/detail`, { ...r, cle }, { signal }),
    enabled: cle !== null,
  });
}
