import type {
  EnvoiJoaillier,
  EnvoiSerti,
  LigneJoaillier,
  LigneSerti,
  ListResult,
  ModifierLigneJoaillier,
  ModifierLigneSerti,
  OuvriersActifs,
  PrefillOf,
  ResultatEnvoiJoaillier,
  ResultatEnvoiSerti,
  ResultatLigne,
  RetourJoaillier,
  RetourSerti,
} from "@ecrin/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, type QueryParams } from "../api/http.ts";

/**
 * The workshop lines (spec 02 sections 2.1, 2.2, 4.2): every query of the area lives under the key
 * prefix ["atelier"], so one write refreshes the lists, the prefills and the OF detail screens at once.
 */
export const ATELIER_QUERY_KEY = "atelier";
export const OUVRIERS_URL = "/api/atelier/ouvriers";
export const LIGNES_JOAILLIER_URL = "/api/atelier/joaillier/lignes";
export const LIGNES_SERTI_URL = "/api/atelier/serti/lignes";
export const prefillUrl = (numSachet: number) => `/api/atelier/of/${numSachet}/prefill`;

/** Filters of the line lists: rendu 0 en cours, 1 rendu, undefined all. */
export interface FiltresLignes {
  rendu?: 0 | 1 | undefined;
  numSachet?: number | undefined;
  /** The jeweller (idOuvrier) or the setter (idSerto). */
  ouvrier?: number | undefined;
  page?: number;
  pageSize?: number;
  sort?: string;
  dir?: "asc" | "desc";
  q?: string;
}

/** The list filters as the server names them for each kind of line. */
export function lignesParams(kind: "joaillier" | "serti", f: FiltresLignes): QueryParams {
  const { ouvrier, ...rest } = f;
  return { ...rest, [kind === "joaillier" ? "idOuvrier" : "idSerto"]: ouvrier };
}

/** The active jewellers and setters: the only ones the send forms offer. */
export function useOuvriers() {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "ouvriers"],
    queryFn: ({ signal }) => apiGet<OuvriersActifs>(OUVRIERS_URL, undefined, { signal }),
    staleTime: 60_000,
  });
}

const lignesUrl = (kind: "joaillier" | "serti") =>
  kind === "joaillier" ? LIGNES_JOAILLIER_URL : LIGNES_SERTI_URL;

/** One page of lines of either kind (the forms' pickers); the typed hooks below are what screens use. */
export function useLignes<L>(
  kind: "joaillier" | "serti",
  filters: FiltresLignes,
  options: { enabled?: boolean } = {},
) {
  const url = lignesUrl(kind);
  const params = lignesParams(kind, filters);
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, url, params],
    queryFn: ({ signal }) => apiGet<ListResult<L>>(url, params, { signal }),
    enabled: options.enabled ?? true,
  });
}

export const useLignesJoaillier = (filters: FiltresLignes, options: { enabled?: boolean } = {}) =>
  useLignes<LigneJoaillier>("joaillier", filters, options);
export const useLignesSerti = (filters: FiltresLignes, options: { enabled?: boolean } = {}) =>
  useLignes<LigneSerti>("serti", filters, options);

/** The lines of one OF, fetched now (a scanned bag): the same cache entries as the hooks above. */
export function fetchLignes<L>(
  queryClient: QueryClient,
  kind: "joaillier" | "serti",
  filters: FiltresLignes,
): Promise<ListResult<L>> {
  const url = lignesUrl(kind);
  const params = lignesParams(kind, filters);
  return queryClient.fetchQuery({
    queryKey: [ATELIER_QUERY_KEY, url, params],
    queryFn: ({ signal }) => apiGet<ListResult<L>>(url, params, { signal }),
  });
}

const prefillKey = (n: number) => [ATELIER_QUERY_KEY, "prefill", n] as const;

/** What choosing an OF fills in (weight, theoretical time, setting price); 404 'OF non trouvé'. */
export function usePrefillOf(numSachet: number | null | undefined) {
  return useQuery({
    queryKey: prefillKey(numSachet ?? 0),
    queryFn: ({ signal }) => apiGet<PrefillOf>(prefillUrl(numSachet ?? 0), undefined, { signal }),
    enabled: numSachet !== null && numSachet !== undefined && numSachet > 0,
  });
}

/** The prefill of an OF, asked now (Enter after a scan), shared with usePrefillOf's cache. */
export function fetchPrefillOf(queryClient: QueryClient, numSachet: number): Promise<PrefillOf> {
  return queryClient.fetchQuery({
    queryKey: prefillKey(numSachet),
    queryFn: ({ signal }) => apiGet<PrefillOf>(prefillUrl(numSachet), undefined, { signal }),
  });
}

/** A line command: on success every ["atelier", ...] query and the OF numbers (statuses) are refreshed. */
function useCommande<V, R>(send: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ATELIER_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ["of-numeros"] }),
      ]),
  });
}

export const useEnvoyerJoaillier = () =>
  useCommande((v: EnvoiJoaillier) =>
    apiSend<ResultatEnvoiJoaillier>("POST", "/api/atelier/joaillier/envoi", v),
  );
export const useRetournerJoaillier = () =>
  useCommande((v: RetourJoaillier) => apiSend<ResultatLigne>("POST", "/api/atelier/joaillier/retour", v));
export const useModifierLigneJoaillier = () =>
  useCommande(({ id, ...v }: ModifierLigneJoaillier & { id: number }) =>
    apiSend<ResultatLigne>("PUT", `${LIGNES_JOAILLIER_URL}/${id}`, v),
  );
export const useSupprimerLigneJoaillier = () =>
  useCommande((id: number) => apiSend<ResultatLigne>("DELETE", `${LIGNES_JOAILLIER_URL}/${id}`));
export const useAnnulerRetourJoaillier = () =>
  useCommande((id: number) => apiSend<ResultatLigne>("POST", `${LIGNES_JOAILLIER_URL}/${id}/annuler-retour`));

export const useEnvoyerSerti = () =>
  useCommande((v: EnvoiSerti) => apiSend<ResultatEnvoiSerti>("POST", "/api/atelier/serti/envoi", v));
export const useRetournerSerti = () =>
  useCommande((v: RetourSerti) => apiSend<ResultatLigne>("POST", "/api/atelier/serti/retour", v));
export const useModifierLigneSerti = () =>
  useCommande(({ id, ...v }: ModifierLigneSerti & { id: number }) =>
    apiSend<ResultatLigne>("PUT", `${LIGNES_SERTI_URL}/${id}`, v),
  );
export const useSupprimerLigneSerti = () =>
  useCommande((id: number) => apiSend<ResultatLigne>("DELETE", `${LIGNES_SERTI_URL}/${id}`));
export const useAnnulerRetourSerti = () =>
  useCommande((id: number) => apiSend<ResultatLigne>("POST", `${LIGNES_SERTI_URL}/${id}/annuler-retour`));
