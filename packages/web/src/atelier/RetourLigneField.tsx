import {
  type GenreLigne,
  type LigneAtelier,
  type LigneAtelierDe,
  MSG_AUCUNE_LIGNE_EN_COURS,
} from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, type Ref, useEffect, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { fetchLignes, useLignes } from "./lignes-api.ts";
import { focusNextField, numeroSaisi } from "./lignes-clavier.ts";

type Kind = GenreLigne;
type LigneDe<K extends Kind> = LigneAtelierDe<K>;

const ligneLabel = (l: LigneAtelier): string =>
  [String(l.numSachet), l.ouvrier, l.ref].filter(Boolean).join(" — ");

const SUGGESTIONS = 20;
/** A bag has rarely more than a few lines in progress; this bounds the choice after a scan. */
const LIGNES_PAR_OF = 50;

interface RetourLigneFieldProps<K extends Kind> {
  kind: K;
  value: LigneDe<K> | null;
  onChange: (ligne: LigneDe<K> | null) => void;
  /** An OF to start from (a dialog opened on it): as if its number had been scanned. */
  numSachet?: number | undefined;
  /** The form's own message (e.g. 'N° OF obligatoire.'). */
  error?: string | undefined;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The OF of a return form, chosen among the lines NOT yet returned (spec 02 section 2.1). Typing
 * suggests them; a scanned bag (digits then Enter) selects its line in progress and moves focus on;
 * when the OF is in progress at several workers, the list opens on its lines to pick one.
 */
export function RetourLigneField<K extends Kind>({
  kind,
  value,
  onChange,
  numSachet,
  error,
  autoFocus,
  inputRef,
}: RetourLigneFieldProps<K>) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const [open, setOpen] = useState(false);
  const [choix, setChoix] = useState<LigneDe<K>[] | null>(null);
  const [highlighted, setHighlighted] = useState<LigneDe<K> | null>(null);
  const [erreur, setErreur] = useState<string | null>(null);
  const q = useDebouncedValue(input.trim(), 250);
  const typed = value === null || q !== ligneLabel(value);
  const suggestions = useLignes<LigneDe<K>>(
    kind,
    { rendu: 0, q, pageSize: SUGGESTIONS, sort: "numSachet" },
    { enabled: open && typed },
  );
  const options = choix ?? suggestions.data?.rows ?? [];

  const choisir = (ligne: LigneDe<K>, field: HTMLElement | null) => {
    setErreur(null);
    setChoix(null);
    setOpen(false);
    onChange(ligne);
    if (field) focusNextField(field);
  };

  const scan = async (field: HTMLInputElement | null, n: number) => {
    try {
      const found = await fetchLignes<LigneDe<K>>(queryClient, kind, {
        rendu: 0,
        numSachet: n,
        pageSize: LIGNES_PAR_OF,
      });
      const [seule] = found.rows;
      if (!seule) return setErreur(MSG_AUCUNE_LIGNE_EN_COURS);
      if (found.rows.length === 1) return choisir(seule, field);
      setChoix(found.rows);
      setOpen(true);
    } catch (e) {
      setErreur(errorMessage(e));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per OF given, not on every render.
  useEffect(() => {
    if (numSachet === undefined) return;
    setInput(String(numSachet));
    void scan(null, numSachet);
  }, [numSachet]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    // An option highlighted in the open list: the list picks it.
    if (open && highlighted !== null && event.key === "Enter") return;
    const field = event.target instanceof HTMLInputElement ? event.target : null;
    const n = numeroSaisi(field?.value ?? "");
    if (!field || n === null) {
      if (event.key === " " && field && value !== null) {
        event.preventDefault();
        focusNextField(field);
      }
      return;
    }
    event.defaultMuiPrevented = true;
    event.preventDefault();
    void scan(field, n);
  };

  return (
    <Autocomplete<LigneDe<K>>
      options={options}
      value={value}
      onChange={(e, ligne, reason) => {
        if (ligne && reason === "selectOption") {
          const target = e.target instanceof HTMLElement ? e.target : null;
          const field = target?.closest(".MuiAutocomplete-root")?.querySelector("input") ?? null;
          return choisir(ligne, field);
        }
        onChange(ligne);
      }}
      inputValue={input}
      onInputChange={(_e, text, reason) => {
        setInput(text);
        if (reason === "input") {
          setChoix(null);
          setErreur(null);
        }
      }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onHighlightChange={(_e, option) => setHighlighted(option)}
      getOptionLabel={ligneLabel}
      getOptionKey={(l) => l.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(opts) => opts}
      loading={suggestions.isFetching}
      onKeyDown={onKeyDown}
      noOptionsText={MSG_AUCUNE_LIGNE_EN_COURS}
      loadingText="Recherche…"
      renderInput={(params) => (
        <TextField
          {...params}
          label="OF"
          name="numSachet"
          size="small"
          required
          autoFocus={autoFocus}
          inputRef={inputRef}
          error={(error ?? erreur) != null}
          helperText={error ?? erreur ?? undefined}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, inputMode: "numeric" },
          }}
        />
      )}
    />
  );
}
