import type {
  Centre,
  CentreData,
  CentreVide,
  CentreVideData,
  CentreVideOption,
  LignePierreData,
  MaintenanceApplication,
  MaintenanceCentreVide,
  MaintenanceDemande,
  MaintenanceResultat,
  PierreOption,
  RefCentreVide,
} from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";

/** The web side of /api/produits/catalogue: centres vides, centres, their stones, maintenance. */
export const CV_URL = "/api/produits/catalogue/cv";
export const CV_QUERY_KEY = "catalogue-cv";
export const CENTRES_URL = "/api/produits/catalogue/centres";
export const CENTRES_QUERY_KEY = "catalogue-centres";
export const LIGNES_QUERY_KEY = "catalogue-centre-pierres";
const MAINTENANCE_URL = "/api/produits/catalogue/maintenance";

export const lignesUrl = (idCentre: number) => `${CENTRES_URL}/${idCentre}/pierres`;

export interface RefItem {
  id: number;
  label: string;
}

/** A reference list of /api/ref (type_produit, tarif_produit, qualite...). */
export function useReference(liste: "type_produit" | "tarif_produit") {
  return useQuery({
    queryKey: ["ref", liste],
    queryFn: ({ signal }) => apiGet<RefItem[]>(`/api/ref/${liste}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The live check of the typed ref ('Ref deja Existante'), debounced. */
export function useRefCentreVide(ref: string) {
  const typed = useDebouncedValue(ref.trim(), 250);
  const query = useQuery({
    queryKey: [CV_QUERY_KEY, "ref", typed.toLowerCase()],
    queryFn: ({ signal }) => apiGet<RefCentreVide>(`${CV_URL}/ref`, { ref: typed }, { signal }),
    enabled: typed !== "",
  });
  // While the typed ref and the checked one differ, the answer is not known yet.
  const known = typed === ref.trim() && query.data !== undefined && !query.isFetching;
  return { data: known ? query.data : undefined, checking: ref.trim() !== "" && !known };
}

export function useSaveCentreVide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CentreVideData }) =>
      id === null
        ? apiSend<CentreVide>("POST", CV_URL, input)
        : apiSend<CentreVide>("PUT", `${CV_URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CV_QUERY_KEY] }),
  });
}

export function useCvOptions(q: string) {
  const typed = useDebouncedValue(q.trim(), 250);
  return useQuery({
    queryKey: [CV_QUERY_KEY, "options", typed],
    queryFn: ({ signal }) =>
      apiGet<CentreVideOption[]>(`${CV_URL}/options`, { q: typed, limit: 20 }, { signal }),
    staleTime: 10_000,
  });
}

export function useSaveCentre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CentreData }) =>
      id === null
        ? apiSend<Centre>("POST", CENTRES_URL, input)
        : apiSend<Centre>("PUT", `${CENTRES_URL}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CENTRES_QUERY_KEY] }),
  });
}

export function usePierresOptions(q: string) {
  const typed = useDebouncedValue(q.trim(), 250);
  return useQuery({
    queryKey: ["catalogue-pierres", typed],
    queryFn: ({ signal }) =>
      apiGet<PierreOption[]>("/api/produits/catalogue/pierres", { q: typed, limit: 20 }, { signal }),
    staleTime: 60_000,
  });
}

export function useSaveLigne(idCentre: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: LignePierreData }) =>
      id === null
        ? apiSend<{ id: number }>("POST", lignesUrl(idCentre), input)
        : apiSend<{ id: number }>("PUT", `${lignesUrl(idCentre)}/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIGNES_QUERY_KEY] }),
  });
}

export function useDeleteLigne(idCentre: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>("DELETE", `${lignesUrl(idCentre)}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LIGNES_QUERY_KEY] }),
  });
}

export function useMaintenanceCv(idCv: number | null) {
  return useQuery({
    queryKey: ["catalogue-maintenance", idCv],
    queryFn: ({ signal }) =>
      apiGet<MaintenanceCentreVide>(`${MAINTENANCE_URL}/cv/${idCv}`, undefined, { signal }),
    enabled: idCv !== null,
  });
}

export function useApercuMaintenance() {
  return useMutation({
    mutationFn: (d: MaintenanceDemande) =>
      apiSend<MaintenanceResultat>("POST", `${MAINTENANCE_URL}/apercu`, d),
  });
}

export function useAppliquerMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: MaintenanceApplication) =>
      apiSend<MaintenanceResultat>("POST", `${MAINTENANCE_URL}/appliquer`, a),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["catalogue-maintenance"] }),
        queryClient.invalidateQueries({ queryKey: [LIGNES_QUERY_KEY] }),
      ]),
  });
}
