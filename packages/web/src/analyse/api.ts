import type {
  AnalyseFournisseur,
  AnalyseVente,
  CaFiltre,
  CaMois,
  ComparaisonAnnees,
  ComparaisonMois,
  HistoriqueClient,
  PeriodeFournisseur,
  PeriodeSuivi,
  Progressions,
  RepartitionCa,
  StockFiltre,
  SuiviProduction,
  TrancheStock,
} from "@ecrin/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, type QueryParams } from "../api/http.ts";

const ANALYSE_FOURNISSEURS_URL = "/api/analyse/fournisseurs";
const ANALYSE_FOURNISSEURS_QUERY_KEY = "analyse-fournisseurs";

/** The supplier totals of a period (spec 03 section 2.6). */
export function useAnalyseFournisseurs(periode: PeriodeFournisseur) {
  return useQuery({
    queryKey: [ANALYSE_FOURNISSEURS_QUERY_KEY, periode.debut, periode.fin],
    queryFn: ({ signal }) => apiGet<AnalyseFournisseur>(ANALYSE_FOURNISSEURS_URL, { ...periode }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filters as query parameters (every choice sent: the server reads them the same). */
export function caParams(f: CaFiltre): QueryParams {
  return { ...f };
}

export const ANALYSE_CA_QUERY_KEY = "analyse-ca";
export const TOP_VENTE_URL = "/api/analyse/ca/top-vente";
export const DETAIL_CA_URL = "/api/analyse/ca/detail";
export const FACON_URL = "/api/analyse/facon";

function useAnalyseCa<T>(chemin: string, f: CaFiltre, enabled = true) {
  return useQuery({
    queryKey: [ANALYSE_CA_QUERY_KEY, chemin, f],
    queryFn: ({ signal }) => apiGet<T>(`/api/analyse/${chemin}`, caParams(f), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useRepartitionCa = (f: CaFiltre, enabled: boolean) =>
  useAnalyseCa<RepartitionCa>("ca/repartition", f, enabled);
export const useAnalyseVente = (f: CaFiltre, enabled: boolean) =>
  useAnalyseCa<AnalyseVente>("ca/vente", f, enabled);
export const useCaMois = (f: CaFiltre, enabled: boolean) => useAnalyseCa<CaMois[]>("ca/mois", f, enabled);
export const useComparaisonMois = (f: CaFiltre, enabled: boolean) =>
  useAnalyseCa<ComparaisonMois>("ca/comparaison-mois", f, enabled);
export const useCaAnnees = (f: CaFiltre, enabled: boolean) =>
  useAnalyseCa<ComparaisonAnnees>("ca/annees", f, enabled);
export const useFaconTotal = (f: CaFiltre) =>
  useAnalyseCa<{ poidsTotal: string; nbLignes: number }>("facon/total", f);

export const PROGRESSION_CLIENTS_URL = "/api/analyse/progression/clients";

/** Spec 03 section 2.2: the two tops for the years asked (empty = the defaults). */
export function useProgressions(annees: { anneeDebut: string; anneeFin: string }) {
  return useQuery({
    queryKey: [ANALYSE_CA_QUERY_KEY, "progression", annees],
    queryFn: ({ signal }) => apiGet<Progressions>("/api/analyse/progression", { ...annees }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHistoriqueClient(client: number | null) {
  return useQuery({
    queryKey: [ANALYSE_CA_QUERY_KEY, "historique", client],
    queryFn: ({ signal }) =>
      apiGet<HistoriqueClient>("/api/analyse/progression/historique", { client }, { signal }),
    enabled: client !== null,
  });
}

/** Spec 03 section 2.9: the production of a day, week, month or year. */
export function useSuiviProduction(periode: PeriodeSuivi, date: string) {
  return useQuery({
    queryKey: [ANALYSE_CA_QUERY_KEY, "production", periode, date],
    queryFn: ({ signal }) =>
      apiGet<SuiviProduction>("/api/analyse/production", { periode, date }, { signal }),
  });
}

export const STOCK_DETAIL_URL = "/api/analyse/stock/detail";

/** Spec 03 section 2.5: the stock by cost-price bracket. */
export function useStockTranches(f: StockFiltre) {
  return useQuery({
    queryKey: [ANALYSE_CA_QUERY_KEY, "stock", f],
    queryFn: ({ signal }) => apiGet<TrancheStock[]>("/api/analyse/stock", { ...f }, { signal }),
    placeholderData: keepPreviousData,
  });
}
