import {
  type OfCreation,
  type OfCreationInput,
  type ProduitTrouve,
  rechercheProduitActive,
  type StockIdentique,
} from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { apiGet, apiSend } from "../api/http.ts";

export interface RefItem {
  id: number;
  label: string;
}

/** A reference list of /api/ref (stade, type_transport, type_metal...): rarely changes. */
export function useRefListe(liste: string) {
  return useQuery({
    queryKey: ["ref", liste],
    queryFn: ({ signal }) => apiGet<RefItem[]>(`/api/ref/${liste}`, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The product search of the OF form (spec 01 section 5), asked once the text starts a search. */
export function useProduitsOf(texte: string) {
  return useQuery({
    queryKey: ["produits-recherche", texte.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      apiGet<ProduitTrouve[]>("/api/produits/recherche", { q: texte.trim() }, { signal }),
    enabled: rechercheProduitActive(texte),
    placeholderData: keepPreviousData,
  });
}

interface PrixOf {
  total3: string;
  totalcv: string;
  totalMfs: string;
  revientPiece: string;
  revientCv: string;
  revientMfs: string;
}

/** Today's prices of the chosen product (the form shows the one of the chosen stade). */
export function usePrixOf(idp: number | null) {
  return useQuery({
    queryKey: ["of-creation-prix", idp],
    queryFn: ({ signal }) => apiGet<PrixOf>(`/api/of/creation/prix/${idp}`, undefined, { signal }),
    enabled: idp !== null,
    retry: false,
  });
}

/** Identical pieces in stock for a product in a metal (the "Continuer ?" check). */
export function verifStock(idp: number, typeMetal: number): Promise<StockIdentique[]> {
  return apiSend<StockIdentique[]>("POST", "/api/of/verif-stock", { idp, typeMetal });
}

export function useCreerOfs() {
  return useMutation({
    mutationFn: (ofs: OfCreationInput[]) =>
      apiSend<Array<{ numSachet: number }>>("POST", "/api/of/creation", { ofs }),
  });
}

/** A pending OF: what the server will receive, and what the table shows of it. */
export interface OfEnAttente {
  key: string;
  /** As the schema read it (canonical decimals, nulls): sent again as is by Enregistrer. */
  input: OfCreation;
  affichage: {
    client: string;
    ref: string;
    description: string;
    stade: string;
    metal: string;
    transport: string;
  };
}

// randomUUID needs a secure context; the office may open the app over plain http on the LAN.
const nouvelleCle = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const OFS_EN_ATTENTE_CLE = "ecrin.of.enAttente";

function lire(): OfEnAttente[] {
  try {
    const raw = sessionStorage.getItem(OFS_EN_ATTENTE_CLE);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as OfEnAttente[]) : [];
  } catch {
    return [];
  }
}

/**
 * The pending OFs live in the browser until Enregistrer, kept in sessionStorage so a reload of the
 * tab does not lose them.
 */
export function useOfsEnAttente() {
  const [ofs, setOfs] = useState<OfEnAttente[]>(lire);
  useEffect(() => {
    if (ofs.length === 0) sessionStorage.removeItem(OFS_EN_ATTENTE_CLE);
    else sessionStorage.setItem(OFS_EN_ATTENTE_CLE, JSON.stringify(ofs));
  }, [ofs]);
  const ajouter = useCallback((o: Omit<OfEnAttente, "key">) => {
    setOfs((list) => [...list, { ...o, key: nouvelleCle() }]);
  }, []);
  const retirer = useCallback((key: string) => setOfs((list) => list.filter((o) => o.key !== key)), []);
  const vider = useCallback(() => setOfs([]), []);
  return { ofs, ajouter, retirer, vider };
}
