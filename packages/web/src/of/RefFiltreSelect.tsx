import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type RefItem, useRefListe } from "./creation-api.ts";

/**
 * A filter over a reference list (stade, métal, type, statut...): "Tout" or one item. The value is
 * the item's id as text, "" for all; statuses show their number before their name.
 */
export function RefFiltreSelect(props: {
  liste: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  garder?: ((r: RefItem) => boolean) | undefined;
}) {
  const { data = [] } = useRefListe(props.liste);
  const items = props.garder ? data.filter(props.garder) : data;
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={items.some((r) => String(r.id) === props.value) ? props.value : ""}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">Tout</MenuItem>
      {items.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {props.liste === "t_statuts" ? `${r.id} – ${r.label}` : r.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
