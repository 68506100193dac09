import type { EtatDestinataire } from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const DOCUMENTS_URL = "/api/plateforme/documents";
export const DOCUMENTS_QUERY_KEY = "plateforme-documents";

/** What the system page shows of the platform connection (never its secret). */
export interface EtatPlateforme {
  configuree: boolean;
  url: string;
  clientId: string;
  secretRenseigne: boolean;
  webhook: boolean;
  intervalleSecondes: number;
  file: Record<string, number>;
  appels: {
    le: string;
    methode: string;
    chemin: string;
    flowId: string | null;
    statutHttp: number;
    dureeMs: number;
    erreur: string | null;
  }[];
}

export function useEtatPlateforme() {
  return useQuery({
    queryKey: ["plateforme-systeme"],
    queryFn: ({ signal }) => apiGet<EtatPlateforme>("/api/plateforme/systeme", undefined, { signal }),
  });
}

/** Synchroniser maintenant (role 1): deposit what is due and poll the statuses. */
export function useSynchroniser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<{ deposes: number; statuts: number }>("POST", "/api/plateforme/synchroniser"),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["plateforme-systeme"] });
      void qc.invalidateQueries({ queryKey: [DOCUMENTS_QUERY_KEY] });
    },
  });
}

/** Encaissée (212) of an invoice, once per submission. */
export function useEncaisser() {
  const qc = useQueryClient();
  const once = useIdempotence();
  return useMutation({
    mutationFn: (f: { canal: string; numero: number }) =>
      once((idempotencyKey) =>
        apiSend<{ message: string }>(
          "POST",
          `/api/plateforme/factures/${f.canal}/${f.numero}/encaissee`,
          undefined,
          {
            idempotencyKey,
          },
        ),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [DOCUMENTS_QUERY_KEY] }),
  });
}

/** Whether a buyer receives e-invoices yet (the client screen's notice); asked only for a 9-digit SIREN. */
export function useDestinataire(siren: string) {
  return useQuery({
    queryKey: ["plateforme-destinataire", siren],
    queryFn: ({ signal }) =>
      apiGet<EtatDestinataire>(`/api/plateforme/destinataires/${siren}`, undefined, { signal }),
    enabled: /^\d{9}$/.test(siren),
  });
}
