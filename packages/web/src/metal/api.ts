import type { LigneMouvement, ListResult, Onglet } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl, type QueryParams } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const METAL_QUERY_KEY = "metal";

export interface Filtres {
  debut: string;
  fin: string;
  fournisseur: number | null;
  client: number | null;
  metal: number | null;
  designation: string;
}

export interface ContexteGrandLivre {
  metaux: { id: number; label: string }[];
  fournisseurs: { id: number; label: string; perte: string }[];
  perteClient: string;
  metalParDefaut: number;
  fournisseurMetalSpecial: number;
  metalFournisseurSpecial: number;
}

export interface ResumeMetal {
  metalId: number;
  metal: string;
  lignes: number;
  entree: string;
  sortie: string;
  pertePoids: string;
  solde: string;
}

/** The query string of the ledger: the tab's party filter only on its tab. */
export function paramsGrandLivre(onglet: Onglet, f: Filtres): QueryParams {
  return {
    onglet,
    debut: f.debut,
    fin: f.fin,
    fournisseur: onglet === "fournisseurs" ? f.fournisseur : null,
    client: onglet === "clients" ? f.client : null,
    metal: f.metal,
    designation: f.designation.trim(),
  };
}

export function useContexte() {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "contexte"],
    queryFn: ({ signal }) => apiGet<ContexteGrandLivre>("/api/metal/contexte", undefined, { signal }),
    staleTime: 60_000,
  });
}

export function useResume(params: QueryParams) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "resume", params],
    queryFn: ({ signal }) => apiGet<ResumeMetal[]>("/api/metal/mouvements/resume", params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLignes(params: QueryParams) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "lignes", params],
    queryFn: ({ signal }) => apiGet<ListResult<LigneMouvement>>("/api/metal/mouvements", params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const urlPdfGrandLivre = (params: QueryParams) => buildUrl("/api/metal/mouvements/pdf", params);

export type Genre = "fournisseurs" | "clients" | "clal";

/**
 * Create (no id) or update a row of a kind, once per submission (see useIdempotence: a row and its
 * police-register entries are never written twice); the list reloads after.
 */
export function useSaveMouvement() {
  const qc = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (v: { genre: Genre; id: number | null; body: unknown }) =>
      sendOnce((idempotencyKey) =>
        v.id === null
          ? apiSend<{ id: number }>("POST", `/api/metal/mouvements/${v.genre}`, v.body, { idempotencyKey })
          : apiSend<{ id: number }>("PUT", `/api/metal/mouvements/${v.genre}/${v.id}`, v.body, {
              idempotencyKey,
            }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY] }),
  });
}

export function useDeleteMouvement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { genre: Genre; id: number }) =>
      apiSend<void>("DELETE", `/api/metal/mouvements/${v.genre}/${v.id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY] }),
  });
}

export interface EtatCoursOr {
  retenu: {
    prixGramme: string | null;
    source: string;
    jour: string | null;
    origine: "historique" | "cours4" | "aucun";
  };
  historique: { jour: string; prixGramme: string; source: string }[];
  sourceConfiguree: boolean;
}

export function useCoursOr() {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "cours-or"],
    queryFn: ({ signal }) => apiGet<EtatCoursOr>("/api/metal/cours-or", undefined, { signal }),
  });
}

export function useSaisirCoursOr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { jour: string; prixGramme: string }) =>
      apiSend<EtatCoursOr>("POST", "/api/metal/cours-or", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY] }),
  });
}

export function useActualiserCoursOr() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend<{ ok: true; prixGramme: string; source: string } | { ok: false; message: string }>(
        "POST",
        "/api/metal/cours-or/actualiser",
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY] }),
  });
}

/** One page of each table of /suivi_metal, with each table's number of rows and totals over the period. */
export interface Suivi {
  debut: string;
  fin: string;
  pageFactures: number;
  pageReceptions: number;
  pageSize: number;
  nbFactures: number;
  nbReceptions: number;
  factures: { client: string; idFact: number; date: string; poids: string }[];
  receptions: {
    id: number;
    idClient: number;
    client: string;
    poids: string;
    poids752: string;
    date: string;
  }[];
  totalFactures: string;
  totalReceptions: string;
  solde: string;
}

export function useSuivi(params: {
  client: number | null;
  debut: string;
  fin: string;
  pageFactures: number;
  pageReceptions: number;
}) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "suivi", params],
    queryFn: ({ signal }) => apiGet<Suivi>("/api/metal/suivi", params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Once per submission (see useIdempotence): a reception writes a police-register entry. */
export function useAjouterReception() {
  const qc = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (body: unknown) =>
      sendOnce((idempotencyKey) =>
        apiSend<{ id: number }>("POST", "/api/metal/receptions", body, { idempotencyKey }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY, "suivi"] }),
  });
}

export function useSupprimerReception() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>("DELETE", `/api/metal/receptions/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY, "suivi"] }),
  });
}

export interface LigneOf {
  of: number;
  poids: string;
  date: string;
}

export interface PeseeAtelier {
  numPesee: number;
  date: string;
  poidsOfRentre: string;
  poidsOfSorti: string;
  pdsOrE: string;
  pdsOrS: string;
}

/** A list of the analysis: its total weight and number of OFs; its rows come with useDetailsAnalyse. */
export interface TotalListe {
  total: string;
  nb: number;
}

export type ListeAnalyse = "livres" | "sortisStock" | "entresStock" | "pesees";

export interface AnalyseMetal {
  debut: string;
  fin: string;
  totauxGlobaux: {
    poidsSortiTotal: string;
    poidsEntreeTotal: string;
    poidsLivreTotal: string;
    poidsStockLivreTotal: string;
  };
  poidsEntreeStock: TotalListe;
  poidsSortiStock: TotalListe;
  poidsLivre: TotalListe;
  peseeAtelier: { nb: number };
  cartes: {
    cle: string;
    libelle: string;
    explication: string;
    ouverture: string;
    mouvements: string;
    solde: string;
    positif: boolean;
  }[];
  ouvertures: {
    cle: string;
    libelle: string;
    explication: string;
    defaut: string;
    valeur: string;
    dateEffet: string | null;
  }[];
}

export function useAnalyseMetal(p: { debut: string; fin: string }) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "analyse", p],
    queryFn: ({ signal }) => apiGet<AnalyseMetal>("/api/metal/analyse", p, { signal }),
  });
}

/** One page of a list of the analysis, fetched only while its table is open. */
export function useDetailsAnalyse<T extends LigneOf | PeseeAtelier>(
  liste: ListeAnalyse,
  p: { debut: string; fin: string; page: number; pageSize: number },
  ouvert: boolean,
) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "analyse", "details", liste, p],
    queryFn: ({ signal }) =>
      apiGet<{ lignes: T[] }>("/api/metal/analyse/details", { ...p, liste }, { signal }),
    enabled: ouvert,
    placeholderData: keepPreviousData,
  });
}

export function useEnregistrerSolde() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { cle: string; dateEffet: string; valeur: string }) =>
      apiSend<{ ok: true }>("PUT", "/api/metal/soldes-ouverture", body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY, "analyse"] }),
  });
}

/** Once per submission (see useIdempotence): a purchase writes a police-register entry. */
export function useGoldForm() {
  const qc = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (body: unknown) =>
      sendOnce((idempotencyKey) =>
        apiSend<{ id: number; entreeOrFin: string }>("POST", "/api/metal/gold-form", body, {
          idempotencyKey,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY] }),
  });
}
