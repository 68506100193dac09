import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ComponentProps, ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController, useFormState } from "react-hook-form";
import { ClientTreePicker } from "./ClientTreePicker.tsx";
import { DateField } from "./DateField.tsx";
import { messageFormulaire } from "./useFormulaire.ts";

/**
 * The fields of the form kit (`ui/useFormulaire.ts`), each bound to the form by its name: the value, its
 * change and the message under it come from react-hook-form, so a field is declared by name and label:
 * `<ChampTexte control={f.control} name="designation" label="Désignation" />`. `apres` runs after a change
 * (a field that fills another: `f.setValue`).
 */
interface ChampProps<V extends FieldValues, N extends FieldPath<V>, T = V> {
  control: Control<V, unknown, T>;
  name: N;
  label: string;
  apres?: (valeur: string) => void;
  disabled?: boolean;
}

function useChamp<V extends FieldValues, N extends FieldPath<V>, T>(
  control: Control<V, unknown, T>,
  name: N,
) {
  return useController<V, N, T>({ control, name });
}

/**
 * A field of the screen's own (a list fed by a query, a scanner's field) bound to the form by name: its
 * value, its change and the message under it, for the component's value / onChange / error props.
 */
export function useChampLie<V extends FieldValues, N extends FieldPath<V>, T>(
  control: Control<V, unknown, T>,
  name: N,
) {
  const { field, fieldState } = useChamp(control, name);
  return { value: field.value, onChange: field.onChange, error: fieldState.error?.message };
}

/** What every text-like field takes from the form: its name, value, ref, blur and message. */
function lie<V extends FieldValues, N extends FieldPath<V>, T>({
  field,
  fieldState,
}: ReturnType<typeof useChamp<V, N, T>>) {
  const message = fieldState.error?.message;
  return {
    name: field.name,
    value: field.value ?? "",
    inputRef: field.ref,
    onBlur: field.onBlur,
    error: message !== undefined,
    message,
  };
}

interface ChampTexteProps<V extends FieldValues, N extends FieldPath<V>, T> extends ChampProps<V, N, T> {
  /** The screen's own message (a live check), shown in red while the field has none from the form. */
  alerte?: string | undefined;
  /** The phone's keyboard and a length typed at most (a postcode: numeric, 5). */
  htmlInput?: { inputMode?: "numeric" | "email"; maxLength?: number };
  /** Shown under the field when it has no message. */
  aide?: string | undefined;
  /** Typed the French way (decimal keyboard on a phone). */
  decimal?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** "small" unless said (a form of its own, beside no list, may take "medium"). */
  size?: "small" | "medium";
  /** A free text on several lines (notes): at least this many rows shown. */
  lignes?: number;
}

/** A text (or French decimal) field. */
export function ChampTexte<V extends FieldValues, N extends FieldPath<V>, T>(p: ChampTexteProps<V, N, T>) {
  const c = useChamp(p.control, p.name);
  const { message: propre, ...champ } = lie(c);
  const message = propre ?? p.alerte;
  return (
    <TextField
      size={p.size ?? "small"}
      label={p.label}
      {...champ}
      error={message !== undefined}
      onChange={(e) => {
        c.field.onChange(e.target.value);
        p.apres?.(e.target.value);
      }}
      disabled={p.disabled}
      required={p.required}
      multiline={p.lignes !== undefined}
      minRows={p.lignes}
      helperText={message ?? p.aide}
      slotProps={{
        htmlInput: { ...(p.decimal ? { inputMode: "decimal" } : {}), ...p.htmlInput, readOnly: p.readOnly },
      }}
    />
  );
}

/** A weight in grams typed the French way: the minus key is blocked and a negative entry becomes 0. */
export function ChampMontant<V extends FieldValues, N extends FieldPath<V>, T>(
  p: ChampProps<V, N, T> & { readOnly?: boolean },
) {
  const c = useChamp(p.control, p.name);
  const { message, ...champ } = lie(c);
  return (
    <TextField
      label={p.label}
      size="small"
      {...champ}
      onKeyDown={(e) => {
        if (e.key === "-") e.preventDefault();
      }}
      onChange={(e) => {
        const v = e.target.value.trim().startsWith("-") ? "0" : e.target.value;
        c.field.onChange(v);
        p.apres?.(v);
      }}
      disabled={p.disabled}
      helperText={message}
      slotProps={{ htmlInput: { inputMode: "decimal", readOnly: p.readOnly, "aria-label": p.label } }}
      fullWidth
    />
  );
}

interface ChampListeProps<V extends FieldValues, N extends FieldPath<V>, T, I extends string | number>
  extends Omit<ChampProps<V, N, T>, "apres"> {
  options: readonly { id: I; label: ReactNode }[];
  /** After a choice: the option's id ("" for none). */
  apres?: (id: I | "") => void;
}

/** A choice in a list (metal, supplier, titre): the chosen option's id is the value. */
export function ChampListe<V extends FieldValues, N extends FieldPath<V>, T, I extends string | number>(
  p: ChampListeProps<V, N, T, I>,
) {
  const c = useChamp(p.control, p.name);
  const { message, ...champ } = lie(c);
  return (
    <TextField
      select
      size="small"
      label={p.label}
      {...champ}
      onChange={(e) => {
        const o = p.options.find((x) => String(x.id) === String(e.target.value));
        const id = o ? o.id : "";
        c.field.onChange(id);
        p.apres?.(id);
      }}
      disabled={p.disabled}
      helperText={message}
    >
      {p.options.map((o) => (
        <MenuItem key={String(o.id)} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ChampChoixProps<V extends FieldValues, N extends FieldPath<V>, T>
  extends Omit<ChampProps<V, N, T>, "apres"> {
  options: readonly { id: number; label: string }[];
  /** The label of the option "none" (its value null); without it a choice is always made. */
  vide?: string;
  /** Shown under the field when it has no message. */
  aide?: string;
  size?: "small" | "medium";
}

/**
 * A choice in the browser's own list (a native select, chosen by typing its first letters): the chosen
 * option's id is the value, null for `vide`.
 */
export function ChampChoix<V extends FieldValues, N extends FieldPath<V>, T>(p: ChampChoixProps<V, N, T>) {
  const c = useChamp(p.control, p.name);
  const { message, ...champ } = lie(c);
  return (
    <TextField
      select
      size={p.size ?? "small"}
      label={p.label}
      {...champ}
      onChange={(e) => c.field.onChange(e.target.value === "" ? null : Number(e.target.value))}
      disabled={p.disabled}
      helperText={message ?? p.aide}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {p.vide !== undefined && <option value="">{p.vide}</option>}
      {p.options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A date (`ui/DateField.tsx`: French dd/mm/yyyy, the value an ISO string, "" while unfinished). */
export function ChampDate<V extends FieldValues, N extends FieldPath<V>, T>(
  p: ChampProps<V, N, T> & { autoFocus?: boolean },
) {
  const { field, fieldState } = useChamp(p.control, p.name);
  return (
    <DateField
      label={p.label}
      name={field.name}
      autoFocus={p.autoFocus}
      value={field.value ?? ""}
      onChange={(iso) => {
        field.onChange(iso);
        p.apres?.(iso);
      }}
      disabled={p.disabled}
      error={fieldState.error?.message}
    />
  );
}

/** A client picked in the client tree (`ui/ClientTreePicker.tsx`); the value is its id or null. */
export function ChampClient<V extends FieldValues, N extends FieldPath<V>, T>(
  p: Omit<ChampProps<V, N, T>, "label" | "apres"> &
    Pick<ComponentProps<typeof ClientTreePicker>, "clients" | "onlySelectable" | "excludeIds"> & {
      label?: string;
    },
) {
  const { field, fieldState } = useChamp(p.control, p.name);
  return (
    <ClientTreePicker
      clients={p.clients}
      label={p.label}
      value={field.value}
      onChange={(id) => field.onChange(id)}
      onlySelectable={p.onlySelectable}
      excludeIds={p.excludeIds}
      size="small"
      disabled={p.disabled}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

/** A checkbox with its label. */
export function ChampCase<V extends FieldValues, N extends FieldPath<V>, T>(
  p: Omit<ChampProps<V, N, T>, "apres"> & { apres?: (coche: boolean) => void },
) {
  const { field } = useChamp(p.control, p.name);
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={field.value === true}
          slotProps={{ input: { ref: field.ref } }}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.checked);
            p.apres?.(e.target.checked);
          }}
          disabled={p.disabled}
        />
      }
      label={p.label}
    />
  );
}

/** The form's own message (a rule over several fields, or the server's refusal), a line in red. */
export function MessageFormulaire<V extends FieldValues, T>({
  control,
}: {
  control: Control<V, unknown, T>;
}) {
  const { errors } = useFormState<V, T>({ control });
  const message = messageFormulaire(errors);
  return message === undefined ? null : (
    <Typography color="error" variant="body2" role="alert">
      {message}
    </Typography>
  );
}
