import {
  avoirCreationSchema,
  designationAvoirPourFacture,
  type FactureCorrigee,
  formatEuro,
  identifiantFacture,
  resteACrediter,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useClients } from "../admin/index.ts";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { useConfirm } from "../ui/ConfirmProvider.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { ouvrirPdf } from "../ui/ouvrirPdf.ts";
import { avoirsPdfUrl, useCreerAvoir, useFacturesDuClient } from "./avoir-api.ts";
import { FactureCorrigeePicker } from "./FactureCorrigeePicker.tsx";
import { FacturesRemisePicker } from "./FacturesRemisePicker.tsx";

interface Saisie {
  idClt: number | null;
  ref: string;
  description: string;
  totHt: string;
  facture: FactureCorrigee | null;
  /** A global rebate's invoices (none when it corrects one invoice). */
  remise: FactureCorrigee[];
}

const VIDE: Saisie = { idClt: null, ref: "", description: "", totHt: "", facture: null, remise: [] };

/** A credit note asked for an invoice (/avoir?client=…&facture=…, issue 30.3: a refused invoice). */
export interface AvoirPrerempli {
  idClt: number;
  idFact: number | null;
}

/**
 * Creer (spec 02 section 2.19): client, Reference, Designation, Total HT, and the invoice corrected,
 * picked among the client's, or, for a global rebate, the invoices it corrects (issue 25 point 11). An
 * issued credit note can never change: it is saved only once the user confirmed its amount and client
 * (Enter in the form asks, it never saves straight away). Opened for an invoice (`prerempli`), it starts
 * with its client, the invoice, what is left to credit and the designation "Annulation de la facture
 * N° F…", all still editable.
 */
export function AvoirCreerDialog({
  onClose,
  onCree,
  prerempli,
}: {
  onClose: () => void;
  /** The credit note just issued: the list shows it highlighted. */
  onCree: (idAvoir: number) => void;
  prerempli?: AvoirPrerempli;
}) {
  const clients = useClients();
  const notify = useNotify();
  const confirm = useConfirm();
  const creer = useCreerAvoir();
  const [saisie, setSaisie] = useState<Saisie>(() =>
    prerempli ? { ...VIDE, idClt: prerempli.idClt } : VIDE,
  );
  const factureDemandee = useFacturesDuClient(
    prerempli?.idFact ? prerempli.idClt : null,
    prerempli?.idFact ? String(prerempli.idFact) : "",
  );
  const [preremplie, setPreremplie] = useState(false);
  useEffect(() => {
    const f = factureDemandee.data?.find((x) => x.idFact === prerempli?.idFact);
    if (preremplie || !f) return;
    setPreremplie(true);
    setSaisie((s) => ({
      ...s,
      facture: f,
      totHt: s.totHt || resteACrediter(f).replace(".", ","),
      description: s.description || designationAvoirPourFacture(f.idFact),
    }));
  }, [factureDemandee.data, prerempli?.idFact, preremplie]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [erreur, setErreur] = useState<string | null>(null);
  const [demande, setDemande] = useState(false);
  const set = <K extends keyof Saisie>(k: K, v: Saisie[K]) => setSaisie((s) => ({ ...s, [k]: v }));
  const nomClient = (id: number) => clients.data?.find((c) => c.id === id)?.nomAgence ?? `n° ${id}`;

  const submit = async () => {
    if (creer.isPending || demande) return;
    setErreur(null);
    const { facture, remise, ...reste } = saisie;
    const parsed = avoirCreationSchema.safeParse({
      ...reste,
      idFact: facture?.idFact ?? "",
      facturesRemise: facture ? [] : remise.map((f) => f.idFact),
    });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    setErrors({});
    const v = parsed.data;
    setDemande(true);
    const ok = await confirm({
      title: "Créer cet avoir ?",
      message: (
        <>
          Avoir de <strong>{formatEuro(v.totHt)} HT</strong> pour <strong>{nomClient(v.idClt)}</strong>
          {facture ? ` (facture n° ${identifiantFacture("standard", facture.idFact)})` : ""}
          {!facture && remise.length > 0
            ? ` (remise sur ${remise.length > 1 ? "les factures" : "la facture"} n° ${remise
                .map((f) => identifiantFacture("standard", f.idFact))
                .join(", ")})`
            : ""}
          .
          <br />
          Un avoir émis ne peut plus être modifié ni supprimé.
        </>
      ),
      confirmLabel: "Créer l'avoir",
    });
    setDemande(false);
    if (!ok) return;
    creer.mutate(v, {
      onSuccess: (r) => {
        notify(r.message, {
          action: {
            label: "Ouvrir le PDF",
            onAction: () => {
              ouvrirPdf(avoirsPdfUrl([r.idAvoir])).catch((e: unknown) =>
                notify(errorMessage(e), { severity: "error" }),
              );
            },
          },
        });
        onCree(r.idAvoir);
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
      <FormFlow onSubmit={() => void submit()} aria-label="Nouvel avoir">
        <DialogContent sx={{ display: "grid", gap: 2, pt: 1 }}>
          {erreur && <Alert severity="error">{erreur}</Alert>}
          <Box sx={{ pt: 1 }}>
            <ClientTreePicker
              clients={clients}
              value={saisie.idClt}
              onChange={(id) => setSaisie((s) => ({ ...s, idClt: id, facture: null, remise: [] }))}
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
          <FactureCorrigeePicker
            idClt={saisie.idClt}
            value={saisie.facture}
            onChange={(f) => setSaisie((s) => ({ ...s, facture: f, remise: f ? [] : s.remise }))}
            error={errors.idFact}
          />
          <FacturesRemisePicker
            idClt={saisie.idClt}
            value={saisie.remise}
            onChange={(f) => set("remise", f)}
            disabled={saisie.facture !== null}
            error={errors.facturesRemise}
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
