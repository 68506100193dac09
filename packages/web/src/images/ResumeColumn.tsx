import { type ProduitImage, peutDesaffecter, peutEnregistrer } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { ImageThumb } from "./ImageThumb.tsx";
import { cleProduit, libelleType } from "./ProduitsColumn.tsx";

interface Props {
  produits: readonly ProduitImage[];
  image: string | null;
  parDefaut: boolean;
  onParDefaut: (v: boolean) => void;
  pending: boolean;
  onEnregistrer: () => void;
  onDesaffecter: () => void;
}

/** Right column: what will be written, 'Image par Défaut', Enregistrer and Désaffecter. */
export function ResumeColumn(props: Props) {
  const { produits, image, parDefaut, pending } = props;
  const aDesCentres = produits.some((p) => p.type === "centre" && p.idCv !== null);
  return (
    <Box component="section" aria-label="Résumé" sx={{ display: "grid", gap: 1.5, alignContent: "start" }}>
      <Typography variant="h6" component="h2">
        Résumé
      </Typography>
      <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
        <ImageThumb nom={image} size={150} alt={image ? `Image choisie : ${image}` : undefined} />
        <Typography>{image ?? "Aucune image choisie."}</Typography>
      </Box>
      <Typography variant="subtitle2">
        {produits.length === 0
          ? "Aucun produit choisi."
          : `${produits.length} produit${produits.length > 1 ? "s" : ""} choisi${produits.length > 1 ? "s" : ""}`}
      </Typography>
      <List dense aria-label="Produits choisis" sx={{ maxHeight: 360, overflow: "auto" }}>
        {produits.map((p) => (
          <ListItem key={cleProduit(p)} disableGutters aria-label={`${libelleType(p)} ${p.ref}`}>
            <ImageThumb nom={p.image} size={60} />
            <ListItemText
              sx={{ ml: 1 }}
              primary={`${p.ref}${p.description ? ` — ${p.description}` : ""}`}
              secondary={`${libelleType(p)} — ${p.image ?? "sans image"}`}
            />
          </ListItem>
        ))}
      </List>
      <FormControlLabel
        control={
          <Checkbox
            checked={parDefaut && aDesCentres}
            disabled={!aDesCentres}
            onChange={(e) => props.onParDefaut(e.target.checked)}
          />
        }
        label="Image par Défaut"
      />
      <Typography variant="caption" color="text.secondary">
        Cochée, l'image devient aussi celle du centre vide de chaque centre choisi.
      </Typography>
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button
          variant="contained"
          disabled={pending || !peutEnregistrer(produits.length, image)}
          onClick={props.onEnregistrer}
        >
          Enregistrer
        </Button>
        <Button
          variant="outlined"
          disabled={pending || !peutDesaffecter(produits.length)}
          onClick={props.onDesaffecter}
        >
          Désaffecter
        </Button>
      </Box>
    </Box>
  );
}
