import type { EtatPerte, GenreCompte } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl } from "../api/http.ts";
import { type EtatCoursOr, METAL_QUERY_KEY } from "./api.ts";

/** GET /api/metal/comptes-poids: every account per metal, the totals per metal, the day's gold price. */
export interface ComptePoids {
  genre: GenreCompte;
  id: number | null;
  nom: string;
  metalId: number;
  metal: string;
  solde: string;
  exposition: string;
  valeur: string | null;
  pertePct: string | null;
  pertePoids: string | null;
  autorisePct: string | null;
  etatPerte: EtatPerte;
}

export interface TotalMetal {
  metalId: number;
  metal: string;
  detenu: string;
  du: string;
  exposition: string;
  valeur: string | null;
}

export interface ComptesPoids {
  jour: string;
  periode: { debut: string; fin: string };
  cours: EtatCoursOr["retenu"];
  lignes: ComptePoids[];
  totaux: TotalMetal[];
}

export interface PeriodeComptes {
  debut: string;
  fin: string;
}

export function useComptesPoids(p: PeriodeComptes) {
  return useQuery({
    queryKey: [METAL_QUERY_KEY, "comptes", p],
    queryFn: ({ signal }) => apiGet<ComptesPoids>("/api/metal/comptes-poids", { ...p }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePerteAutorisee() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pourcentage }: { id: number; pourcentage: string }) =>
      apiSend<{ id: number; pourcentage: string }>(
        "PUT",
        `/api/metal/comptes-poids/joailliers/${id}/perte-autorisee`,
        { pourcentage },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [METAL_QUERY_KEY, "comptes"] }),
  });
}

/** The statement of one account, one metal, over the period shown. */
export const urlReleve = (c: Pick<ComptePoids, "genre" | "id" | "metalId">, p: PeriodeComptes) =>
  buildUrl("/api/metal/comptes-poids/releve", { genre: c.genre, id: c.id, metal: c.metalId, ...p });
