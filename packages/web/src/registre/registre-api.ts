import type { FiltreRegistre, VerificationRegistre } from "@ecrin/domain";
import { useMutation } from "@tanstack/react-query";
import { apiSend, buildUrl } from "../api/http.ts";

export const REGISTRE_URL = "/api/registre";
export const REGISTRE_QUERY_KEY = "registre";

/** The printed extract of a period (one page per day, with its seal). */
export const extraitUrl = (f: FiltreRegistre) =>
  buildUrl(`${REGISTRE_URL}/extrait`, { du: f.du, au: f.au, sens: f.sens, nature: f.nature });

/** Vérifier la chaîne: seals the finished days, then checks every number and every seal (role 1). */
export function useVerifierRegistre() {
  return useMutation({
    mutationFn: () => apiSend<VerificationRegistre>("POST", `${REGISTRE_URL}/verification`, {}),
  });
}

/** Sceller maintenant (role 1): the finished days, and today's entries so far. */
export function useScellerRegistre() {
  return useMutation({
    mutationFn: () => apiSend<{ sceaux: unknown[] }>("POST", `${REGISTRE_URL}/sceau`, {}),
  });
}
