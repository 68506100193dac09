import type {
  DevisCours,
  DevisPdfInput,
  DevisPierreTarif,
  DevisProduit,
  DevisProduitTrouve,
} from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";
import { fetchPdf, ouvrirPdf } from "../ui/ouvrirPdf.ts";

const DEVIS_URL = "/api/devis";

/** Rates 1, 2, 3 and 8 (refreshed each time the screen opens: a rate may have changed on /cours). */
export function useDevisCours() {
  return useQuery({
    queryKey: ["devis-cours"],
    queryFn: ({ signal }) => apiGet<DevisCours>(`${DEVIS_URL}/cours`, undefined, { signal }),
    staleTime: 0,
  });
}

const searchable = (q: string) => q.trim().length >= 2;

/** The product search panel: products whose ref starts with the text (2 characters at least). */
export function useDevisProduits(q: string) {
  return useQuery({
    queryKey: ["devis-produits", q.trim()],
    queryFn: ({ signal }) =>
      apiGet<DevisProduitTrouve[]>(`${DEVIS_URL}/produits`, { q: q.trim() }, { signal }),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
}

/** Stones of the price list in a quality, for the list mode of the stones panel. */
export function useDevisPierres(q: string) {
  return useQuery({
    queryKey: ["devis-pierres", q.trim()],
    queryFn: ({ signal }) => apiGet<DevisPierreTarif[]>(`${DEVIS_URL}/pierres`, { q: q.trim() }, { signal }),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
}

/** Loads a product's costs and stones into the quote. */
export function useChargerProduitDevis() {
  return useMutation({
    mutationFn: (idCentre: number) => apiGet<DevisProduit>(`${DEVIS_URL}/produits/${idCentre}`),
  });
}

/** "Imprimer le devis": the server builds the PDF, the browser opens it in a new tab. */
export function useImprimerDevis() {
  return useMutation({
    mutationFn: (input: DevisPdfInput) =>
      ouvrirPdf(() =>
        fetchPdf(`${DEVIS_URL}/pdf`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(input),
        }),
      ),
  });
}
