import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { useJoailliers } from "./boite-or-api.ts";

interface BoiteOrJoaillierSelectProps {
  value: number | null;
  onChange: (id: number | null) => void;
  /** The form offers the active jewellers only; the filter offers them all. */
  actifsSeulement?: boolean;
  /** Text of the empty choice ("Tous" in the filter). */
  vide?: string;
  error?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLSelectElement>;
  name?: string;
}

/** Joaillier: a native select, so Enter moves on from it and typing a letter picks a name. */
export function BoiteOrJoaillierSelect({
  value,
  onChange,
  actifsSeulement = false,
  vide = "—",
  error,
  required,
  autoFocus,
  inputRef,
  name = "idOuvr",
}: BoiteOrJoaillierSelectProps) {
  const query = useJoailliers();
  const joailliers = (query.data ?? []).filter((j) => !actifsSeulement || j.actif !== false);
  return (
    <TextField
      select
      label="Joaillier"
      name={name}
      size="small"
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      required={required}
      autoFocus={autoFocus}
      inputRef={inputRef}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{query.isPending ? "Chargement…" : vide}</option>
      {joailliers.map((j) => (
        <option key={j.id} value={j.id}>
          {j.label}
        </option>
      ))}
    </TextField>
  );
}
