import type { DevisProduitTrouve } from "@ecrin/domain";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useDevisProduits } from "./devis-api.ts";

/** The product search panel: a ref prefix, up to 20 products; a click loads its costs and stones. */
export function DevisProduitRecherche({ onPick }: { onPick: (p: DevisProduitTrouve) => void }) {
  const [q, setQ] = useState("");
  const debounced = useDebouncedValue(q, 250);
  const query = useDevisProduits(debounced);
  const court = debounced.trim().length < 2;
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <TextField
        label="Rechercher un produit (réf.)"
        size="small"
        value={q}
        onChange={(e) => setQ(e.target.value)}
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
          {query.data?.map((p) => (
            <ListItemButton key={p.idCentre} onClick={() => onPick(p)}>
              <ListItemText primary={p.ref} secondary={p.description} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
