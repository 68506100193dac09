import { msgImageRenommee } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useRenameImage } from "./api.ts";

interface Props {
  /** The image to rename; closed when null. */
  nom: string | null;
  onClose: () => void;
  onRenamed?: (nouveau: string) => void;
}

/** Renames an image: its file and every product that shows it follow (the server does both). */
export function RenameImageDialog({ nom, onClose, onRenamed }: Props) {
  const notify = useNotify();
  const rename = useRenameImage();
  const [valeur, setValeur] = useState("");
  const [erreur, setErreur] = useState<string | null>(null);

  useEffect(() => {
    setValeur(nom ?? "");
    setErreur(null);
  }, [nom]);

  const valider = () => {
    if (!nom || rename.isPending) return;
    rename.mutate(
      { nom, nouveauNom: valeur },
      {
        onSuccess: (r) => {
          notify(msgImageRenommee(r.nom));
          onRenamed?.(r.nom);
          onClose();
        },
        onError: (e) => setErreur(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog
      open={nom !== null}
      onClose={onClose}
      aria-labelledby="rename-image-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="rename-image-title">Renommer l'image</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="Nouveau nom"
          value={valeur}
          onChange={(e) => setValeur(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") valider();
          }}
          error={erreur !== null}
          helperText={erreur ?? "Les produits qui montrent cette image suivent le nouveau nom."}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={valider} disabled={rename.isPending || valeur.trim() === ""}>
          Renommer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
