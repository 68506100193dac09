import TextField from "@mui/material/TextField";
import { spaceMovesOn } from "./lignes-clavier.ts";

interface LignesNombreFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown under the field when there is no error (e.g. the theoretical time). */
  hint?: string | undefined;
  disabled?: boolean;
}

/** A weight, time or price of the workshop forms: decimal keyboard, French comma, Space moves on. */
export function LignesNombreField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  disabled,
}: LignesNombreFieldProps) {
  return (
    <TextField
      label={label}
      name={name}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={spaceMovesOn}
      error={error !== undefined}
      helperText={error ?? hint}
      disabled={disabled}
      required
      slotProps={{ htmlInput: { inputMode: "decimal" }, inputLabel: { shrink: true } }}
    />
  );
}
