import {
  decimalSaisie,
  type LigneTarifPierre,
  msgPierreModifiee,
  pierreCreationSchema,
  pierreInputSchema,
  TYPES_DIMENSION,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { errorMessage, issuesToFieldErrors, serverFieldErrors } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { PierreSelect } from "./PierreSelect.tsx";
import { useCreatePierre, useUpdatePierre } from "./pierre-api.ts";

interface Draft {
  typePier: number | null;
  forme: number | null;
  color: number | null;
  typDim: number;
  dim1: string;
  dim2: string;
  dim3: string;
  poids: string;
  description: string;
  coeff: string;
  idQual: number | null;
  idFour: number | null;
  euro: string;
  dollar: string;
}

function draftOf(p: LigneTarifPierre | null): Draft {
  if (!p) {
    return {
      typePier: null,
      forme: null,
      color: null,
      typDim: 0,
      dim1: "",
      dim2: "",
      dim3: "",
      poids: "",
      description: "",
      coeff: "1",
      idQual: null,
      idFour: null,
      euro: "",
      dollar: "",
    };
  }
  return {
    typePier: p.typePier,
    forme: p.forme,
    color: p.color,
    typDim: p.typDim,
    dim1: decimalSaisie(p.dim1),
    dim2: decimalSaisie(p.dim2),
    dim3: decimalSaisie(p.dim3),
    poids: decimalSaisie(p.poids),
    description: p.description,
    coeff: decimalSaisie(p.coeff),
    idQual: null,
    idFour: null,
    euro: "",
    dollar: "",
  };
}

interface PierreDialogProps {
  /** The stone to edit (Modification Pierre); null to add one (Ajouter). */
  pierre: LigneTarifPierre | null;
  onClose: () => void;
  /** The row of the stone saved (`idPier-idTarif`): the list shows it highlighted. */
  onEnregistree: (id: string) => void;
}

/** Ajouter (a stone and its first tariff) and Editer (dialog Modification Pierre), spec 02 section 2.11. */
export function PierreDialog({ pierre, onClose, onEnregistree }: PierreDialogProps) {
  const notify = useNotify();
  const create = useCreatePierre();
  const update = useUpdatePierre();
  const [draft, setDraft] = useState<Draft>(() => draftOf(pierre));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server's refusal shows in the dialog: the page behind it is hidden from assistive technology.
  const [erreur, setErreur] = useState<string | null>(null);
  const creation = pierre === null;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const pending = create.isPending || update.isPending;

  const onError = (e: unknown) => {
    setErrors(serverFieldErrors(e));
    setErreur(errorMessage(e));
  };

  const submit = () => {
    if (pending) return;
    setErreur(null);
    const body = { ...draft, dim1: draft.dim1 || "0", dim2: draft.dim2 || "0", dim3: draft.dim3 || "0" };
    if (creation) {
      const parsed = pierreCreationSchema.safeParse({
        ...body,
        euro: draft.euro || "0",
        dollar: draft.dollar || "0",
      });
      if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
      create.mutate(parsed.data, {
        onSuccess: (r) => {
          notify(r.message);
          onEnregistree(`${r.idPier}-${r.idTarif}`);
          onClose();
        },
        onError,
      });
      return;
    }
    const parsed = pierreInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues));
    update.mutate(
      { id: pierre.idPier, input: parsed.data },
      {
        onSuccess: (r) => {
          notify(msgPierreModifiee(r.produitsRevalorises > 0 ? r.message : null));
          onEnregistree(pierre.id);
          onClose();
        },
        onError,
      },
    );
  };

  const text = (
    k: "dim1" | "dim2" | "dim3" | "poids" | "description" | "coeff" | "euro" | "dollar",
    label: string,
  ) => (
    <TextField
      label={label}
      name={k}
      value={draft[k]}
      onChange={(e) => set(k, e.target.value)}
      error={errors[k] !== undefined}
      helperText={errors[k]}
      slotProps={k === "description" ? {} : { htmlInput: { inputMode: "decimal" } }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="pierre-dialog-titre">
      <DialogTitle id="pierre-dialog-titre">
        {creation ? "Nouvelle Pierre" : "Modification Pierre"}
      </DialogTitle>
      <FormFlow onSubmit={submit} aria-label={creation ? "Nouvelle pierre" : "Modification pierre"}>
        <DialogContent sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 1fr", pt: 1 }}>
          {erreur && (
            <Alert severity="error" sx={{ gridColumn: "1 / -1" }}>
              {erreur}
            </Alert>
          )}
          <PierreSelect
            label="Type"
            liste="type_pier"
            value={draft.typePier}
            onChange={(v) => set("typePier", v)}
            error={errors.typePier}
            required
          />
          <PierreSelect
            label="Forme"
            liste="forme_pier"
            value={draft.forme}
            onChange={(v) => set("forme", v)}
            error={errors.forme}
            required
          />
          <PierreSelect
            label="Couleur"
            liste="couleur"
            value={draft.color}
            onChange={(v) => set("color", v)}
            vide="Aucune"
          />
          <TextField
            select
            label="Dimension"
            name="typDim"
            value={String(draft.typDim)}
            onChange={(e) => set("typDim", Number(e.target.value))}
          >
            {TYPES_DIMENSION.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          {text("dim1", "Dim 1 (mm)")}
          {text("dim2", "Dim 2 (mm)")}
          {text("dim3", "Dim 3 (mm)")}
          {text("poids", "Poids (ct)")}
          <Box sx={{ gridColumn: "1 / -1", display: "grid" }}>{text("description", "Description")}</Box>
          {text("coeff", "Coef")}
          {creation && (
            <>
              <PierreSelect
                label="Qualité"
                liste="qualite"
                value={draft.idQual}
                onChange={(v) => set("idQual", v)}
                error={errors.idQual}
                required
              />
              <PierreSelect
                label="Fournisseur"
                liste="fournisseur"
                value={draft.idFour}
                onChange={(v) => set("idFour", v)}
                vide="Aucun"
              />
              {text("euro", "Euro")}
              {text("dollar", "Dollar")}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={pending}>
            Enregistrer
          </Button>
        </DialogActions>
      </FormFlow>
    </Dialog>
  );
}
