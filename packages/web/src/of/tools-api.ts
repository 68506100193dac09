import type { DeuxOf, Reintegration } from "@ecrin/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend, buildUrl, type QueryParams } from "../api/http.ts";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";

/** What every OF tool answers: the OF it acted on and the French message to show. */
export interface ResultatOutil {
  numSachet: number;
  message: string;
}

const TOOLS_URL = "/api/of/tools";

/**
 * The OF prints. Other screens link to the same URLs (GET, application/pdf inline):
 * fiche?ofs=1,2,3 · liste?ofs=... · intervalle?min=&max= · commande?min=&max=.
 */
const PRINT_URL = "/api/of/print";
export const printUrl = {
  fiche: (ofs: readonly number[]) => buildUrl(`${PRINT_URL}/fiche`, { ofs: ofs.join(",") }),
  liste: (ofs: readonly number[]) => buildUrl(`${PRINT_URL}/liste`, { ofs: ofs.join(",") }),
  intervalle: (p: { min: string; max: string }) => buildUrl(`${PRINT_URL}/intervalle`, p as QueryParams),
  commande: (p: { min: string; max: string }) => buildUrl(`${PRINT_URL}/commande`, p as QueryParams),
};

function useOutil<V>(method: "POST", path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => apiSend<ResultatOutil>(method, `${TOOLS_URL}/${path}`, vars ?? {}),
    // Clients and statuses changed: the OF-number suggestions must be asked again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["of-numeros"] }),
  });
}

export const useCreerOfStock = () => useOutil<void>("POST", "of-stock");
export const useEchangerOfs = () => useOutil<DeuxOf>("POST", "echange");
export const useTransfererOf = () => useOutil<DeuxOf>("POST", "transfert");
export const useReintegrerOf = () => useOutil<Reintegration>("POST", "reintegration");

/**
 * Opens a print in a new tab: the tab is opened on the click (no popup blocker), the PDF is fetched,
 * and a refusal (too many OFs, unknown number) comes back as a French message instead of a tab of JSON.
 */
export function useImprimer() {
  return useMutation({ mutationFn: (url: string) => ouvrirPdf(url) });
}
