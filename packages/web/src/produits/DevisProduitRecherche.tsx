import type { DevisProduitTrouve } from "@ecrin/domain";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useDevisProduits } from "./devis-api.ts";

/**
 * The product search panel: a ref prefix, up to 20 products; a click, or the arrows and Enter, loads
 * its costs and stones.
 */
export function DevisProduitRecherche({ onPick }: { onPick: (p: DevisProduitTrouve) => void }) {
  const [q, setQ] = useState("");
  const debounced = useDebouncedValue(q, 250);
  const query = useDevisProduits(debounced);
  const court = debounced.trim().length < 2;
  // The one Enter rule: nothing highlighted until the arrows move; Enter picks the highlighted product,
  // else the one whose ref is typed exactly, else the only one found.
  const [actif, setActif] = useState(-1);
  const produits = court ? [] : (query.data ?? []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const pas = e.key === "ArrowDown" ? 1 : -1;
      setActif((i) => Math.max(-1, Math.min(produits.length - 1, i + pas)));
    } else if (e.key === "Enter") {
      const tape = q.trim().toLowerCase();
      const choisi =
        produits[actif] ??
        produits.find((p) => p.ref.toLowerCase() === tape) ??
        (produits.length === 1 ? produits[0] : undefined);
      if (!choisi) return;
      e.preventDefault();
      setActif(-1);
      onPick(choisi);
    }
  };
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <TextField
        label="Rechercher un produit (réf.)"
        size="small"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setActif(-1);
        }}
        onKeyDown={onKeyDown}
        helperText={q.trim().length === 1 ? "Saisissez au moins 2 caractères." : undefined}
        slotProps={{ htmlInput: { autoComplete: "off" } }}
      />
      {query.isError && (
        <Typography role="alert" color="error">
          {errorMessage(query.error)}
        </Typography>
      )}
      {!court && query.data?.length === 0 && <Typography color="text.secondary">Aucun produit</Typography>}
      {!court && (query.data?.length ?? 0) > 0 && (
        <List dense aria-label="Produits trouvés" sx={{ maxHeight: 300, overflow: "auto" }}>
          {produits.map((p, i) => (
            <ListItemButton key={p.idCentre} selected={i === actif} onClick={() => onPick(p)}>
              <ListItemText primary={p.ref} secondary={p.description} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
