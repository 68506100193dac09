import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import type { ReactNode } from "react";

interface SuiviDialogProps {
  titre: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** One of the four dialogs of /suivi_prod (Envoi Atelier, Retour Atelier, Envoi Serti, Retour Serti). */
export function SuiviDialog({ titre, open, onClose, children }: SuiviDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-label={titre}>
      <DialogTitle sx={{ pr: 6 }}>{titre}</DialogTitle>
      <IconButton aria-label="Fermer" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {/* Mounted only while open: each opening starts from an empty form focused on its first field. */}
      <DialogContent sx={{ pt: 1 }}>{open ? children : null}</DialogContent>
    </Dialog>
  );
}
