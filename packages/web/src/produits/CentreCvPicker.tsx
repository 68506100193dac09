import type { CentreVideOption } from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useCvOptions } from "./catalogue-api.ts";

interface CentreCvPickerProps {
  value: CentreVideOption | null;
  onChange: (cv: CentreVideOption | null) => void;
  label?: string;
  error?: string | undefined;
}

const libelle = (cv: CentreVideOption) => (cv.type ? `${cv.ref} — ${cv.type}` : cv.ref);

/** Picks a centre vide by the first characters of its ref (server search). */
export function CentreCvPicker({ value, onChange, label = "Centre vide", error }: CentreCvPickerProps) {
  const [input, setInput] = useState("");
  const { data = [], isFetching } = useCvOptions(input);
  return (
    <Autocomplete<CentreVideOption>
      size="small"
      options={data}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={libelle}
      isOptionEqualToValue={(a, b) => a.idCv === b.idCv}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => {
        if (reason === "input" || reason === "clear") setInput(v);
      }}
      noOptionsText="Aucun centre vide"
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField {...params} label={label} error={error !== undefined} helperText={error} />
      )}
    />
  );
}
