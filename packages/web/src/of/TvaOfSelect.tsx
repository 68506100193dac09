import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useSelectOf } from "./EditOfFields.tsx";
import { useOfRefList } from "./edit-api.ts";

interface Props {
  value: number | "";
  onChange: (id: number | "") => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * The OF's VAT rate, picked in the rates list (TVA 20 %, Exonéré, Autoliquidation for gold material
 * sold to a professional); blank: the default rate when the OF is invoiced.
 */
export function TvaOfSelect({ value, onChange, error, disabled }: Props) {
  const taux = useOfRefList("tva").data ?? [];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label="TVA"
      value={taux.length === 0 ? "" : value}
      onChange={(e) => onChange(e.target.value === "" ? "" : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Taux par défaut</MenuItem>
      {taux.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** `TvaOfSelect` bound to a form of the kit by its field's name. */
export function ChampTva<V extends FieldValues, N extends FieldPath<V>, T>(p: {
  control: Control<V, unknown, T>;
  name: N;
  disabled?: boolean;
}) {
  return <TvaOfSelect {...useSelectOf(p)} />;
}
