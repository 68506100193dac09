import type { ModifierPrix, PierreCreation, PierreCreee, PierreInput, Revalorisation } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

export const PIERRES_URL = "/api/pierres";
export const PIERRES_QUERY_KEY = "pierres";

export interface ReferenceItem {
  id: number;
  label: string;
  actif?: boolean;
}

/** A reference list of /api/ref (stone types, shapes, colours, qualities, suppliers): rarely changes. */
export function useReferenceList(
  liste: "type_pier" | "forme_pier" | "couleur" | "qualite" | "fournisseur" | "pierres_recues_etat",
) {
  return useQuery({
    queryKey: ["ref", liste],
    queryFn: ({ signal }) => apiGet<ReferenceItem[]>(`/api/ref/${liste}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface ResultatRevalorisation extends Revalorisation {
  pierresModifiees: number;
  message: string;
}

/** Every write of the price list also changes product prices: both are refreshed. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [PIERRES_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: ["produit-prix"] }),
    ]);
}

export function useCreatePierre() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: PierreCreation) => apiSend<PierreCreee>("POST", PIERRES_URL, input),
    onSuccess: invalidate,
  });
}

export function useUpdatePierre() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PierreInput }) =>
      apiSend<ResultatRevalorisation>("PUT", `${PIERRES_URL}/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useModifierPrix() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ModifierPrix) =>
      apiSend<ResultatRevalorisation>("POST", `${PIERRES_URL}/tarifs/modifier-prix`, input),
    onSuccess: invalidate,
  });
}
