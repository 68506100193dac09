import {
  IMAGE_ENVOI_MAX_OCTETS,
  MSG_IMAGE_TROP_LOURDE,
  MSG_PHOTO_ENREGISTREE,
  MSG_PHOTO_RETIREE,
} from "@ecrin/domain";
import AddPhotoAlternateOutlined from "@mui/icons-material/AddPhotoAlternateOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { useState } from "react";
import { ImageThumb } from "../images/index.ts";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useRemovePhoto, useSetPhoto } from "./trace-api.ts";

/**
 * The OF's photo: upload (compressed to 1000 px and 1 MB by the images endpoint, named after the OF
 * number) or removal. It is saved at once, apart from the form's fields.
 */
export function TraceOfPhoto({
  numSachet,
  photo,
  disabled,
}: {
  numSachet: number;
  photo: string | null;
  disabled: boolean;
}) {
  const notify = useNotify();
  const confirm = useConfirm();
  const [progress, setProgress] = useState<number | null>(null);
  const setPhoto = useSetPhoto((f) => setProgress(f));
  const removePhoto = useRemovePhoto();
  const pending = setPhoto.isPending || removePhoto.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_ENVOI_MAX_OCTETS) {
      notify(MSG_IMAGE_TROP_LOURDE, { severity: "error" });
      return;
    }
    setProgress(0);
    setPhoto.mutate(
      { n: numSachet, file },
      {
        onSuccess: () => notify(MSG_PHOTO_ENREGISTREE),
        onError: (e) => notify(errorMessage(e), { severity: "error" }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = async () => {
    if (!(await confirm({ title: "Retirer la photo de l'OF ?", confirmLabel: "Retirer" }))) return;
    removePhoto.mutate(numSachet, {
      onSuccess: () => notify(MSG_PHOTO_RETIREE),
      onError: (e) => notify(errorMessage(e), { severity: "error" }),
    });
  };

  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
      <ImageThumb nom={photo} size={100} alt={`Photo de l'OF ${numSachet}`} />
      <Box sx={{ display: "grid", gap: 1 }}>
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled || pending}
        >
          {photo ? "Changer la photo" : "Ajouter une photo"}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="Photo de l'OF"
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
        {photo && (
          <Button size="small" color="error" onClick={() => void onRemove()} disabled={disabled || pending}>
            Retirer la photo
          </Button>
        )}
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress * 100} aria-label="Envoi de la photo" />
        )}
      </Box>
    </Box>
  );
}
