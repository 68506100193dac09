import { type FactureCorrigee, formatEuro, libelleFactureCorrigee, resteACrediter } from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { rechercheFacture, useFacturesDuClient } from "./avoir-api.ts";

interface FactureCorrigeePickerProps {
  idClt: number | null;
  value: FactureCorrigee | null;
  onChange: (facture: FactureCorrigee | null) => void;
  error?: string | undefined;
}

/**
 * "Facture corrigée": picked among the chosen client's invoices (number, date, HT total), newest first,
 * narrowed by the printed identifier typed ("F40123") or its first digits. Never typed blind: no client, no invoice to pick.
 */
export function FactureCorrigeePicker({ idClt, value, onChange, error }: FactureCorrigeePickerProps) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(rechercheFacture(input), 250);
  const factures = useFacturesDuClient(idClt, value && input === libelleFactureCorrigee(value) ? "" : q);
  const aide =
    error ??
    (idClt === null
      ? "Choisissez d'abord le client"
      : value
        ? `Reste à créditer : ${formatEuro(resteACrediter(value))}`
        : "Facultatif");
  return (
    <Autocomplete<FactureCorrigee>
      options={factures.data ?? []}
      value={value}
      onChange={(_e, f) => onChange(f)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={libelleFactureCorrigee}
      getOptionKey={(f) => f.idFact}
      isOptionEqualToValue={(a, b) => a.idFact === b.idFact}
      filterOptions={(opts) => opts}
      loading={factures.isFetching}
      disabled={idClt === null}
      noOptionsText="Aucune facture de ce client"
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Facture corrigée"
          name="idFact"
          error={error !== undefined}
          helperText={aide}
        />
      )}
    />
  );
}
