import type { Client, ClientFiche, ClientInput, Cours, CoursInput } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

export const COURS_URL = "/api/admin/cours";
export const COURS_QUERY_KEY = "cours";
const CLIENTS_URL = "/api/admin/clients";
const CLIENTS_QUERY_KEY = "clients";

/** The whole client tree as a flat list (a few thousand rows at most); shared by the pickers. */
export function useClients() {
  return useQuery({
    queryKey: [CLIENTS_QUERY_KEY],
    queryFn: ({ signal }) => apiGet<Client[]>(CLIENTS_URL, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** One client's whole record (the form's invoicing and bank details). */
export function fiche(id: number): Promise<ClientFiche> {
  return apiGet<ClientFiche>(`${CLIENTS_URL}/${id}`);
}

export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ClientInput }) =>
      id === null
        ? apiSend<ClientFiche>("POST", CLIENTS_URL, input)
        : apiSend<ClientFiche>("PUT", `${CLIENTS_URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CLIENTS_QUERY_KEY] }),
  });
}

export function useSaveCours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CoursInput }) =>
      id === null
        ? apiSend<Cours>("POST", COURS_URL, input)
        : apiSend<Cours>("PUT", `${COURS_URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COURS_QUERY_KEY] }),
  });
}

export function useDeleteCours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>("DELETE", `${COURS_URL}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [COURS_QUERY_KEY] }),
  });
}
