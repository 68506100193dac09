import type { FournisseurAdresse, FournisseurFiche } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

const URL = "/api/fournisseurs";
const QUERY_KEY = "fournisseurs-adresses";

/** Every supplier with its address (issue 25 point 3). */
export function useFournisseurs() {
  return useQuery({
    queryKey: [QUERY_KEY],
    queryFn: ({ signal }) => apiGet<FournisseurFiche[]>(URL, undefined, { signal }),
  });
}

export function useSaveFournisseur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: FournisseurAdresse }) =>
      apiSend<FournisseurAdresse>("PUT", `${URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUERY_KEY] }),
  });
}
