import type {
  AffectationInput,
  AffectationResultat,
  DesaffectationInput,
  ImageListe,
  ListResult,
  ProduitImage,
  SuppressionImage,
  TailleMiniature,
} from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";

export const IMAGES_URL = "/api/images";
export const IMAGES_QUERY_KEY = "images";
const PRODUITS_IMAGE_QUERY_KEY = "images-produits";

/** The thumbnail every screen shows (products, catalogues, quotes): cached by the server and the browser. */
export function thumbUrl(nom: string, size: TailleMiniature): string {
  return `${IMAGES_URL}/thumb/${encodeURIComponent(nom)}?size=${size}`;
}

/** A page of images whose name contains `q` (the server filters). */
export function useImages(q: string, page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: [IMAGES_QUERY_KEY, q, page, pageSize],
    queryFn: ({ signal }) =>
      apiGet<ListResult<ImageListe>>(IMAGES_URL, { q, page, pageSize, sort: "nom" }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProduitsImage(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [PRODUITS_IMAGE_QUERY_KEY, q],
    queryFn: ({ signal }) => apiGet<ProduitImage[]>(`${IMAGES_URL}/affectation/produits`, { q }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [IMAGES_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: [PRODUITS_IMAGE_QUERY_KEY] }),
    ]);
}

export function useRenameImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ nom, nouveauNom }: { nom: string; nouveauNom: string }) =>
      apiSend<{ nom: string }>("PUT", `${IMAGES_URL}/${encodeURIComponent(nom)}`, { nouveauNom }),
    onSuccess: refresh,
  });
}

export function useDeleteImage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (nom: string) =>
      apiSend<SuppressionImage>("DELETE", `${IMAGES_URL}/${encodeURIComponent(nom)}`),
    onSuccess: refresh,
  });
}

export function useAffecter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AffectationInput) =>
      apiSend<AffectationResultat>("POST", `${IMAGES_URL}/affectation`, input),
    onSuccess: refresh,
  });
}

export function useDesaffecter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DesaffectationInput) =>
      apiSend<AffectationResultat>("POST", `${IMAGES_URL}/desaffectation`, input),
    onSuccess: refresh,
  });
}
