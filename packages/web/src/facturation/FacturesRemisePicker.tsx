import {
  type FactureCorrigee,
  formatEuro,
  identifiantFacture,
  libelleFactureCorrigee,
  resteACrediter,
  sum,
} from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { rechercheFacture, useFacturesDuClient } from "./avoir-api.ts";

interface FacturesRemisePickerProps {
  idClt: number | null;
  value: FactureCorrigee[];
  onChange: (factures: FactureCorrigee[]) => void;
  /** A credit note that corrects one invoice cites no other: the rebate's list is then closed. */
  disabled?: boolean;
  error?: string | undefined;
  /** The field's label and name: a rebate's invoices by default, or the invoices a bill settles. */
  label?: string;
  name?: string;
  /** What the helper says with none picked, and when closed. */
  aideVide?: string;
  aideFermee?: string;
  /** What the helper says of the invoices picked (a rebate: what is left to credit on them). */
  aideChoisies?: (factures: readonly FactureCorrigee[]) => string;
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
  label = "Factures de la remise",
  name = "facturesRemise",
  aideVide = "Remise globale : les factures qu'elle corrige (facultatif)",
  aideFermee = "Avoir sur une facture : pas de remise globale",
  aideChoisies = (fs) => `Reste à créditer sur ces factures : ${formatEuro(sum(fs.map(resteACrediter)))}`,
}: FacturesRemisePickerProps) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(rechercheFacture(input), 250);
  const factures = useFacturesDuClient(idClt, q);
  const aide =
    error ??
    (idClt === null
      ? "Choisissez d'abord le client"
      : disabled
        ? aideFermee
        : value.length > 0
          ? aideChoisies(value)
          : aideVide);
  return (
    <Autocomplete<FactureCorrigee, true>
      multiple
      options={factures.data ?? []}
      value={value}
      onChange={(_e, f) => onChange(f)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={libelleFactureCorrigee}
      getOptionKey={(f) => f.idFact}
      isOptionEqualToValue={(a, b) => a.idFact === b.idFact}
      filterOptions={(opts) => opts}
      filterSelectedOptions
      loading={factures.isFetching}
      disabled={idClt === null || disabled}
      noOptionsText="Aucune facture de ce client"
      loadingText="Recherche…"
      renderValue={(choisies, getItemProps) =>
        choisies.map((f, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" label={identifiantFacture("standard", f.idFact)} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} name={name} error={error !== undefined} helperText={aide} />
      )}
    />
  );
}
