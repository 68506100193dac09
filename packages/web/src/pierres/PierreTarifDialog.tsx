import { modifierPrixSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type ResultatRevalorisation, useModifierPrix } from "./pierre-api.ts";

interface PierreTarifDialogProps {
  idTarifs: number[];
  onClose: () => void;
  onDone: (resultat: ResultatRevalorisation) => void;
}

type Champ = "euro" | "dollar" | "coeff";

/**
 * Modifier Prix on the selected rows (dialog Modification Tarif Pierre): the values typed replace
 * those of every selected tariff, the blank ones stay; the products using the stones are re-valued.
 */
export function PierreTarifDialog({ idTarifs, onClose, onDone }: PierreTarifDialogProps) {
  const notify = useNotify();
  const modifier = useModifierPrix();
  const [draft, setDraft] = useState<Record<Champ, string>>({ euro: "", dollar: "", coeff: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server's refusal shows in the dialog: the page behind it is hidden from assistive technology.
  const [erreur, setErreur] = useState<string | null>(null);

  const submit = () => {
    if (modifier.isPending) return;
    setErreur(null);
    const parsed = modifierPrixSchema.safeParse({ ids: idTarifs, ...draft });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    modifier.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        onDone(r);
      },
      onError: (e) => {
        setErrors(serverFieldErrors(e));
        setErreur(errorMessage(e));
      },
    });
  };

  const field = (k: Champ, label: string) => (
    <TextField
      label={label}
      name={k}
      value={draft[k]}
      onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? "Vide : inchangé"}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
      autoFocus={k === "euro"}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="tarif-dialog-titre">
      <DialogTitle id="tarif-dialog-titre">Modification Tarif Pierre</DialogTitle>
      <FormFlow onSubmit={submit} aria-label="Modification tarif pierre">
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          {erreur && <Alert severity="error">{erreur}</Alert>}
          <DialogContentText>
            {idTarifs.length > 1 ? `${idTarifs.length} tarifs sélectionnés.` : "1 tarif sélectionné."} Les
            produits qui utilisent ces pierres seront revalorisés.
          </DialogContentText>
          {field("euro", "Euro")}
          {field("dollar", "Dollar")}
          {field("coeff", "Coef")}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={modifier.isPending}>
            Modifier
          </Button>
        </DialogActions>
      </FormFlow>
    </Dialog>
  );
}
