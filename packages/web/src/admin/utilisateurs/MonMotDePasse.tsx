import { MSG_MOT_DE_PASSE_MODIFIE, motDePasseChangementSchema } from "@ecrin/domain";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../../ui/fieldErrors.ts";
import { useNotify } from "../../ui/NotifyProvider.tsx";
import { useChangerMonMotDePasse } from "./api.ts";

/** The dialog of the top bar's button (loaded on first use, off the first page load). */
export function MonMotDePasseDialog({ open, setOpen }: { open: boolean; setOpen: (o: boolean) => void }) {
  const notify = useNotify();
  const changer = useChangerMonMotDePasse();
  const [actuel, setActuel] = useState("");
  const [nouveau, setNouveau] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setOpen(false);
    setActuel("");
    setNouveau("");
    setErrors({});
  };
  const valider = () => {
    const parsed = motDePasseChangementSchema.safeParse({ actuel, nouveau });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    changer.mutate(parsed.data, {
      onSuccess: () => {
        notify(MSG_MOT_DE_PASSE_MODIFIE);
        close();
      },
      onError: (e) => {
        const fields = serverFieldErrors(e);
        setErrors(Object.keys(fields).length > 0 ? fields : { nouveau: errorMessage(e) });
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="mdp-title" fullWidth maxWidth="xs">
      <DialogTitle id="mdp-title">Changer mon mot de passe</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
        <TextField
          autoFocus
          label="Mot de passe actuel"
          type="password"
          autoComplete="current-password"
          value={actuel}
          onChange={(e) => setActuel(e.target.value)}
          error={Boolean(errors.actuel)}
          helperText={errors.actuel}
        />
        <TextField
          label="Nouveau mot de passe"
          type="password"
          autoComplete="new-password"
          value={nouveau}
          onChange={(e) => setNouveau(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") valider();
          }}
          error={Boolean(errors.nouveau)}
          helperText={errors.nouveau ?? "10 caractères au moins."}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Annuler</Button>
        <Button variant="contained" onClick={valider} disabled={changer.isPending}>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
