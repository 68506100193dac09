import { decimalSaisie } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { ApiError } from "../api/http.ts";
import { usePerteAutorisee } from "./comptes-api.ts";

/** The loss a jeweller is allowed, percent of the weight sent (direction only; the server checks it). */
export function PerteAutoriseeDialog({
  joaillier,
  onClose,
}: {
  joaillier: { id: number; nom: string; autorisePct: string | null };
  onClose: () => void;
}) {
  const [valeur, setValeur] = useState(decimalSaisie(joaillier.autorisePct));
  const enregistrer = usePerteAutorisee();
  const erreur =
    enregistrer.error instanceof ApiError
      ? (enregistrer.error.fieldErrors.pourcentage ?? enregistrer.error.message)
      : enregistrer.error?.message;
  return (
    <Dialog open onClose={onClose} aria-labelledby="perte-autorisee-titre">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          enregistrer.mutate({ id: joaillier.id, pourcentage: valeur }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id="perte-autorisee-titre">Perte autorisée — {joaillier.nom}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Perte autorisée (%)"
            name="pourcentage"
            value={valeur}
            onChange={(e) => setValeur(e.target.value)}
            error={Boolean(erreur)}
            helperText={erreur ?? "En % du poids envoyé, sur les lignes rendues de la période."}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={enregistrer.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
