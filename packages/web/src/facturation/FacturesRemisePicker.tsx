import {
  type FactureCorrigee,
  formatEuro,
  identifiantFacture,
  libelleFactureCorrigee,
  resteACrediter,
  sum,
} from "@ecrin/domain";
import { useState } from "react";
import { ChoixFactures } from "../ui/ChoixFactures.tsx";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { rechercheFacture, useFacturesDuClient } from "./avoir-api.ts";

interface FacturesRemisePickerProps {
  idClt: number | null;
  value: FactureCorrigee[];
  onChange: (factures: FactureCorrigee[]) => void;
  /** A credit note that corrects one invoice cites no other: the rebate's list is then closed. */
  disabled?: boolean;
  error?: string | undefined;
}

/**
 * "Factures de la remise" (issue 25 point 11): a global rebate (year-end, commercial gesture) cites each
 * invoice it corrects, picked among the chosen client's by their printed identifier ("F40123", or its
 * first digits), several at once. The helper says what is left to credit on them together, the most
 * the rebate may give back.
 */
export function FacturesRemisePicker({
  idClt,
  value,
  onChange,
  disabled = false,
  error,
}: FacturesRemisePickerProps) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(rechercheFacture(input), 250);
  const factures = useFacturesDuClient(idClt, q);
  const aide =
    error ??
    (idClt === null
      ? "Choisissez d'abord le client"
      : disabled
        ? "Avoir sur une facture : pas de remise globale"
        : value.length > 0
          ? `Reste à créditer sur ces factures : ${formatEuro(sum(value.map(resteACrediter)))}`
          : "Remise globale : les factures qu'elle corrige (facultatif)");
  return (
    <ChoixFactures<FactureCorrigee>
      options={factures.data ?? []}
      loading={factures.isFetching}
      value={value}
      onChange={onChange}
      inputValue={input}
      onInputChange={setInput}
      libelle={libelleFactureCorrigee}
      puce={(f) => identifiantFacture("standard", f.idFact)}
      cle={(f) => String(f.idFact)}
      disabled={idClt === null || disabled}
      label="Factures de la remise"
      name="facturesRemise"
      error={error !== undefined}
      helperText={aide}
    />
  );
}
