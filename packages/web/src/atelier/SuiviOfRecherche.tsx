import ClearIcon from "@mui/icons-material/Clear";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { type KeyboardEvent, type Ref, useState } from "react";
import { numeroSaisi } from "./lignes-clavier.ts";

interface SuiviOfRechercheProps {
  /** The OF searched (null: none); its lines only are listed. `entree`: the field, after Enter (a scan). */
  onSearch: (numSachet: number | null, entree: HTMLInputElement | null) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The OF search box of /suivi_prod. A scanner types the bag number then Enter: Enter (or leaving the
 * field) searches that OF; emptying the field lists every OF again.
 */
export function SuiviOfRecherche({ onSearch, error, helperText, inputRef }: SuiviOfRechercheProps) {
  const [text, setText] = useState("");
  const [invalide, setInvalide] = useState(false);

  const chercher = (input: HTMLInputElement, entree: boolean) => {
    const t = input.value.trim();
    const n = numeroSaisi(t);
    setInvalide(t !== "" && n === null);
    if (t === "" || n !== null) onSearch(n, entree ? input : null);
  };
  // On the TextField's root: the input is the event's target.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    chercher(event.target, true);
  };
  const vider = () => {
    setText("");
    setInvalide(false);
    onSearch(null, null);
  };

  const message = invalide ? "Numéro d'OF invalide." : error;
  return (
    <TextField
      label="Recherche OF"
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (e.target instanceof HTMLInputElement) chercher(e.target, false);
      }}
      error={message !== undefined}
      helperText={message ?? helperText ?? "N° de sachet, puis Entrée"}
      inputRef={inputRef}
      autoFocus
      autoComplete="off"
      sx={{ width: 240 }}
      slotProps={{
        htmlInput: { inputMode: "numeric" },
        input: {
          endAdornment:
            text === "" ? undefined : (
              <InputAdornment position="end">
                <IconButton size="small" aria-label="Effacer la recherche" onClick={vider} edge="end">
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
        },
      }}
    />
  );
}
