import { etatPierresSchema, facturerPierresSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { errorMessage, issuesToFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { PierreSelect } from "./PierreSelect.tsx";
import { useOperationStock } from "./stock-pierres-api.ts";

/**
 * Operation sur pierres de stock (spec 02 section 2.9): Facturer the selected lots (exchange rate and
 * invoice label: they become ours) or Modifier Etat.
 */
export function StockPierreOperationDialog({
  ids,
  onClose,
  onEnregistre,
}: {
  ids: number[];
  onClose: () => void;
  /** The lots changed: the list shows them highlighted (issue 28.5). */
  onEnregistre: (ids: number[]) => void;
}) {
  const notify = useNotify();
  const operation = useOperationStock();
  const [cours, setCours] = useState("");
  const [labelFact, setLabelFact] = useState("");
  const [etat, setEtat] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [erreur, setErreur] = useState<string | null>(null);

  const fait = (message: string) => {
    notify(message);
    onEnregistre(ids);
    onClose();
  };
  const onError = (e: unknown) => setErreur(errorMessage(e));

  const facturer = () => {
    const parsed = facturerPierresSchema.safeParse({ ids, cours, labelFact });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    operation.mutate(
      { kind: "facturer", body: parsed.data },
      { onSuccess: (r) => fait(`${r.modifiees} pierre(s) facturée(s)`), onError },
    );
  };

  const modifierEtat = () => {
    const parsed = etatPierresSchema.safeParse({ ids, etat });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    operation.mutate(
      { kind: "etat", body: parsed.data },
      { onSuccess: (r) => fait(`Etat modifié pour ${r.modifiees} pierre(s)`), onError },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="operation-pierres-titre">
      <DialogTitle id="operation-pierres-titre">Operation sur pierres de stock</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
        {erreur && <Alert severity="error">{erreur}</Alert>}
        <DialogContentText>
          {ids.length > 1 ? `${ids.length} pierres sélectionnées` : `Pierre ${ids[0]}`}
        </DialogContentText>
        <Typography variant="subtitle2" component="h3">
          Facturer
        </Typography>
        <TextField
          label="Cours €/$"
          name="cours"
          value={cours}
          onChange={(e) => setCours(e.target.value)}
          error={errors.cours !== undefined}
          helperText={errors.cours ?? "Vide : cours inchangé"}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <TextField
          label="Libellé facture"
          name="labelFact"
          value={labelFact}
          onChange={(e) => setLabelFact(e.target.value)}
          error={errors.labelFact !== undefined}
          helperText={errors.labelFact}
        />
        <Button variant="contained" onClick={facturer} loading={operation.isPending}>
          Facturer
        </Button>
        <Divider />
        <Typography variant="subtitle2" component="h3">
          Modifier Etat
        </Typography>
        <PierreSelect
          label="Etat"
          liste="pierres_recues_etat"
          value={etat}
          onChange={setEtat}
          error={errors.etat}
        />
        <Button variant="outlined" onClick={modifierEtat} loading={operation.isPending}>
          Modifier Etat
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
