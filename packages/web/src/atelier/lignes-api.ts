import type {
  EnvoiJoaillier,
  EnvoiSerti,
  GenreLigne,
  ListResult,
  ModifierLigneJoaillier,
  ModifierLigneSerti,
  OuvriersActifs,
  PrefillOf,
  ResultatEnvoi,
  ResultatLigne,
  RetourJoaillier,
  RetourSerti,
} from "@ecrin/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, type QueryParams } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

/**
 * The workshop lines (spec 02 sections 2.1, 2.2, 4.2): every query of the area lives under the key
 * prefix ["atelier"], so one write refreshes the lists, the prefills and the OF detail screens at once.
 */
export const ATELIER_QUERY_KEY = "atelier";
const OUVRIERS_URL = "/api/atelier/ouvriers";
export const LIGNES_JOAILLIER_URL = "/api/atelier/joaillier/lignes";
export const LIGNES_SERTI_URL = "/api/atelier/serti/lignes";
const prefillUrl = (numSachet: number) => `/api/atelier/of/${numSachet}/prefill`;

/** Filters of the line lists: rendu 0 en cours, 1 rendu, undefined all. */
interface FiltresLignes {
  rendu?: 0 | 1 | undefined;
  numSachet?: number | undefined;
  /** The jeweller or the setter. */
  idOuvrier?: number | undefined;
  page?: number;
  pageSize?: number;
  sort?: string;
  dir?: "asc" | "desc";
  q?: string;
}

/** The active jewellers and setters: the only ones the send forms offer. */
export function useOuvriers() {
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, "ouvriers"],
    queryFn: ({ signal }) => apiGet<OuvriersActifs>(OUVRIERS_URL, undefined, { signal }),
    staleTime: 60_000,
  });
}

export const lignesUrl = (kind: GenreLigne) =>
  kind === "joaillier" ? LIGNES_JOAILLIER_URL : LIGNES_SERTI_URL;

/** One page of lines of either kind (the forms' pickers). */
export function useLignes<L>(kind: GenreLigne, filters: FiltresLignes, options: { enabled?: boolean } = {}) {
  const url = lignesUrl(kind);
  const params: QueryParams = { ...filters };
  return useQuery({
    queryKey: [ATELIER_QUERY_KEY, url, params],
    queryFn: ({ signal }) => apiGet<ListResult<L>>(url, params, { signal }),
    enabled: options.enabled ?? true,
  });
}

/** The lines of one OF, fetched now (a scanned bag): the same cache entries as useLignes. */
export function fetchLignes<L>(
  queryClient: QueryClient,
  kind: GenreLigne,
  filters: FiltresLignes,
): Promise<ListResult<L>> {
  const url = lignesUrl(kind);
  const params: QueryParams = { ...filters };
  return queryClient.fetchQuery({
    queryKey: [ATELIER_QUERY_KEY, url, params],
    queryFn: ({ signal }) => apiGet<ListResult<L>>(url, params, { signal }),
  });
}

const prefillKey = (n: number) => [ATELIER_QUERY_KEY, "prefill", n] as const;

/**
 * What choosing an OF fills in (weight, theoretical time, setting price), asked now (Enter after a
 * scan); 404 'OF non trouvé'.
 */
export function fetchPrefillOf(queryClient: QueryClient, numSachet: number): Promise<PrefillOf> {
  return queryClient.fetchQuery({
    queryKey: prefillKey(numSachet),
    queryFn: ({ signal }) => apiGet<PrefillOf>(prefillUrl(numSachet), undefined, { signal }),
  });
}

/**
 * A line command: on success every ["atelier", ...] query and the OF numbers (statuses) are refreshed.
 * A send takes the submission's Idempotency-Key (useIdempotence): sent again, it moves the metal once.
 */
function useCommande<V, R>(send: (vars: V, idempotencyKey: string) => Promise<R>) {
  const queryClient = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (vars: V) => sendOnce((idempotencyKey) => send(vars, idempotencyKey)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [ATELIER_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ["of-numeros"] }),
      ]),
  });
}

export const useEnvoyerJoaillier = () =>
  useCommande((v: EnvoiJoaillier, idempotencyKey) =>
    apiSend<ResultatEnvoi>("POST", "/api/atelier/joaillier/envoi", v, { idempotencyKey }),
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
  useCommande((v: EnvoiSerti, idempotencyKey) =>
    apiSend<ResultatEnvoi>("POST", "/api/atelier/serti/envoi", v, { idempotencyKey }),
  );
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
