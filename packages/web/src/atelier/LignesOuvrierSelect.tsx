import type { OuvrierActif } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";

interface LignesOuvrierSelectProps {
  /** "Joaillier" or "Sertisseur". */
  label: string;
  name: string;
  ouvriers: readonly OuvrierActif[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
  size?: "small" | "medium";
}

/**
 * The worker of a send form: the active jewellers or setters only (spec 02 section 2.1). A native
 * select, so Enter moves on from it like from any field and typing a letter picks a name.
 */
export function LignesOuvrierSelect({
  label,
  name,
  ouvriers,
  value,
  onChange,
  error,
  autoFocus,
  inputRef,
  size = "small",
}: LignesOuvrierSelectProps) {
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
