import { ETIQUETTE_MAX_CARACTERES, MSG_ETIQUETTE_TROP_LONGUE, rentrerStockSchema } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type OfNumero, OfPicker } from "../ui/OfPicker.tsx";
import { useRentrerStock } from "./stock-api.ts";

interface Props {
  open: boolean;
  onClose: () => void;
  /** The OF to enter (from /finaliser); the picker otherwise. */
  of?: OfNumero | null;
  /** Its weight and prices as the OF knows them, to start from. */
  valeurs?: { poids?: string | null; prixFact?: string | null; prixR?: string | null; ref1?: string | null };
  /** The OF just entered: the stock list beside shows it highlighted. */
  onRentre?: (numSachet: number) => void;
}

const saisie = (v: string | null | undefined) => (v == null ? "" : v.replace(".", ","));

/**
 * Rentrer en Stock (spec 02 section 2.12): OF, Reference, Poids, Prix, Prix de Revient, Etiquette (15
 * characters at most, the alert when longer), Enregistrer. The OF moves to 650 with its stock row.
 */
export function RentrerStockDialog({ open, onClose, of = null, valeurs = {}, onRentre }: Props) {
  const notify = useNotify();
  const rentrer = useRentrerStock();
  const [numero, setNumero] = useState<OfNumero | null>(of);
  const [ref1, setRef1] = useState(valeurs.ref1 ?? "");
  const [poids, setPoids] = useState(saisie(valeurs.poids));
  const [prixFact, setPrixFact] = useState(saisie(valeurs.prixFact));
  const [prixR, setPrixR] = useState(saisie(valeurs.prixR));
  const [label, setLabel] = useState("");
  const [erreurs, setErreurs] = useState<Record<string, string>>({});
  const trop = label.trim().length > ETIQUETTE_MAX_CARACTERES;

  const onSubmit = () => {
    if (rentrer.isPending) return;
    const parsed = rentrerStockSchema.safeParse({
      numSachet: numero?.numSachet,
      ref1,
      poids,
      prixFact,
      prixR,
      labelProduit: label,
    });
    if (!parsed.success) {
      setErreurs(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErreurs({});
    rentrer.mutate(parsed.data, {
      onSuccess: (r) => {
        notify(r.message);
        onRentre?.(parsed.data.numSachet);
        onClose();
      },
      onError: (e) => {
        setErreurs(serverFieldErrors(e));
        notify(errorMessage(e), { severity: "error" });
      },
    });
  };

  const champ = (name: string, lbl: string, value: string, set: (v: string) => void, extra = {}) => (
    <TextField
      size="small"
      label={lbl}
      name={name}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={erreurs[name] !== undefined}
      helperText={erreurs[name]}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Rentrer en Stock</DialogTitle>
      <DialogContent>
        <FormFlow onSubmit={onSubmit} aria-label="Rentrer en Stock" sx={{ display: "grid", gap: 1.5, pt: 1 }}>
          <OfPicker
            label="OF"
            value={numero}
            onChange={setNumero}
            autoFocus={of === null}
            error={erreurs.numSachet !== undefined}
            helperText={erreurs.numSachet}
          />
          {champ("ref1", "Reference", ref1, setRef1, { autoFocus: of !== null })}
          {champ("poids", "Poids", poids, setPoids, { slotProps: { htmlInput: { inputMode: "decimal" } } })}
          {champ("prixFact", "Prix", prixFact, setPrixFact, {
            slotProps: { htmlInput: { inputMode: "decimal" } },
          })}
          {champ("prixR", "Prix de Revient", prixR, setPrixR, {
            slotProps: { htmlInput: { inputMode: "decimal" } },
          })}
          {champ("labelProduit", "Etiquette", label, setLabel)}
          {trop && <Alert severity="warning">{MSG_ETIQUETTE_TROP_LONGUE}</Alert>}
          <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end" }}>
            <Button onClick={onClose}>Annuler</Button>
            <Button type="submit" variant="contained" loading={rentrer.isPending}>
              Enregistrer
            </Button>
          </Box>
        </FormFlow>
      </DialogContent>
    </Dialog>
  );
}
