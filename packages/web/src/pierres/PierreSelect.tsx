import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type ReferenceItem, useReferenceList } from "./pierre-api.ts";

interface PierreSelectProps {
  label: string;
  liste: Parameters<typeof useReferenceList>[0];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Label of the empty choice ("Tous" in a filter, "Aucune" in a form); no empty choice without it. */
  vide?: string;
  error?: string | undefined;
  required?: boolean;
  size?: "small" | "medium";
}

/** A select over a stone reference list (type, shape, colour, quality, supplier). */
export function PierreSelect({
  label,
  liste,
  value,
  onChange,
  vide,
  error,
  required,
  size,
}: PierreSelectProps) {
  const query = useReferenceList(liste);
  const items: ReferenceItem[] = query.data ?? [];
  return (
    <TextField
      select
      label={label}
      name={liste}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      required={required}
      size={size}
      sx={{ minWidth: 150 }}
    >
      {vide !== undefined && <MenuItem value="">{vide}</MenuItem>}
      {items.map((i) => (
        <MenuItem key={i.id} value={String(i.id)}>
          {i.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
