import { formatTaille, gainCompression, nomImageSur } from "@ecrin/domain";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { UploadItem } from "./useUploadBatch.ts";

interface Props {
  items: readonly UploadItem[];
  onRename: (id: number, nom: string) => void;
  onRemove: (id: number) => void;
}

function Apercu({ url, nom }: { url: string; nom: string }) {
  const [casse, setCasse] = useState(false);
  const cadre = { width: 100, height: 100, flex: "none", display: "flex", alignItems: "center" } as const;
  if (casse) {
    return (
      <Box sx={{ ...cadre, justifyContent: "center", bgcolor: "action.hover", borderRadius: 1 }}>
        <ImageOutlined sx={{ color: "text.disabled" }} aria-label="Aperçu impossible" />
      </Box>
    );
  }
  return (
    <Box sx={cadre}>
      <img
        src={url}
        alt={`Aperçu de ${nom}`}
        width={100}
        height={100}
        style={{ objectFit: "contain" }}
        onError={() => setCasse(true)}
      />
    </Box>
  );
}

/** Spec 02 section 2.20: each chosen image with its preview, name (editable), sizes, gain and progress. */
export function UploadList({ items, onRename, onRemove }: Props) {
  if (items.length === 0) {
    return <Typography color="text.secondary">Aucune image choisie.</Typography>;
  }
  return (
    <List aria-label="Images à envoyer" disablePadding>
      {items.map((it) => {
        const modifiable = it.statut === "attente" || it.statut === "erreur";
        const stocke = nomImageSur(it.nom);
        return (
          <ListItem
            key={it.id}
            divider
            aria-label={it.file.name}
            sx={{ gap: 2, alignItems: "flex-start" }}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Retirer ${it.file.name}`}
                disabled={it.statut === "envoi"}
                onClick={() => onRemove(it.id)}
              >
                <DeleteOutlined />
              </IconButton>
            }
          >
            <Apercu url={it.previewUrl} nom={it.file.name} />
            <Box sx={{ flex: 1, minWidth: 0, pr: 4, display: "grid", gap: 0.5 }}>
              <TextField
                label="Nom"
                size="small"
                value={it.nom}
                disabled={!modifiable}
                onChange={(e) => onRename(it.id, e.target.value)}
                error={stocke === null}
                helperText={
                  stocke === null
                    ? "Nom d'image invalide."
                    : stocke !== it.nom && modifiable
                      ? `Sera enregistrée sous : ${stocke}`
                      : " "
                }
                slotProps={{ htmlInput: { "aria-label": `Nom de ${it.file.name}` } }}
              />
              <Typography variant="body2">
                Taille d'origine : {formatTaille(it.file.size)}
                {it.resultat && (
                  <>
                    {" — "}compressée : {formatTaille(it.resultat.tailleCompressee)}
                    {" — "}gain : {gainCompression(it.resultat.tailleOrigine, it.resultat.tailleCompressee)} %
                    {" — "}
                    {it.resultat.largeur} × {it.resultat.hauteur} px
                  </>
                )}
              </Typography>
              {it.statut === "envoi" && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(it.progression * 100)}
                  aria-label={`Envoi de ${it.file.name}`}
                />
              )}
              {it.statut === "ok" && <Alert severity="success">Image enregistrée : {it.resultat?.nom}</Alert>}
              {it.statut === "erreur" && <Alert severity="error">{it.erreur}</Alert>}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
