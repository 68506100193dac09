import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

export interface ListeItem {
  id: number;
  label: string;
}

export interface ListeSelectProps {
  label: string;
  items: readonly ListeItem[];
  value: number | null;
  onChange: (id: number | null) => void;
  name?: string | undefined;
  /** Label of the empty choice ("Tous" in a filter, "Aucune" in a form); no empty choice without it. */
  vide?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  size?: "small" | "medium" | undefined;
  minWidth?: number;
}

/** A select over a reference list (id and label), with an optional empty choice (null). */
export function ListeSelect(props: ListeSelectProps) {
  const { label, items, value, onChange, name, vide, error, required, size, minWidth = 150 } = props;
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      required={required}
      size={size}
      sx={{ minWidth }}
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
