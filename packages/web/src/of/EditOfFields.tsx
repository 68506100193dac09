import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useChampLie } from "../ui/champsFormulaire.tsx";
import type { OfRefListe, RefItem } from "./edit-api.ts";
import { useOfRefList } from "./edit-api.ts";

interface RefSelectProps {
  liste: OfRefListe;
  label: string;
  value: number | "";
  onChange: (id: number | "") => void;
  error?: string | undefined;
  disabled?: boolean;
  /** Filters the offered items (the Trace OF hides the invoiced status). */
  choix?: (items: RefItem[]) => RefItem[];
}

/** A select over a reference list (stade, transport, metal, status) for the OF forms. */
export function EditRefSelect({ liste, label, value, onChange, error, disabled, choix }: RefSelectProps) {
  const all = useOfRefList(liste).data ?? [];
  const items = choix ? choix(all) : all;
  // The current value stays shown even when the list does not offer it (the invoiced status).
  const courant = all.find((i) => i.id === value);
  const shown = courant && !items.includes(courant) ? [...items, courant] : items;
  return (
    <TextField
      select
      size="small"
      fullWidth
      required
      label={label}
      value={shown.length === 0 ? "" : value}
      onChange={(e) => onChange(e.target.value === "" ? "" : Number(e.target.value))}
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
    >
      {shown.map((i) => (
        <MenuItem key={i.id} value={i.id} disabled={i !== courant && !items.includes(i)}>
          {liste === "t_statuts" ? `${i.id} — ${i.label}` : i.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ChampOfProps<V extends FieldValues, N extends FieldPath<V>, T> {
  control: Control<V, unknown, T>;
  name: N;
  disabled?: boolean;
}

/** What an OF select takes from the form kit (`ui/useFormulaire.ts`): its value, change and message. */
export function useSelectOf<V extends FieldValues, N extends FieldPath<V>, T>(p: ChampOfProps<V, N, T>) {
  const { value, onChange, error } = useChampLie(p.control, p.name);
  return {
    value: value as number | "",
    onChange: (id: number | "") => onChange(id),
    error,
    disabled: p.disabled,
  };
}

/** `EditRefSelect` bound to a form of the kit by its field's name. */
export function ChampRef<V extends FieldValues, N extends FieldPath<V>, T>(
  p: ChampOfProps<V, N, T> & Pick<RefSelectProps, "liste" | "label" | "choix">,
) {
  const lie = useSelectOf(p);
  return <EditRefSelect liste={p.liste} label={p.label} choix={p.choix} {...lie} />;
}
