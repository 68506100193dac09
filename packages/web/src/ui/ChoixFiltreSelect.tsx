import type { OptionFiltre } from "@ecrin/domain";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";

/** A three-way filter choice (tout, oui, non: the domain's OPTIONS_*), its value as typed in the draft. */
export function ChoixFiltreSelect(props: {
  label: string;
  options: ReadonlyArray<OptionFiltre<number>>;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
