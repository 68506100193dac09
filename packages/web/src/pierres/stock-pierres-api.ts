import type {
  Alimentation,
  ConsommationLot,
  FacturerPierres,
  PierreAlimentee,
  PierreAReceptionner,
  Reception,
  RetourPierre,
  TotauxStockPierres,
} from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, type QueryParams } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const STOCK_PIERRES_URL = "/api/pierres/stock";
export const STOCK_PIERRES_KEY = "stock-pierres";
export const RETOURS_PIERRES_URL = "/api/pierres/retours";
export const RETOURS_PIERRES_KEY = "retours-pierres";
const ALIMENTEES_KEY = "pierres-alimentees";

/** Every stone-stock write changes the stock list, its totals, the fed stones and the returns. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        STOCK_PIERRES_KEY,
        ALIMENTEES_KEY,
        RETOURS_PIERRES_KEY,
        "stock-pierres-totaux",
        "consommation-lot",
      ].map((k) => queryClient.invalidateQueries({ queryKey: [k] })),
    );
}

/** The reception form's stone search: every word, any order (from 2 characters). */
export function usePierresAReceptionner(q: string) {
  return useQuery({
    queryKey: ["pierres-a-receptionner", q],
    queryFn: ({ signal }) =>
      apiGet<PierreAReceptionner[]>("/api/pierres/recues/recherche", { q }, { signal }),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
  });
}

export interface Receptionnee {
  idConf: number;
  message: string;
  avertissement: string | null;
}

/**
 * A reception, a feeding and a return (new or changed) go once per submission (see useIdempotence): a
 * double click records one movement and one police-register entry.
 */
export function useReceptionner() {
  const invalidate = useInvalidate();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (input: Reception) =>
      sendOnce((idempotencyKey) =>
        apiSend<Receptionnee>("POST", "/api/pierres/recues", input, { idempotencyKey }),
      ),
    onSuccess: invalidate,
  });
}

export const etiquetteUrl = (idConf: number) => `/api/pierres/recues/${idConf}/etiquette`;

export function usePierresAlimentees(numSachet: number | null) {
  return useQuery({
    queryKey: [ALIMENTEES_KEY, numSachet],
    queryFn: ({ signal }) =>
      apiGet<PierreAlimentee[]>("/api/pierres/alimentations", { of: numSachet }, { signal }),
    enabled: numSachet !== null,
  });
}

export interface OperationStock {
  idOp: number;
  of: number;
  idStock: number;
  poidsSortant: string;
  pieces: number | null;
  dateOp: string;
}

export function useAlimenter() {
  const invalidate = useInvalidate();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (input: Alimentation) =>
      sendOnce((idempotencyKey) =>
        apiSend<{ operation: OperationStock; message: string }>("POST", "/api/pierres/alimentations", input, {
          idempotencyKey,
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useSupprimerAlimentation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (idOp: number) =>
      apiSend<{ operation: OperationStock; message: string }>("DELETE", `/api/pierres/alimentations/${idOp}`),
    onSettled: invalidate,
  });
}

export function useRestaurerAlimentation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (idOp: number) =>
      apiSend<{ operation: OperationStock; message: string }>(
        "POST",
        `/api/pierres/alimentations/${idOp}/restaurer`,
      ),
    onSettled: invalidate,
  });
}

export function useTotauxStock(filters: QueryParams) {
  return useQuery({
    queryKey: ["stock-pierres-totaux", filters],
    queryFn: ({ signal }) => apiGet<TotauxStockPierres>(`${STOCK_PIERRES_URL}/totaux`, filters, { signal }),
  });
}

export function useConsommationLot(idConf: number | null) {
  return useQuery({
    queryKey: ["consommation-lot", idConf],
    queryFn: ({ signal }) =>
      apiGet<ConsommationLot[]>(`/api/pierres/recues/${idConf}/consommation`, {}, { signal }),
    enabled: idConf !== null,
  });
}

type OperationStockPierres =
  | { kind: "facturer"; body: FacturerPierres }
  | { kind: "etat"; body: { ids: number[]; etat: number } }
  | { kind: "reintegrer" | "sortir"; body: { ids: number[] } };

export function useOperationStock() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (op: OperationStockPierres) =>
      apiSend<{ modifiees: number }>("POST", `${STOCK_PIERRES_URL}/${op.kind}`, op.body),
    onSuccess: invalidate,
  });
}

export function useRetour() {
  const invalidate = useInvalidate();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (v: { idRetour: number | null; input: RetourPierre } | { supprimer: number }) =>
      "supprimer" in v
        ? apiSend<{ idRetour: number }>("DELETE", `${RETOURS_PIERRES_URL}/${v.supprimer}`)
        : sendOnce((idempotencyKey) =>
            v.idRetour === null
              ? apiSend<{ idRetour: number }>("POST", RETOURS_PIERRES_URL, v.input, { idempotencyKey })
              : apiSend<{ idRetour: number }>("PUT", `${RETOURS_PIERRES_URL}/${v.idRetour}`, v.input, {
                  idempotencyKey,
                }),
          ),
    onSuccess: invalidate,
  });
}
