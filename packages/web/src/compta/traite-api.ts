import type {
  Banque,
  FournisseurTraite,
  RemiseLcr,
  TraiteClient,
  TraiteCreee,
  TraiteDeRemise,
  TraiteFournisseur,
} from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { telecharger } from "./compta-api.ts";

export const TRAITES_URL = "/api/compta/traites";
/** The history of /traite (DataTable's key): invalidated with the next N° Effet by a creation. */
export const TRAITES_LISTE_KEY = "traites";
const TRAITES_FOURNISSEUR_URL = "/api/compta/traites-fournisseur";
const PROCHAIN_EFFET_KEY = ["traites", "prochain-effet"] as const;
const FOURNISSEURS_KEY = ["traites-fournisseur", "fournisseurs"] as const;

/** The bill prints (GET, application/pdf inline): one lettre de change per instalment. */
export const traitePdfUrl = (id: number) => `${TRAITES_URL}/${id}/pdf`;
export const traiteFournisseurPdfUrl = (id: number) => `${TRAITES_FOURNISSEUR_URL}/${id}/pdf`;

/** The N° Effet the customer bill form offers (the one after the last stored). */
export function useProchainEffet() {
  return useQuery({
    queryKey: PROCHAIN_EFFET_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ numEffet: number }>(`${TRAITES_URL}/prochain-effet`, undefined, { signal }),
  });
}

export function useBanques() {
  return useQuery({
    queryKey: ["banques"],
    queryFn: ({ signal }) => apiGet<Banque[]>("/api/compta/banques", undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFournisseursTraite() {
  return useQuery({
    queryKey: FOURNISSEURS_KEY,
    queryFn: ({ signal }) =>
      apiGet<FournisseurTraite[]>(`${TRAITES_FOURNISSEUR_URL}/fournisseurs`, undefined, { signal }),
    staleTime: 60_000,
  });
}

/**
 * Creer Traite: the tab is opened inside the click, the bill saved (once per submission, see
 * useIdempotence), then its PDF shown in that tab. `onCree` runs as soon as the bill is saved, even if
 * its print then fails.
 */
function useCreerEtImprimer<V>(url: string, pdfUrl: (id: number) => string, invalider: readonly string[]) {
  const queryClient = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: ({ input, onCree }: { input: V; onCree: (r: TraiteCreee) => void }) =>
      ouvrirPdf(async () => {
        const cree = await sendOnce((idempotencyKey) =>
          apiSend<TraiteCreee>("POST", url, input, { idempotencyKey }),
        );
        onCree(cree);
        void queryClient.invalidateQueries({ queryKey: invalider });
        return pdfUrl(cree.idTraite);
      }),
  });
}

export const useCreerTraite = () =>
  useCreerEtImprimer<TraiteClient>(TRAITES_URL, traitePdfUrl, [TRAITES_LISTE_KEY]);

export const useCreerTraiteFournisseur = () =>
  useCreerEtImprimer<TraiteFournisseur>(TRAITES_FOURNISSEUR_URL, traiteFournisseurPdfUrl, FOURNISSEURS_KEY);

/** The client bills created on a date, to choose those of the LCR file (null: not asked). */
export function useTraitesRemise(date: string | null) {
  return useQuery({
    queryKey: [TRAITES_LISTE_KEY, "remise", date],
    queryFn: ({ signal }) =>
      apiGet<TraiteDeRemise[]>(`${TRAITES_URL}/remise`, { date: date ?? "" }, { signal }),
    enabled: date !== null,
  });
}

/**
 * Fichier LCR (CFONB): the client bills chosen among a date's become a numbered remittance (once per
 * submission; the same bills again answer the remittance already made), then its stored file is
 * downloaded. Resolves to the remittance (its message says which).
 */
export function useFichierLcr() {
  const queryClient = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: async ({ date, ids }: { date: string; ids: readonly number[] }) => {
      const remise = await sendOnce((idempotencyKey) =>
        apiSend<RemiseLcr>("POST", `${TRAITES_URL}/remises`, { date, ids }, { idempotencyKey }),
      );
      void queryClient.invalidateQueries({ queryKey: [TRAITES_LISTE_KEY, "remise"] });
      await telecharger(`${TRAITES_URL}/remises/${remise.numero}/fichier`);
      return remise;
    },
  });
}
