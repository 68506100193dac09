import { type Onglet, PAGE_SIZE_GRAND_LIVRE, startOfYear, toIsoDate } from "@ecrin/domain";
import { useEffect, useMemo, useState } from "react";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { type Filtres, paramsGrandLivre, useLignes, useResume } from "./api.ts";

export const filtresParDefaut = (): Filtres => ({
  debut: startOfYear(toIsoDate(new Date())),
  fin: "",
  fournisseur: null,
  client: null,
  metal: null,
  designation: "",
});

/**
 * What the ledger of a tab lists: its filters (the designation debounced), the metal pills and the active
 * one, the page; the summary per metal and the page of rows, as queries.
 */
export function useGrandLivre(onglet: Onglet, metalParDefaut: number) {
  const [filtres, setFiltres] = useState<Filtres>(filtresParDefaut);
  const [metalChoisi, setMetalChoisi] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZE_GRAND_LIVRE);

  const designation = useDebouncedValue(filtres.designation, 300);
  const base = useMemo(
    () => paramsGrandLivre(onglet, { ...filtres, designation }),
    [onglet, filtres, designation],
  );
  const resume = useResume(base);
  const metaux = resume.data ?? [];
  // The active pill: the filtered metal, else the one chosen, else the default metal when it has rows.
  const metalActif =
    filtres.metal ??
    (metalChoisi !== null && metaux.some((m) => m.metalId === metalChoisi)
      ? metalChoisi
      : ((metaux.find((m) => m.metalId === metalParDefaut) ?? metaux[0])?.metalId ?? metalParDefaut));
  const params = { ...base, metal: metalActif };
  const lignes = useLignes({ ...params, page, pageSize });

  // biome-ignore lint/correctness/useExhaustiveDependencies: back to the first page when what is listed changes
  useEffect(() => setPage(0), [onglet, filtres, designation, metalActif, pageSize]);

  return {
    filtres,
    setFiltre: <K extends keyof Filtres>(k: K, v: Filtres[K]) => setFiltres((f) => ({ ...f, [k]: v })),
    reinitialiser: () => setFiltres(filtresParDefaut()),
    metaux,
    metalActif,
    choisirMetal: setMetalChoisi,
    total: metaux.find((m) => m.metalId === metalActif),
    params,
    lignes,
    page,
    setPage,
    pages: Math.max(1, Math.ceil((lignes.data?.total ?? 0) / pageSize)),
    pageSize,
    setPageSize,
  };
}

export type GrandLivre = ReturnType<typeof useGrandLivre>;
