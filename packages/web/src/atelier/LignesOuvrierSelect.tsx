import type { OuvrierActif } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useChampLie } from "../ui/champsFormulaire.tsx";

interface LignesOuvrierSelectProps<V extends FieldValues, N extends FieldPath<V>, T> {
  /** The workshop form (`ui/useFormulaire.ts`) and the field's name in it (the worker's id or null). */
  control: Control<V, unknown, T>;
  name: N;
  /** "Joaillier" or "Sertisseur". */
  label: string;
  ouvriers: readonly OuvrierActif[] | undefined;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
  size?: "small" | "medium";
}

/**
 * The worker of a send form: the active jewellers or setters only (spec 02 section 2.1). A native
 * select, so Enter moves on from it like from any field and typing a letter picks a name.
 */
export function LignesOuvrierSelect<V extends FieldValues, N extends FieldPath<V>, T>({
  control,
  name,
  label,
  ouvriers,
  autoFocus,
  inputRef,
  size = "small",
}: LignesOuvrierSelectProps<V, N, T>) {
  const { value, onChange, error } = useChampLie(control, name);
  return (
    <TextField
      select
      label={label}
      name={name}
      size={size}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      autoFocus={autoFocus}
      inputRef={inputRef}
      required
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{ouvriers === undefined ? "Chargement…" : "—"}</option>
      {(ouvriers ?? []).map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
