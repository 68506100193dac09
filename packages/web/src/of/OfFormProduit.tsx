import {
  MSG_RECHERCHE_PRODUIT_COURTE,
  type ProduitTrouve,
  produitAutoSelectionne,
  rechercheProduitActive,
} from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { ImageThumb } from "../images/index.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useProduitsOf } from "./creation-api.ts";

interface OfFormProduitProps {
  value: ProduitTrouve | null;
  onChange: (produit: ProduitTrouve | null) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The product of the OF (spec 01 section 5): the search starts at 3 characters or "sav", matches the
 * first 4 characters of the ref, and picks the first match by itself at 4 characters. Nothing is
 * highlighted until the user moves: ArrowDown + Enter picks the first match, Enter alone goes on.
 */
export function OfFormProduit({ value, onChange, error, inputRef }: OfFormProduitProps) {
  const [texte, setTexte] = useState("");
  const debounced = useDebouncedValue(texte, 150);
  const query = useProduitsOf(debounced);
  const options = rechercheProduitActive(debounced) ? (query.data ?? []) : [];
  const autoFait = useRef<string | null>(null);
  // Set when typing clears the chosen product: the text stays. Any other clearing (the form reset
  // after Ajouter) empties the text too.
  const parSaisie = useRef(false);
  // The product picked by itself at 4 characters: the list shows it unhighlighted, so ArrowDown goes to
  // the first match (not the one after it) and Enter without a move keeps it and goes on.
  const [choixAuto, setChoixAuto] = useState<number | null>(null);

  useEffect(() => {
    if (value === null && !parSaisie.current) setTexte("");
    parSaisie.current = false;
  }, [value]);

  useEffect(() => {
    if (debounced !== texte || query.isPlaceholderData || !query.data) return;
    if (autoFait.current === texte || value !== null) return;
    const premier = produitAutoSelectionne(texte, query.data);
    if (premier) {
      autoFait.current = texte;
      setChoixAuto(premier.idCentre);
      onChange(premier);
    }
  }, [debounced, texte, query.data, query.isPlaceholderData, onChange, value]);

  const court = texte.trim() !== "" && !rechercheProduitActive(texte) && value === null;
  return (
    <Autocomplete<ProduitTrouve>
      options={options}
      value={value !== null && value.idCentre === choixAuto ? null : value}
      inputValue={value ? `${value.ref} — ${value.description}` : texte}
      onInputChange={(_e, v, reason) => {
        if (reason === "input") {
          setTexte(v);
          if (value) {
            parSaisie.current = true;
            onChange(null);
          }
        }
        if (reason === "clear") setTexte("");
      }}
      onChange={(_e, p) => {
        setChoixAuto(null);
        onChange(p);
      }}
      getOptionLabel={(p) => `${p.ref} — ${p.description}`}
      getOptionKey={(p) => p.idCentre}
      isOptionEqualToValue={(a, b) => a.idCentre === b.idCentre}
      filterOptions={(x) => x}
      loading={query.isFetching}
      noOptionsText={rechercheProduitActive(texte) ? "Aucun produit" : MSG_RECHERCHE_PRODUIT_COURTE}
      loadingText="Recherche…"
      slotProps={{ listbox: { "aria-label": "Produits trouvés", style: { maxHeight: 300 } } }}
      renderOption={({ key, ...props }, p) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
          <ImageThumb nom={p.imgCentre} size={60} alt={p.ref} />
          <Box>
            <Typography variant="body2">{p.ref}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.description}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Produit"
          required
          size="small"
          inputRef={inputRef}
          error={error !== undefined}
          helperText={error ?? (court ? MSG_RECHERCHE_PRODUIT_COURTE : undefined)}
        />
      )}
    />
  );
}
