import type { ChangeEvent } from "react";

type KeysOf<D, V> = { [K in keyof D]-?: D[K] extends V ? K : never }[keyof D] & string;

/**
 * The props that tie a form's draft (one object of field values) to its inputs, with the server's
 * field errors and a disabled state, so a field is declared by its key and label only:
 * `<TextField label="Réf. client" {...f.text("refClt")} />`, `<EditRefSelect {...f.select("idStade")} />`.
 */
export function draftFields<D extends object>(
  draft: D,
  errors: Record<string, string>,
  set: <K extends keyof D>(key: K, value: D[K]) => void,
  disabled: boolean,
) {
  return {
    /** A text input (TextField): the string value, its change, the error under it. */
    text: <K extends KeysOf<D, string>>(key: K) => ({
      name: key,
      value: draft[key] as string,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as D[K]),
      error: errors[key] !== undefined,
      helperText: errors[key],
      disabled,
    }),
    /** A select whose own component shows the error (value, onChange(value), error text). */
    select: <K extends keyof D & string>(key: K) => ({
      value: draft[key],
      onChange: (value: D[K]) => set(key, value),
      error: errors[key],
      disabled,
    }),
    /** A checkbox's props: checked and its change. */
    flag: <K extends KeysOf<D, boolean>>(key: K) => ({
      checked: draft[key] as boolean,
      onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.checked as D[K]),
      disabled,
    }),
  };
}
