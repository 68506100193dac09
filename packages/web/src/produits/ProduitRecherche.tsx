import {
  MSG_PAS_ENREGISTREMENT,
  MSG_RECHERCHE_PRODUIT_COURTE,
  type ProduitTrouve,
  produitAutoSelectionne,
  rechercheProduitActive,
} from "@ecrin/domain";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { ProduitVignette } from "./ProduitVignette.tsx";
import { useRechercheProduits } from "./produit-api.ts";

/** Spec 01 section 9: the product list is at most 300 px high. */
const LISTE_HAUTEUR_MAX = 300;

interface ProduitRechercheProps {
  selectedId: number | null;
  onSelect: (produit: ProduitTrouve) => void;
}

/**
 * The product search of /produit (spec 01 section 5): from 3 characters or "sav", refs starting with
 * the first 4 characters typed; at 4 characters the first match is selected by itself. Enter selects
 * the first match, the arrow keys walk the list.
 */
export function ProduitRecherche({ selectedId, onSelect }: ProduitRechercheProps) {
  const [texte, setTexte] = useState("");
  const debounced = useDebouncedValue(texte, 150);
  const query = useRechercheProduits(debounced);
  const resultats = rechercheProduitActive(debounced) ? (query.data ?? []) : [];
  const autoFait = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // The automatic choice happens once per text, on the answer for that very text.
  useEffect(() => {
    if (debounced !== texte || query.isPlaceholderData || !query.data) return;
    if (autoFait.current === texte) return;
    const premier = produitAutoSelectionne(texte, query.data);
    if (premier) {
      autoFait.current = texte;
      onSelect(premier);
    }
  }, [debounced, texte, query.data, query.isPlaceholderData, onSelect]);

  const focusItem = (index: number) => {
    const items = listRef.current?.querySelectorAll<HTMLElement>("[role='option']");
    items?.[index]?.focus();
  };

  return (
    <Paper
      component="section"
      aria-label="Recherche produit"
      sx={{ p: 2, display: "grid", gap: 1, alignSelf: "start" }}
    >
      <TextField
        label="Référence produit"
        value={texte}
        autoFocus
        autoComplete="off"
        onChange={(e) => setTexte(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && resultats[0]) {
            e.preventDefault();
            onSelect(resultats[0]);
          }
          if (e.key === "ArrowDown" && resultats.length > 0) {
            e.preventDefault();
            focusItem(0);
          }
        }}
        helperText={
          texte.trim() !== "" && !rechercheProduitActive(texte) ? MSG_RECHERCHE_PRODUIT_COURTE : " "
        }
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {query.isFetching && <LinearProgress aria-label="Recherche en cours" />}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      {rechercheProduitActive(debounced) && query.isSuccess && resultats.length === 0 && (
        <Alert severity="info">{MSG_PAS_ENREGISTREMENT}</Alert>
      )}
      {resultats.length > 0 && (
        <Box sx={{ maxHeight: LISTE_HAUTEUR_MAX, overflowY: "auto" }}>
          <List dense ref={listRef} role="listbox" aria-label="Produits trouvés">
            {resultats.map((p, index) => (
              <ListItemButton
                key={p.idCentre}
                role="option"
                aria-selected={p.idCentre === selectedId}
                selected={p.idCentre === selectedId}
                onClick={() => onSelect(p)}
                onKeyDown={(e) => {
                  if (e.key === "ArrowDown") {
                    e.preventDefault();
                    focusItem(index + 1);
                  }
                  if (e.key === "ArrowUp") {
                    e.preventDefault();
                    focusItem(index - 1);
                  }
                }}
                sx={{ gap: 1 }}
              >
                <ProduitVignette nom={p.imgCentre} taille={60} alt={p.ref} />
                <ListItemText primary={p.ref} secondary={p.description} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
