import type { ImageListe } from "@ecrin/domain";
import { formatDate, formatTaille } from "@ecrin/domain";
import SearchIcon from "@mui/icons-material/Search";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
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

const PAR_PAGE = 24;

/** Spec 02 section 2.20, /image: the gallery, searched by name on the server; a click shows the name. */
export function GaleriePage() {
  const [recherche, setRecherche] = useState("");
  const q = useDebouncedValue(recherche.trim(), 300);
  const [page, setPage] = useState(0);
  const [choisie, setChoisie] = useState<ImageListe | null>(null);
  const [aRenommer, setARenommer] = useState<string | null>(null);
  const images = useImages(q, page, PAR_PAGE);
  const supprimer = useDeleteImageFlow((nom) => setChoisie((c) => (c?.nom === nom ? null : c)));
  const pages = Math.max(1, Math.ceil((images.data?.total ?? 0) / PAR_PAGE));

  return (
    <Box component="section" aria-labelledby="galerie-title" sx={{ display: "grid", gap: 2 }}>
      <Typography id="galerie-title" variant="h5" component="h1">
        Galerie
      </Typography>
      <TextField
        label="Rechercher une image"
        size="small"
        value={recherche}
        onChange={(e) => {
          setRecherche(e.target.value);
          setPage(0);
        }}
        sx={{ maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {choisie && (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, display: "flex", gap: 2, alignItems: "center" }}
          aria-live="polite"
        >
          <Typography sx={{ fontWeight: 600 }}>{choisie.nom}</Typography>
          <Typography variant="body2" color="text.secondary">
            {choisie.largeur && choisie.hauteur ? `${choisie.largeur} × ${choisie.hauteur} px — ` : ""}
            {choisie.taille !== null ? `${formatTaille(choisie.taille)} — ` : ""}
            {formatDate(choisie.dateUpload)} — {choisie.nbProduits} produit{choisie.nbProduits > 1 ? "s" : ""}
          </Typography>
        </Paper>
      )}
      {images.isFetching && <LinearProgress aria-label="Chargement des images" />}
      {images.isError && <Alert severity="error">{errorMessage(images.error)}</Alert>}
      {images.data?.total === 0 && <Typography color="text.secondary">Aucune image.</Typography>}
      <Box
        role="list"
        aria-label="Images"
        sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))" }}
      >
        {images.data?.rows.map((img) => (
          <Paper
            key={img.idImage}
            role="listitem"
            variant="outlined"
            sx={{
              p: 1,
              display: "grid",
              justifyItems: "center",
              gap: 0.5,
              borderColor: choisie?.nom === img.nom ? "primary.main" : undefined,
            }}
          >
            <ButtonBase
              onClick={() => setChoisie(img)}
              aria-label={`Voir ${img.nom}`}
              sx={{ borderRadius: 1 }}
            >
              <ImageThumb nom={img.nom} size={150} />
            </ButtonBase>
            <Typography variant="caption" noWrap title={img.nom} sx={{ maxWidth: 150 }}>
              {img.nom}
            </Typography>
            <Box>
              <ImageActions
                nom={img.nom}
                onRename={() => setARenommer(img.nom)}
                onDelete={() => void supprimer(img.nom, img.nbProduits)}
              />
            </Box>
          </Paper>
        ))}
      </Box>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_, p) => setPage(p - 1)}
          sx={{ justifySelf: "center" }}
        />
      )}
      <RenameImageDialog
        nom={aRenommer}
        onClose={() => setARenommer(null)}
        onRenamed={() => setChoisie(null)}
      />
    </Box>
  );
}
