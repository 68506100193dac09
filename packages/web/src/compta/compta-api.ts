import type { Canal, ComptaFiltre, SoldeCompta } from "@ecrin/domain";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, buildUrl, toApiError } from "../api/http.ts";

export const FACTURES_COMPTA_URL = "/api/compta/factures";
export const AVOIRS_COMPTA_URL = "/api/compta/avoirs";
export const COMPTA_QUERY_KEY = "compta";

export type FiltreCompta = ComptaFiltre;

/** The query string of a filter (a blank client or VAT is left out). */
export function filtreParams(f: FiltreCompta) {
  return { debut: f.debut, fin: f.fin, client: f.client, tva: f.tva };
}

/** Totals of the filtered invoices and credit notes, and the balance. */
export function useSoldeCompta(f: FiltreCompta) {
  return useQuery({
    queryKey: [COMPTA_QUERY_KEY, "solde", f],
    queryFn: ({ signal }) => apiGet<SoldeCompta>("/api/compta/solde", filtreParams(f), { signal }),
    placeholderData: keepPreviousData,
  });
}

interface RefItem {
  id: number;
  label: string;
}

/** The VAT rates of the reference list (id_tva, description). */
export function useTvas() {
  return useQuery({
    queryKey: ["ref", "tva"],
    queryFn: ({ signal }) => apiGet<RefItem[]>("/api/ref/tva", undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The invoice PDF of one channel (built by the invoicing area), opened in a new tab. */
export function urlPdfFactures(canal: Canal, numeros: readonly number[]): string {
  return buildUrl("/api/facturation/factures/pdf", { ids: numeros.join(","), canal });
}

/** The Factur-X XML of one invoice (EN 16931 CII, as embedded in its PDF). */
export const urlXmlFacture = (canal: Canal, numero: number) =>
  buildUrl("/api/facturation/factures/xml", { id: numero, canal });

/** The Factur-X XML of one credit note. */
export const urlXmlAvoir = (numero: number) => `/api/facturation/avoirs/${numero}/xml`;

export function urlPdfAvoirs(numeros: readonly number[]): string {
  return buildUrl("/api/facturation/avoirs/pdf", { ids: numeros.join(",") });
}

export function ouvrirOnglet(url: string): void {
  window.open(url, "_blank", "noopener");
}

export type FormatExport = "quadra" | "fec";

/**
 * Downloads a file of the server under the name it gives (Content-Disposition); a refusal arrives
 * as an ApiError with the server's French message instead of a downloaded error page.
 */
export async function telecharger(url: string): Promise<string> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw await toApiError(res);
  const nom = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "export.txt";
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = href;
  a.download = nom;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return nom;
}

/** Export Quadra / Export FEC of a period: the sales entries as a file. */
export function useExportCompta() {
  return useMutation({
    mutationFn: (v: { format: FormatExport; debut: string; fin: string }) =>
      telecharger(buildUrl(`/api/compta/export/${v.format}`, { debut: v.debut, fin: v.fin })),
  });
}
