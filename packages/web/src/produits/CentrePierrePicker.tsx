import type { PierreOption } from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { usePierresOptions } from "./catalogue-api.ts";

interface CentrePierrePickerProps {
  value: PierreOption | null;
  onChange: (pierre: PierreOption | null) => void;
  error?: string | undefined;
}

const libellePierre = (p: PierreOption) => [p.description || `${p.type} ${p.forme}`, p.dimension].join(" · ");

/** The stone picker: every typed word is searched in the stone's description, type and shape. */
export function CentrePierrePicker({ value, onChange, error }: CentrePierrePickerProps) {
  const [input, setInput] = useState("");
  const { data = [], isFetching } = usePierresOptions(input);
  return (
    <Autocomplete<PierreOption>
      size="small"
      options={data}
      value={value}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={libellePierre}
      isOptionEqualToValue={(a, b) => a.idPier === b.idPier}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => {
        if (reason === "input" || reason === "clear") setInput(v);
      }}
      noOptionsText="Aucune pierre"
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField {...params} label="Pierre" error={error !== undefined} helperText={error} />
      )}
    />
  );
}
