import {
  type ListeOf,
  type OfFiltre,
  type RepartitionStatuts,
  SEGMENT_LISTE_OF,
  type TotauxAnalyseOf,
} from "@ecrin/domain";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiGet, type QueryParams } from "../api/http.ts";

/** The web side of /filter (spec 03 section 2.8). */
const REPARTITION_URL = "/api/of/repartition";
export const REPARTITION_QUERY_KEY = "of-repartition";
export const OFS_STATUT_QUERY_KEY = "of-repartition-statut";
const TOTAUX_URL = "/api/of/analyse/totaux";
export const TOTAUX_QUERY_KEY = "of-analyse-totaux";
export const LISTE_QUERY_KEY: Record<ListeOf, string> = {
  enCours: "of-analyse-en-cours",
  livres: "of-analyse-livres",
  extensia: "of-analyse-extensia",
};

export const ofsStatutUrl = (statut: number) => `${REPARTITION_URL}/${statut}`;
export const listeUrl = (liste: ListeOf) => `/api/of/analyse/${SEGMENT_LISTE_OF[liste]}`;

/**
 * The invoice PDF. Provided by the invoicing issue (GET /api/facturation/factures/:id/pdf); until it
 * lands the link answers 404.
 */
export const facturePdfUrl = (idFact: number) => `/api/facturation/factures/${idFact}/pdf`;

/** The filters as query parameters (TOUT choices are sent too: the server reads them the same). */
export function filtreParams(f: OfFiltre): QueryParams {
  return { ...f };
}

export function useRepartition(f: OfFiltre) {
  return useQuery({
    queryKey: [REPARTITION_QUERY_KEY, f],
    queryFn: ({ signal }) => apiGet<RepartitionStatuts>(REPARTITION_URL, filtreParams(f), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTotauxAnalyse(f: OfFiltre) {
  return useQuery({
    queryKey: [TOTAUX_QUERY_KEY, f],
    queryFn: ({ signal }) => apiGet<TotauxAnalyseOf>(TOTAUX_URL, filtreParams(f), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Everything /filter shows is asked again (after an edit, or the row's Rafraîchir). */
export function useRafraichirFilter() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [
          REPARTITION_QUERY_KEY,
          OFS_STATUT_QUERY_KEY,
          TOTAUX_QUERY_KEY,
          ...Object.values(LISTE_QUERY_KEY),
        ].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
    [queryClient],
  );
}

/**
 * The rows a DataTable shows now: its active query's page (the table owns its page and sort). Used
 * by "Imprimer", which prints the OFs of the page on screen.
 */
export function usePageAffichee<R>(queryKey: string) {
  const queryClient = useQueryClient();
  return (): R[] => {
    const actives = queryClient.getQueryCache().findAll({ queryKey: [queryKey], type: "active" });
    const derniere = actives.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
    return (derniere?.state.data as { rows?: R[] } | undefined)?.rows ?? [];
  };
}
