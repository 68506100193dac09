import { MSG_RECHERCHE_COURTE, type ProduitImage, RECHERCHE_MIN_CARACTERES } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useProduitsImage } from "./api.ts";
import { ImageThumb } from "./ImageThumb.tsx";

export const cleProduit = (p: Pick<ProduitImage, "type" | "id">) => `${p.type}-${p.id}`;
export const libelleType = (p: ProduitImage) => (p.type === "centre" ? "Centre" : "Centre vide");

interface Props {
  choisis: ReadonlyMap<string, ProduitImage>;
  onToggle: (p: ProduitImage) => void;
}

/** Left column: products (centres and centres vides) by the start of their ref, several may be ticked. */
export function ProduitsColumn({ choisis, onToggle }: Props) {
  const [recherche, setRecherche] = useState("");
  const q = useDebouncedValue(recherche.trim(), 250);
  const assez = q.length >= RECHERCHE_MIN_CARACTERES;
  const produits = useProduitsImage(q, assez);
  return (
    <Box component="section" aria-label="Produits" sx={{ display: "grid", gap: 1, alignContent: "start" }}>
      <Typography variant="h6" component="h2">
        Produits
      </Typography>
      <TextField
        label="Ref produit"
        size="small"
        value={recherche}
        onChange={(e) => setRecherche(e.target.value)}
        helperText={recherche.trim().length < RECHERCHE_MIN_CARACTERES ? MSG_RECHERCHE_COURTE : " "}
      />
      {produits.isFetching && <LinearProgress aria-label="Recherche des produits" />}
      {produits.isError && <Alert severity="error">{errorMessage(produits.error)}</Alert>}
      {assez && produits.data?.length === 0 && <Typography color="text.secondary">Aucun produit.</Typography>}
      {assez && (
        <List dense aria-label="Produits trouvés" sx={{ maxHeight: 520, overflow: "auto" }}>
          {produits.data?.map((p) => {
            const coche = choisis.has(cleProduit(p));
            const label = `${libelleType(p)} ${p.ref}${p.description ? ` ${p.description}` : ""}`;
            return (
              <ListItemButton key={cleProduit(p)} onClick={() => onToggle(p)} selected={coche}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    checked={coche}
                    tabIndex={-1}
                    slotProps={{ input: { "aria-label": label } }}
                  />
                </ListItemIcon>
                <ImageThumb nom={p.image} size={60} />
                <ListItemText
                  sx={{ ml: 1 }}
                  primary={p.ref}
                  secondary={`${libelleType(p)}${p.description ? ` — ${p.description}` : ""}`}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
