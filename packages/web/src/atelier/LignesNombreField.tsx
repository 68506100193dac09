import TextField from "@mui/material/TextField";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useChampLie } from "../ui/champsFormulaire.tsx";
import { spaceMovesOn } from "./lignes-clavier.ts";

interface LignesNombreFieldProps<V extends FieldValues, N extends FieldPath<V>, T> {
  /** The workshop form (`ui/useFormulaire.ts`) and the field's name in it. */
  control: Control<V, unknown, T>;
  name: N;
  label: string;
  /** Shown under the field when there is no error (e.g. the theoretical time). */
  hint?: string | undefined;
  disabled?: boolean;
}

/** A weight, time or price of the workshop forms: decimal keyboard, French comma, Space moves on. */
export function LignesNombreField<V extends FieldValues, N extends FieldPath<V>, T>({
  control,
  name,
  label,
  hint,
  disabled,
}: LignesNombreFieldProps<V, N, T>) {
  const { value, onChange, error } = useChampLie(control, name);
  return (
    <TextField
      label={label}
      name={name}
      size="small"
      value={value ?? ""}
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
