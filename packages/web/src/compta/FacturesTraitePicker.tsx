import {
  type FactureATraiter,
  identifiantFacture,
  libelleFactureATraiter,
  rechercheFactureTraite,
} from "@ecrin/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet } from "../api/http.ts";
import { ChoixFactures } from "../ui/ChoixFactures.tsx";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { TRAITES_URL } from "./traite-api.ts";

interface FacturesTraitePickerProps {
  idClt: number | null;
  value: FactureATraiter[];
  onChange: (factures: FactureATraiter[]) => void;
  error?: string | undefined;
}

/** The client's invoices of both channels no bill settles yet, by the start of their identifier. */
function useFacturesATraiter(idClt: number | null, q: string) {
  return useQuery({
    queryKey: ["traites", "factures", idClt, q],
    queryFn: ({ signal }) =>
      apiGet<FactureATraiter[]>(`${TRAITES_URL}/factures`, { idClt: idClt ?? undefined, q }, { signal }),
    enabled: idClt !== null,
    staleTime: 10_000,
  });
}

/**
 * "Factures réglées" of /traite (issue 25 point 8): the invoices the bill settles, picked among the
 * client's of both channels ("F40123", "FX185", or their first digits); their payment is the bill's.
 */
export function FacturesTraitePicker({ idClt, value, onChange, error }: FacturesTraitePickerProps) {
  const [input, setInput] = useState("");
  // A text that is no identifier's start asks for the newest (the server would refuse it).
  const q = useDebouncedValue(rechercheFactureTraite(input) === null ? "" : input.trim(), 250);
  const factures = useFacturesATraiter(idClt, q);
  const n = value.length;
  const aide =
    error ??
    (idClt === null
      ? "Choisissez d'abord le client"
      : n > 0
        ? `${n} facture${n > 1 ? "s" : ""} réglée${n > 1 ? "s" : ""} par cette traite`
        : "Les factures que cette traite règle (facultatif) : leur paiement sera celui de la traite");
  const identifiant = (f: FactureATraiter) => identifiantFacture(f.canal, f.idFact);
  return (
    <ChoixFactures<FactureATraiter>
      options={factures.data ?? []}
      loading={factures.isFetching}
      value={value}
      onChange={onChange}
      inputValue={input}
      onInputChange={setInput}
      libelle={libelleFactureATraiter}
      puce={identifiant}
      cle={identifiant}
      disabled={idClt === null}
      label="Factures réglées"
      name="factures"
      error={error !== undefined}
      helperText={aide}
    />
  );
}
