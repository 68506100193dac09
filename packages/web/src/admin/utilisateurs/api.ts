import type { Utilisateur, UtilisateurCreation, UtilisateurModification } from "@ecrin/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../api/http.ts";

export const UTILISATEURS_URL = "/api/admin/utilisateurs";
export const UTILISATEURS_QUERY_KEY = "utilisateurs";

export function useCreerUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UtilisateurCreation) => apiSend<Utilisateur>("POST", UTILISATEURS_URL, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [UTILISATEURS_QUERY_KEY] }),
  });
}

export function useModifierUtilisateur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UtilisateurModification }) =>
      apiSend<Utilisateur>("PATCH", `${UTILISATEURS_URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [UTILISATEURS_QUERY_KEY] }),
  });
}

export function useResetMotDePasse() {
  return useMutation({
    mutationFn: ({ id, motDePasse }: { id: number; motDePasse: string }) =>
      apiSend<void>("POST", `${UTILISATEURS_URL}/${id}/mot-de-passe`, { motDePasse }),
  });
}

export function useChangerMonMotDePasse() {
  return useMutation({
    mutationFn: (input: { actuel: string; nouveau: string }) =>
      apiSend<void>("POST", "/api/auth/mot-de-passe", input),
  });
}
