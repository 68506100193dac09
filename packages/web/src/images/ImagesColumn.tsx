import { MSG_RECHERCHE_COURTE, RECHERCHE_MIN_CARACTERES } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useImages } from "./api.ts";
import { ImageActions } from "./ImageActions.tsx";
import { ImageThumb } from "./ImageThumb.tsx";
import { RenameImageDialog } from "./RenameImageDialog.tsx";
import { useDeleteImageFlow } from "./useDeleteImageFlow.ts";

interface Props {
  choisie: string | null;
  onChoose: (nom: string | null) => void;
}

/** Middle column: images by name (2 characters at least), one chosen, with rename and delete. */
export function ImagesColumn({ choisie, onChoose }: Props) {
  const [recherche, setRecherche] = useState("");
  const q = useDebouncedValue(recherche.trim(), 250);
  const assez = q.length >= RECHERCHE_MIN_CARACTERES;
  const images = useImages(q, 0, 50, assez);
  const [aRenommer, setARenommer] = useState<string | null>(null);
  const supprimer = useDeleteImageFlow((nom) => {
    if (nom === choisie) onChoose(null);
  });
  return (
    <Box component="section" aria-label="Images" sx={{ display: "grid", gap: 1, alignContent: "start" }}>
      <Typography variant="h6" component="h2">
        Image
      </Typography>
      <TextField
        label="Nom de l'image"
        size="small"
        value={recherche}
        onChange={(e) => setRecherche(e.target.value)}
        helperText={recherche.trim().length < RECHERCHE_MIN_CARACTERES ? MSG_RECHERCHE_COURTE : " "}
      />
      {images.isFetching && <LinearProgress aria-label="Recherche des images" />}
      {images.isError && <Alert severity="error">{errorMessage(images.error)}</Alert>}
      {assez && images.data?.total === 0 && <Typography color="text.secondary">Aucune image.</Typography>}
      {assez && (
        <List dense aria-label="Images trouvées" sx={{ maxHeight: 520, overflow: "auto" }}>
          {images.data?.rows.map((img) => (
            <ListItem
              key={img.idImage}
              disablePadding
              secondaryAction={
                <ImageActions
                  nom={img.nom}
                  onRename={() => setARenommer(img.nom)}
                  onDelete={() => void supprimer(img.nom, img.nbProduits)}
                />
              }
            >
              <ListItemButton
                selected={img.nom === choisie}
                aria-pressed={img.nom === choisie}
                aria-label={`Choisir ${img.nom}`}
                onClick={() => onChoose(img.nom === choisie ? null : img.nom)}
                sx={{ pr: 11 }}
              >
                <ImageThumb nom={img.nom} size={60} />
                <ListItemText sx={{ ml: 1 }} primary={img.nom} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <RenameImageDialog
        nom={aRenommer}
        onClose={() => setARenommer(null)}
        onRenamed={(nouveau) => {
          if (aRenommer === choisie) onChoose(nouveau);
        }}
      />
    </Box>
  );
}
