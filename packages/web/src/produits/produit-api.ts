import { type ProduitDetailPrix, type ProduitTrouve, rechercheProduitActive } from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api/http.ts";

const PRODUITS_RECHERCHE_URL = "/api/produits/recherche";
const PRODUIT_PRIX_QUERY_KEY = "produit-prix";

/** Spec 01 section 5: the product search, asked only once the text starts a search. */
export function useRechercheProduits(texte: string) {
  const actif = rechercheProduitActive(texte);
  return useQuery({
    queryKey: ["produits-recherche", texte.trim().toLowerCase()],
    queryFn: ({ signal }) => apiGet<ProduitTrouve[]>(PRODUITS_RECHERCHE_URL, { q: texte.trim() }, { signal }),
    enabled: actif,
    placeholderData: keepPreviousData,
  });
}

/** The price breakdown of one product (each opening is logged by the server). */
export function useProduitPrix(idCentre: number | null) {
  return useQuery({
    queryKey: [PRODUIT_PRIX_QUERY_KEY, idCentre],
    queryFn: ({ signal }) =>
      apiGet<ProduitDetailPrix>(`/api/produits/${idCentre}/prix`, undefined, { signal }),
    enabled: idCentre !== null,
    staleTime: 0,
  });
}
