import type { PlanningFiltre, PlanningSemaine } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl } from "../api/http.ts";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";

const PLANNING_URL = "/api/of/planning";
export const PLANNING_QUERY_KEY = "of-planning";

/** The filters as query parameters (the three-way ones always sent: 2 = tout). */
function params(filtre: PlanningFiltre) {
  return { ...filtre };
}

/** The OFs of a planning week (spec 03 section 2.13). */
export function usePlanning(lundi: string, filtre: PlanningFiltre) {
  return useQuery({
    queryKey: [PLANNING_QUERY_KEY, lundi, filtre],
    queryFn: ({ signal }) =>
      apiGet<PlanningSemaine>(PLANNING_URL, { semaine: lundi, ...params(filtre) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A move to another day. Not optimistic (spec 03 section 4): the card keeps its place until the
 * server confirms, then the week is read again so it shows what is saved.
 */
export function useDeplacerOf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ numSachet, dateLivr }: { numSachet: number; dateLivr: string }) =>
      apiSend<{ numSachet: number; dateLivr: string }>("PUT", `/api/of/${numSachet}/date-livraison`, {
        dateLivr,
      }),
    onSuccess: async (saved) => {
      // The confirmed date goes into the cached weeks at once, then they are read again.
      queryClient.setQueriesData<PlanningSemaine>({ queryKey: [PLANNING_QUERY_KEY] }, (old) =>
        old
          ? {
              ...old,
              ofs: old.ofs.map((o) =>
                o.numSachet === saved.numSachet ? { ...o, dateLivr: saved.dateLivr } : o,
              ),
            }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey: [PLANNING_QUERY_KEY] });
    },
  });
}

/** "Imprimer": the server builds the planning PDF of the period, the browser opens it in a new tab. */
export function useImprimerPlanning() {
  return useMutation({
    mutationFn: ({ debut, fin, filtre }: { debut: string; fin: string; filtre: PlanningFiltre }) =>
      ouvrirPdf(buildUrl(`${PLANNING_URL}/impression`, { debut, fin, ...params(filtre) })),
  });
}
