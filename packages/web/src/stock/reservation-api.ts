import type { LigneCommande, LigneIdentique, ListResult } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, type QueryParams } from "../api/http.ts";
import { STOCK_URL } from "./stock-api.ts";

export function useCommandes(params: QueryParams) {
  return useQuery({
    queryKey: ["reservation-commandes", params],
    queryFn: ({ signal }) =>
      apiGet<ListResult<LigneCommande>>(`${STOCK_URL}/reservation/commandes`, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useComptes(params: QueryParams) {
  return useQuery({
    queryKey: ["reservation-commandes", "comptes", params],
    queryFn: ({ signal }) =>
      apiGet<{ reservables: number; reserves: number }>(`${STOCK_URL}/reservation/comptes`, params, {
        signal,
      }),
  });
}

/** The identical stock pieces of an order, or with `proches: "1"` its near matches (another metal or size). */
export function useIdentiques(commande: number | null, params: QueryParams) {
  return useQuery({
    queryKey: ["reservation-identiques", commande, params],
    queryFn: ({ signal }) =>
      apiGet<ListResult<LigneIdentique>>(
        `${STOCK_URL}/reservation/identiques`,
        { ...params, commande: commande ?? undefined },
        { signal },
      ),
    enabled: commande !== null,
    placeholderData: keepPreviousData,
  });
}
