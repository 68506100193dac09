import { MSG_REF_DEJA_EXISTANTE } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import type { RefItem } from "./catalogue-api.ts";

/** The centre vide form as typed (French decimals; Poids and Facon sur Fonte in grams). */
export interface CvDraft {
  idCv: number | null;
  ref: string;
  facon: string;
  faconFonteG: string;
  poidsMetalG: string;
  sertiMin: string;
  nomLigne: string;
  prenomLigne: string;
  typeProd: number | null;
  wordpress: boolean;
}

export type CvErrors = Partial<Record<keyof CvDraft, string>>;

interface CvFormProps {
  draft: CvDraft;
  errors: CvErrors;
  types: readonly RefItem[];
  /** The typed ref is another centre vide's: Ajouter is disabled, with 'Ref deja Existante'. */
  refExistante: boolean;
  /** The typed ref exists at all (the loaded one's included): Ajouter is disabled. */
  ajoutBloque: boolean;
  pending: boolean;
  refInput: Ref<HTMLInputElement>;
  onChange: (draft: CvDraft) => void;
  onAjouter: () => void;
  onEnregistrer: () => void;
  onEffacer: () => void;
}

/** Spec 02 section 2.15: Ref, Facon, Facon sur Fonte, Poids, Serti, Prenom Ligne, Type, Wordpress. */
export function CvForm(props: CvFormProps) {
  const { draft, errors, onChange } = props;
  const set = <K extends keyof CvDraft>(key: K, value: CvDraft[K]) => onChange({ ...draft, [key]: value });
  const text = (key: "facon" | "faconFonteG" | "poidsMetalG" | "sertiMin", label: string) => (
    <TextField
      label={label}
      name={key}
      size="small"
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      slotProps={{ htmlInput: { inputMode: "decimal" } }}
    />
  );
  const submit = () => (draft.idCv === null ? props.onAjouter() : props.onEnregistrer());
  const refMessage = errors.ref ?? (props.refExistante ? MSG_REF_DEJA_EXISTANTE : undefined);
  return (
    <FormFlow onSubmit={submit} aria-label="Centre vide">
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr" }}>
        <TextField
          label="Ref"
          name="ref"
          size="small"
          inputRef={props.refInput}
          value={draft.ref}
          onChange={(e) => set("ref", e.target.value)}
          error={refMessage !== undefined}
          helperText={refMessage}
          sx={{ gridColumn: "1 / -1" }}
        />
        {text("facon", "Façon (min)")}
        {text("faconFonteG", "Façon sur Fonte (g)")}
        {text("poidsMetalG", "Poids (g)")}
        {text("sertiMin", "Serti (€)")}
        <TextField
          label="Nom de la ligne"
          name="nomLigne"
          size="small"
          value={draft.nomLigne}
          onChange={(e) => set("nomLigne", e.target.value)}
          error={errors.nomLigne !== undefined}
          helperText={errors.nomLigne}
        />
        <TextField
          label="Prénom Ligne"
          name="prenomLigne"
          size="small"
          value={draft.prenomLigne}
          onChange={(e) => set("prenomLigne", e.target.value)}
          error={errors.prenomLigne !== undefined}
          helperText={errors.prenomLigne}
        />
        <TextField
          select
          label="Type"
          name="typeProd"
          size="small"
          value={draft.typeProd ?? ""}
          onChange={(e) => set("typeProd", e.target.value === "" ? null : Number(e.target.value))}
          error={errors.typeProd !== undefined}
          helperText={errors.typeProd}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {props.types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ gridColumn: "1 / -1" }}
          control={
            <Checkbox checked={draft.wordpress} onChange={(e) => set("wordpress", e.target.checked)} />
          }
          label="Afficher sur Wordpress"
        />
        <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" disabled={props.ajoutBloque || props.pending} onClick={props.onAjouter}>
            Ajouter
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={draft.idCv === null || props.pending}
            onClick={props.onEnregistrer}
          >
            Enregistrer
          </Button>
          <Button onClick={props.onEffacer}>Effacer</Button>
        </Box>
      </Box>
    </FormFlow>
  );
}
