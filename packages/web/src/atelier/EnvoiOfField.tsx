import type { PrefillOf } from "@ecrin/domain";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type Ref, useRef, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { fetchPrefillOf } from "./lignes-api.ts";
import { focusNextField, numeroSaisi } from "./lignes-clavier.ts";

interface EnvoiOfFieldProps {
  /** The text of the field (digits typed or scanned). */
  value: string;
  onChange: (text: string) => void;
  /** The OF found for the text, with what it prefills; null while none. */
  found: PrefillOf | null;
  onFound: (prefill: PrefillOf) => void;
  /** The form's own message (e.g. 'N° OF obligatoire.'). */
  error?: string | undefined;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The OF of a send form. A handheld scanner types the bag number then Enter: Enter (or Space) looks
 * the OF up, prefills the form and moves focus on, so a bag is sent without the mouse. Leaving the
 * field looks it up too. An unknown number says 'OF non trouvé' and keeps the focus here.
 */
export function EnvoiOfField({
  value,
  onChange,
  found,
  onFound,
  error,
  autoFocus,
  inputRef,
}: EnvoiOfFieldProps) {
  const queryClient = useQueryClient();
  const [erreur, setErreur] = useState<string | null>(null);
  const [recherche, setRecherche] = useState(false);
  // The latest OF found, seen at once by the blur that moving the focus on fires (before a render).
  const latest = useRef(found);
  latest.current = found;
  const enCours = useRef<number | null>(null);

  const lookUp = async (input: HTMLInputElement, moveOn: boolean) => {
    const n = numeroSaisi(input.value);
    if (n === null || enCours.current === n) return;
    if (latest.current?.numSachet === n) {
      if (moveOn) focusNextField(input);
      return;
    }
    enCours.current = n;
    setRecherche(true);
    try {
      const prefill = await fetchPrefillOf(queryClient, n);
      setErreur(null);
      latest.current = prefill;
      onFound(prefill);
      if (moveOn) focusNextField(input);
    } catch (e) {
      setErreur(errorMessage(e));
    } finally {
      enCours.current = null;
      setRecherche(false);
    }
  };

  // TextField puts onKeyDown on its root: the input is the event's target.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const n = numeroSaisi(input.value);
    // A known OF: Enter goes on with the form's own flow; anything else is answered here.
    if (n !== null && found?.numSachet === n && event.key === "Enter") return;
    event.preventDefault();
    void lookUp(input, true);
  };

  const hint = found ? [found.ref, found.description].filter(Boolean).join(" — ") : undefined;
  const message = error ?? erreur ?? undefined;
  return (
    <TextField
      label="OF"
      name="numSachet"
      size="small"
      value={value}
      onChange={(e) => {
        setErreur(null);
        onChange(e.target.value);
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (e.target instanceof HTMLInputElement) void lookUp(e.target, false);
      }}
      error={message !== undefined}
      helperText={message ?? (recherche ? "Recherche…" : hint)}
      autoFocus={autoFocus}
      inputRef={inputRef}
      required
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
    />
  );
}
