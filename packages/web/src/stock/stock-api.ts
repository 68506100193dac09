import type {
  Confier,
  EditerStock,
  LigneConfieClient,
  LigneHistorique,
  PlateauMouvement,
  RentrerStock,
  Reserver,
  ResultatInventaire,
  ResumeStock,
  Valorisation,
} from "@ecrin/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, buildUrl, type QueryParams } from "../api/http.ts";
import { useIdempotence } from "../api/useIdempotence.ts";

export const STOCK_URL = "/api/stock";
/** The react-query keys the stock's writes invalidate. */
const CLES = [
  "stock",
  "stock-resume",
  "reservation-commandes",
  "reservation-identiques",
  "confies",
  "plateaux",
];

export interface Resultat {
  message: string;
  ofs: number[];
}

export interface RefItem {
  id: number;
  label: string;
}

export function useRef(liste: "stade" | "type_metal" | "type_produit") {
  return useQuery({
    queryKey: ["ref", liste],
    queryFn: ({ signal }) => apiGet<RefItem[]>(`/api/ref/${liste}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface Plateau {
  id: number;
  label: string;
  description: string | null;
  actif: number;
  nombre: number;
}

export function usePlateaux() {
  return useQuery({
    queryKey: ["plateaux"],
    queryFn: ({ signal }) => apiGet<Plateau[]>(`${STOCK_URL}/plateaux`, undefined, { signal }),
  });
}

/** The summary of the filtered list (GET) and of the selection (POST), by the server. */
export function useResumeFiltre(filters: QueryParams) {
  return useQuery({
    queryKey: ["stock-resume", "filtre", filters],
    queryFn: ({ signal }) => apiGet<ResumeStock>(`${STOCK_URL}/resume`, filters, { signal }),
  });
}
export function useResumeSelection(ofs: readonly number[]) {
  return useQuery({
    queryKey: ["stock-resume", "selection", ofs],
    queryFn: () => apiSend<ResumeStock>("POST", `${STOCK_URL}/resume`, { ofs }),
    enabled: ofs.length > 0,
  });
}

export function useHistorique(of: number | null) {
  return useQuery({
    queryKey: ["stock-historique", of],
    queryFn: ({ signal }) =>
      apiGet<LigneHistorique[]>(`${STOCK_URL}/${of}/historique`, undefined, { signal }),
    enabled: of !== null,
  });
}

/**
 * A stock command; a move that writes the police register or a document (rentrer, confier, retour,
 * facturer) is sent with its submission's Idempotency-Key (`once`, see useIdempotence).
 */
function useCommande<V>(
  method: "POST" | "PUT",
  path: (v: V) => string,
  body: (v: V) => unknown = (v) => v,
  once = false,
) {
  const qc = useQueryClient();
  const sendOnce = useIdempotence();
  return useMutation({
    mutationFn: (v: V) =>
      once
        ? sendOnce((idempotencyKey) => apiSend<Resultat>(method, path(v), body(v), { idempotencyKey }))
        : apiSend<Resultat>(method, path(v), body(v)),
    onSuccess: async () => {
      await Promise.all(CLES.map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
}

const corps = <V>(v: V) => v;
export const useRentrerStock = () =>
  useCommande<RentrerStock>("POST", () => `${STOCK_URL}/rentrer`, corps, true);
export const useEditerStock = () =>
  useCommande<{ of: number; data: EditerStock }>(
    "PUT",
    (v) => `${STOCK_URL}/${v.of}`,
    (v) => v.data,
  );
export const useConfier = () => useCommande<Confier>("POST", () => `${STOCK_URL}/confier`, corps, true);
export const useRetourStock = () =>
  useCommande<{ ofs: number[] }>("POST", () => `${STOCK_URL}/retour`, corps, true);
export const usePlateauMouvement = () => useCommande<PlateauMouvement>("POST", () => `${STOCK_URL}/plateau`);
export const useSupprimerReservation = () =>
  useCommande<{ ofs: number[] }>("POST", () => `${STOCK_URL}/supprimer-reservation`);
export const useFacturerStock = () =>
  useCommande<{ ofs: number[] }>("POST", () => `${STOCK_URL}/facturer`, corps, true);
export const useReserver = () => useCommande<Reserver>("POST", () => `${STOCK_URL}/reservation`);
export const useDereserver = () => useCommande<{ piece: number }>("POST", () => `${STOCK_URL}/dereservation`);

export function useInventaire(idPlateau: number | null) {
  return useMutation({
    mutationFn: (v: { scannes: number[]; enregistrer: boolean }) =>
      apiSend<
        ResultatInventaire & {
          plateau: string;
          enregistre: boolean;
          ailleurs: { of: number; plateau: string | null; lieu: string | null; statut: number | null }[];
        }
      >("POST", `${STOCK_URL}/plateaux/${idPlateau}/inventaire`, v),
  });
}

export function useValorisation() {
  return useQuery({
    queryKey: ["valorisation"],
    queryFn: ({ signal }) => apiGet<Valorisation>(`${STOCK_URL}/valorisation`, undefined, { signal }),
  });
}

export interface PieceConfiee {
  of: number;
  ref: string | null;
  description: string | null;
  poids: string | null;
  prixFact: string | null;
  depuis: string;
  jours: number;
}

export function useConfiesDuClient(id: number | null) {
  return useQuery({
    queryKey: ["confies", "client", id],
    queryFn: ({ signal }) => apiGet<PieceConfiee[]>(`${STOCK_URL}/confies/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}
export type { LigneConfieClient };

export const printUrl = {
  etiquettes: (ofs: readonly number[], format: "thermique" | "a4") =>
    buildUrl(`${STOCK_URL}/print/etiquettes`, { ofs: ofs.join(","), format }),
  plateau: (ofs: readonly number[]) => buildUrl(`${STOCK_URL}/print/plateau`, { ofs: ofs.join(",") }),
  confie: (ofs: readonly number[]) => buildUrl(`${STOCK_URL}/print/confie`, { ofs: ofs.join(",") }),
  reservation: (ofs: readonly number[]) => buildUrl(`${STOCK_URL}/print/reservation`, { ofs: ofs.join(",") }),
};
