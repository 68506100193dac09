import {
  type Decision,
  type DecisionAchat,
  MOTIF_ACHAT_KEYS,
  MOTIFS_ACHAT,
  type MotifAchat,
  STATUTS_ACHAT,
} from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";

interface Props {
  decision: Exclude<Decision, "approuvee">;
  erreur: string | null;
  envoi: boolean;
  onClose: () => void;
  onValider: (d: DecisionAchat) => void;
}

/** Contester, Refuser or Approuver partiellement: a reason among those the reform allows for it, a comment. */
export function DecisionDialog({ decision, erreur, envoi, onClose, onValider }: Props) {
  const [motif, setMotif] = useState<MotifAchat | "">("");
  const [commentaire, setCommentaire] = useState("");
  const motifs = MOTIF_ACHAT_KEYS.filter((k) =>
    (MOTIFS_ACHAT[k].pour as readonly Decision[]).includes(decision),
  );
  const titre = STATUTS_ACHAT[decision].label;
  return (
    <Dialog open onClose={onClose} aria-labelledby="decision-achat-titre" fullWidth maxWidth="sm">
      <DialogTitle id="decision-achat-titre">{titre}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <TextField
          select
          label="Motif"
          value={motif}
          onChange={(e) => setMotif(e.target.value as MotifAchat)}
          required
          error={erreur !== null && motif === ""}
        >
          {motifs.map((k) => (
            <MenuItem key={k} value={k}>
              {MOTIFS_ACHAT[k].label} ({k})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Commentaire"
          value={commentaire}
          onChange={(e) => setCommentaire(e.target.value)}
          multiline
          minRows={2}
          required={decision === "en_litige"}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          error={erreur !== null}
          helperText={erreur ?? " "}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          disabled={envoi}
          onClick={() => onValider({ decision, motif: motif === "" ? null : motif, commentaire })}
        >
          {titre}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
