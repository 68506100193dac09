import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useRef, useState } from "react";
import { apiGet } from "../api/http.ts";
import { useDebouncedValue } from "./useDebouncedValue.ts";

export interface OfNumero {
  numSachet: number;
  ref: string;
  client: string;
  statut: number;
}

const OF_NUMEROS_URL = "/api/of/numeros";
const OF_PICKER_DEBOUNCE_MS = 250;
const LIMIT = 20;

export function ofOptionLabel(of: OfNumero): string {
  return [String(of.numSachet), of.ref, of.client].filter((s) => s !== "").join(" — ");
}

function fetchNumeros(q: string, signal?: AbortSignal): Promise<OfNumero[]> {
  return apiGet<OfNumero[]>(OF_NUMEROS_URL, { q, limit: LIMIT }, { signal });
}

const numerosKey = (q: string) => ["of-numeros", q] as const;

interface OfPickerProps {
  value: OfNumero | null;
  onChange: (of: OfNumero | null) => void;
  /** Default "N° OF". */
  label?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: "small" | "medium";
  /** Empties the field once an OF is chosen (a list built by scanning one bag after another). */
  clearOnSelect?: boolean;
}

/**
 * OF number search: suggestions from the first digit; Enter on an exact number selects that OF (a
 * scanner's digits + Enter too, before the suggestions arrive), then goes on by the form's Enter rule.
 */
export function OfPicker({
  value,
  onChange,
  label = "N° OF",
  autoFocus,
  disabled,
  error,
  helperText,
  size = "small",
  clearOnSelect = false,
}: OfPickerProps) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  // The Enter replayed once a scanned number is found: it goes on through the form's Enter rule.
  const rejoue = useRef<number | null>(null);
  const choisir = (of: OfNumero | null) => {
    onChange(of);
    if (of && clearOnSelect) setInput("");
  };
  const digits = input.trim();
  const q = useDebouncedValue(/^\d+$/.test(digits) ? digits : "", OF_PICKER_DEBOUNCE_MS);
  const { data: options = [], isFetching } = useQuery({
    queryKey: numerosKey(q),
    queryFn: ({ signal }) => fetchNumeros(q, signal),
    enabled: q !== "",
    staleTime: 10_000,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== "Enter") return;
    if (rejoue.current !== null) {
      // The replayed Enter: nothing to pick, the form moves on (next field, or submits).
      rejoue.current = null;
      event.defaultMuiPrevented = true;
      return;
    }
    if (!/^\d+$/.test(digits)) return;
    const wanted = Number(digits);
    if (value?.numSachet === wanted) return;
    const exact = options.find((o) => o.numSachet === wanted);
    // Let the Autocomplete not pick the highlighted option: the typed number wins.
    event.defaultMuiPrevented = true;
    if (exact) {
      choisir(exact);
      return;
    }
    // The suggestions may not be loaded yet (a scanner types faster than the debounce): ask now and
    // hold this Enter; once the OF is chosen, replay it so the form goes on as for a typed choice.
    event.preventDefault();
    const champ = event.target;
    queryClient
      .fetchQuery({ queryKey: numerosKey(digits), queryFn: ({ signal }) => fetchNumeros(digits, signal) })
      .then((found) => {
        const match = found.find((o) => o.numSachet === wanted);
        if (!match) return;
        choisir(match);
        if (!(champ instanceof HTMLElement) || !champ.isConnected) return;
        setTimeout(() => {
          if (document.activeElement !== champ) return;
          rejoue.current = wanted;
          champ.dispatchEvent(
            new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }),
          );
          rejoue.current = null;
        }, 0);
      })
      .catch(() => undefined);
  };

  return (
    <Autocomplete<OfNumero>
      options={options}
      value={value}
      onChange={(_e, of) => choisir(of)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={ofOptionLabel}
      getOptionKey={(o) => o.numSachet}
      isOptionEqualToValue={(a, b) => a.numSachet === b.numSachet}
      filterOptions={(opts) => opts}
      loading={isFetching}
      disabled={disabled}
      onKeyDown={onKeyDown}
      noOptionsText={q === "" ? "Tapez un numéro d'OF" : "OF non trouvé"}
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={size}
          autoFocus={autoFocus}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, inputMode: "numeric" },
          }}
        />
      )}
    />
  );
}
