import { msgEnvoiImages } from "@ecrin/domain";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useRef, useState } from "react";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { IMAGES_QUERY_KEY } from "./api.ts";
import { UploadList } from "./UploadList.tsx";
import { useUploadBatch } from "./useUploadBatch.ts";

const ACCEPT = "image/jpeg,image/png,image/webp";

/** Spec 02 section 2.20, /upload: several images at once, previewed, then sent one by one. */
export function UploadPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const batch = useUploadBatch();
  const input = useRef<HTMLInputElement>(null);
  const [survol, setSurvol] = useState(false);
  const aEnvoyer = batch.items.filter((it) => it.statut === "attente" || it.statut === "erreur").length;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setSurvol(false);
    batch.ajouter(e.dataTransfer.files);
  };

  const onUpload = async () => {
    const { envoyees, refusees } = await batch.envoyer();
    if (envoyees > 0) await queryClient.invalidateQueries({ queryKey: [IMAGES_QUERY_KEY] });
    notify(msgEnvoiImages(envoyees, refusees), refusees === 0 ? {} : { severity: "warning" });
  };

  return (
    <Box component="section" aria-labelledby="upload-title" sx={{ display: "grid", gap: 2, maxWidth: 900 }}>
      <Typography id="upload-title" variant="h5" component="h1">
        Import d'images
      </Typography>
      <Paper
        variant="outlined"
        onDragOver={(e) => {
          e.preventDefault();
          setSurvol(true);
        }}
        onDragLeave={() => setSurvol(false)}
        onDrop={onDrop}
        sx={{
          p: 3,
          textAlign: "center",
          borderStyle: "dashed",
          bgcolor: survol ? "action.hover" : undefined,
        }}
      >
        <Typography sx={{ mb: 1 }}>
          Déposez des images ici ou choisissez-les (JPEG, PNG ou WebP). Chacune est enregistrée à 1000 px au
          plus sur son grand côté et 1 Mo au plus.
        </Typography>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={batch.enCours}>
          Choisir des images
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Fichiers images"
          onChange={(e) => {
            if (e.target.files) batch.ajouter(e.target.files);
            e.target.value = "";
          }}
        />
      </Paper>
      <UploadList items={batch.items} onRename={batch.renommer} onRemove={batch.retirer} />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
        <Button
          onClick={batch.viderEnvoyees}
          disabled={batch.enCours || !batch.items.some((it) => it.statut === "ok")}
        >
          Retirer les images envoyées
        </Button>
        <Button
          variant="contained"
          startIcon={<CloudUploadOutlined />}
          disabled={batch.enCours || aEnvoyer === 0}
          onClick={() => void onUpload()}
        >
          Téléverser
        </Button>
      </Box>
    </Box>
  );
}
