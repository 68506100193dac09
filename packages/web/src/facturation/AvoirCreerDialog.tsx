import { avoirCreationSchema, formatDate, formatEuro, resteACrediter } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useDebouncedValue } from "../ui/useDebouncedValue.ts";
import { useCreerAvoir, useFactureCorrigee } from "./avoir-api.ts";

interface Saisie {
  idClt: number | null;
  ref: string;
  description: string;
  totHt: string;
  idFact: string;
}

const VIDE: Saisie = { idClt: null, ref: "", description: "", totHt: "", idFact: "" };

/** "10003" -> 10003; anything else (blank, letters) is no invoice to look up. */
const numeroFacture = (texte: string) => (/^[1-9]\d{0,8}$/.test(texte.trim()) ? Number(texte.trim()) : null);

/** What the dialog says of the corrected invoice: its date and what is left to credit, or why not. */
function useAideFacture(saisie: Saisie) {
  const idFact = useDebouncedValue(numeroFacture(saisie.idFact), 300);
  const facture = useFactureCorrigee(idFact, saisie.idClt);
  if (idFact === null || saisie.idFact.trim() === "") return { texte: "Facultatif", erreur: false };
  if (facture.isError) return { texte: errorMessage(facture.error), erreur: true };
  if (!facture.data) return { texte: "Recherche de la facture…", erreur: false };
  return {
    texte: `Facture du ${formatDate(facture.data.dateFact)} — reste à créditer : ${formatEuro(resteACrediter(facture.data))}`,
    erreur: false,
  };
}

/** Creer (spec 02 section 2.19): client, Reference, Designation, Total HT, and the invoice corrected. */
export function AvoirCreerDialog({ onClose }: { onClose: () => void }) {
  const clients = useClients();
  const notify = useNotify();
  const creer = useCreerAvoir();
  const [saisie, setSaisie] = useState<Saisie>(VIDE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [erreur, setErreur] = useState<string | null>(null);
  const aide = useAideFacture(saisie);
  const set = <K extends keyof Saisie>(k: K, v: Saisie[K]) => setSaisie((s) => ({ ...s, [k]: v }));

  const submit = () => {
    if (creer.isPending) return;
    setErreur(null);
    const parsed = avoirCreationSchema.safeParse(saisie);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    creer.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        onClose();
      },
      onError: (e) => {
        setErrors(serverFieldErrors(e));
        setErreur(errorMessage(e));
      },
    });
  };

  const texte = (k: "ref" | "description" | "totHt", label: string, extra: { required?: boolean } = {}) => (
    <TextField
      label={label}
      name={k}
      value={saisie[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] !== undefined}
      helperText={errors[k]}
      required={extra.required}
      slotProps={k === "totHt" ? { htmlInput: { inputMode: "decimal" } } : {}}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="avoir-dialog-titre">
      <DialogTitle id="avoir-dialog-titre">Nouvel avoir</DialogTitle>
      <FormFlow onSubmit={submit} aria-label="Nouvel avoir">
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          {erreur && <Alert severity="error">{erreur}</Alert>}
          <Box sx={{ pt: 1 }}>
            <ClientTreePicker
              clients={clients}
              value={saisie.idClt}
              onChange={(id) => set("idClt", id)}
              required
              autoFocus
              size="medium"
              error={errors.idClt !== undefined}
              helperText={errors.idClt}
            />
          </Box>
          {texte("ref", "Référence")}
          {texte("description", "Désignation", { required: true })}
          {texte("totHt", "Total HT", { required: true })}
          <TextField
            label="Facture corrigée (n°)"
            name="idFact"
            value={saisie.idFact}
            onChange={(e) => set("idFact", e.target.value)}
            error={errors.idFact !== undefined || aide.erreur}
            helperText={errors.idFact ?? aide.texte}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={creer.isPending}>
            Enregistrer
          </Button>
        </DialogActions>
      </FormFlow>
    </Dialog>
  );
}
