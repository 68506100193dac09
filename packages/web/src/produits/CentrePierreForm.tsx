import { decimalSaisie, type PierreOption, poidsLigneSuggere } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { FormFlow } from "../ui/FormFlow.tsx";
import { CentrePierrePicker } from "./CentrePierrePicker.tsx";

export interface LigneDraft {
  id: number | null;
  pierre: PierreOption | null;
  idQual: number | null;
  qte: string;
  /** Carats of the line, as typed. */
  pdsR: string;
  centre: boolean;
}

export type LigneErrors = Partial<Record<"idPierre" | "idQual" | "qte" | "pdsR", string>>;

interface CentrePierreFormProps {
  draft: LigneDraft;
  errors: LigneErrors;
  pending: boolean;
  onChange: (draft: LigneDraft) => void;
  onAjouter: () => void;
  onEnregistrer: () => void;
  onSupprimer: () => void;
  onEffacer: () => void;
}

/** The weight follows carats per stone x qte until someone types another one. */
function suivrePoids(prev: LigneDraft, next: LigneDraft): LigneDraft {
  const suggere = (d: LigneDraft) => poidsLigneSuggere(d.pierre?.poids ?? null, Number(d.qte));
  const avant = decimalSaisie(suggere(prev), { zerosFinaux: true });
  if (prev.pdsR !== "" && prev.pdsR !== avant) return next;
  const apres = suggere(next);
  return { ...next, pdsR: apres ? decimalSaisie(apres, { zerosFinaux: true }) : prev.pdsR };
}

/** Stone picker, Qualite, Qte, Poids, Centre; Ajouter, Enregistrer, Supprimer. */
export function CentrePierreForm(props: CentrePierreFormProps) {
  const { draft, errors, onChange } = props;
  const qualites = draft.pierre?.qualites ?? [];
  const submit = () => (draft.id === null ? props.onAjouter() : props.onEnregistrer());
  return (
    <FormFlow onSubmit={submit} aria-label="Pierre du centre">
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr" }}>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <CentrePierrePicker
            value={draft.pierre}
            error={errors.idPierre}
            onChange={(pierre) =>
              onChange(suivrePoids(draft, { ...draft, pierre, idQual: pierre?.qualites[0]?.idQual ?? null }))
            }
          />
        </Box>
        <TextField
          select
          label="Qualité"
          name="idQual"
          size="small"
          value={draft.idQual ?? ""}
          onChange={(e) =>
            onChange({ ...draft, idQual: e.target.value === "" ? null : Number(e.target.value) })
          }
          error={errors.idQual !== undefined}
          helperText={errors.idQual}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {qualites.map((q) => (
            <option key={q.idQual} value={q.idQual}>
              {q.label}
            </option>
          ))}
        </TextField>
        <TextField
          label="Qte"
          name="qte"
          size="small"
          value={draft.qte}
          onChange={(e) => onChange(suivrePoids(draft, { ...draft, qte: e.target.value }))}
          error={errors.qte !== undefined}
          helperText={errors.qte}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <TextField
          label="Poids (ct)"
          name="pdsR"
          size="small"
          value={draft.pdsR}
          onChange={(e) => onChange({ ...draft, pdsR: e.target.value })}
          error={errors.pdsR !== undefined}
          helperText={errors.pdsR}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.centre}
              onChange={(e) => onChange({ ...draft, centre: e.target.checked })}
            />
          }
          label="Centre"
        />
        <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" disabled={props.pending} onClick={props.onAjouter}>
            Ajouter
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={draft.id === null || props.pending}
            onClick={props.onEnregistrer}
          >
            Enregistrer
          </Button>
          <Button color="error" disabled={draft.id === null || props.pending} onClick={props.onSupprimer}>
            Supprimer
          </Button>
          <Button onClick={props.onEffacer}>Effacer</Button>
        </Box>
      </Box>
    </FormFlow>
  );
}
