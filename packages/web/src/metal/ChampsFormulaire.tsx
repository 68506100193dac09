import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { ReactNode } from "react";

/**
 * The fields the metal forms share (ledger entries, CLAL, gold form): small, their message under them
 * from the form's error map, decimals typed the French way.
 */

interface ChampTexteProps {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  /** Shown when there is no error. */
  aide?: string | undefined;
  decimal?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
}

export function ChampTexte({
  label,
  name,
  value,
  onChange,
  error,
  aide,
  decimal,
  readOnly,
  disabled,
}: ChampTexteProps) {
  return (
    <TextField
      size="small"
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error ?? aide}
      slotProps={{ htmlInput: { ...(decimal ? { inputMode: "decimal" } : {}), readOnly } }}
    />
  );
}

interface ChampListeProps<V extends string | number> {
  label: string;
  name: string;
  value: V | "";
  options: readonly { id: V; label: ReactNode }[];
  onChange: (v: V | "") => void;
  error?: string | undefined;
}

/** A choice in a list (metal, supplier, titre): the option's id is the value. */
export function ChampListe<V extends string | number>({
  label,
  name,
  value,
  options,
  onChange,
  error,
}: ChampListeProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      name={name}
      value={value}
      onChange={(e) => {
        const brut = e.target.value;
        const o = options.find((x) => String(x.id) === String(brut));
        onChange(o ? o.id : "");
      }}
      error={error !== undefined}
      helperText={error}
    >
      {options.map((o) => (
        <MenuItem key={String(o.id)} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
