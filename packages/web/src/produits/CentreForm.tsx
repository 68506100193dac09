import type { CentreVideOption } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";
import { CentreCvPicker } from "./CentreCvPicker.tsx";
import type { RefItem } from "./catalogue-api.ts";

/** The centre form as typed (French decimals; Poids and Facon sur Fonte in grams). */
export interface CentreDraft {
  idCentre: number | null;
  ref: string;
  description: string;
  plusMo: string;
  plusFonteG: string;
  plusPoidsG: string;
  plusSerti: string;
  prixDivers: string;
  idTarifProduit: number | null;
  cv: CentreVideOption | null;
}

export type CentreErrors = Partial<Record<keyof CentreDraft | "idCv", string>>;

type Nombre = "plusMo" | "plusFonteG" | "plusPoidsG" | "plusSerti" | "prixDivers";

interface CentreFormProps {
  draft: CentreDraft;
  errors: CentreErrors;
  tarifs: readonly RefItem[];
  pending: boolean;
  refInput: Ref<HTMLInputElement>;
  onChange: (draft: CentreDraft) => void;
  onCreer: () => void;
  onEnregistrer: () => void;
  onEffacer: () => void;
}

/** Spec 02 section 2.16: Ref, Description, Facon, Facon sur Fonte, Poids, Serti, Divers, Type Tarif. */
export function CentreForm(props: CentreFormProps) {
  const { draft, errors, onChange } = props;
  const set = <K extends keyof CentreDraft>(key: K, value: CentreDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const field = (key: "ref" | "description" | Nombre, label: string, decimal = true) => (
    <TextField
      label={label}
      name={key}
      size="small"
      value={draft[key]}
      inputRef={key === "ref" ? props.refInput : undefined}
      onChange={(e) => set(key, e.target.value)}
      error={errors[key] !== undefined}
      helperText={errors[key]}
      slotProps={decimal ? { htmlInput: { inputMode: "decimal" } } : {}}
      sx={key === "description" ? { gridColumn: "1 / -1" } : undefined}
    />
  );
  const submit = () => (draft.idCentre === null ? props.onCreer() : props.onEnregistrer());
  return (
    <FormFlow onSubmit={submit} aria-label="Centre">
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr" }}>
        {field("ref", "Ref", false)}
        <CentreCvPicker value={draft.cv} onChange={(cv) => set("cv", cv)} error={errors.idCv} />
        {field("description", "Description", false)}
        {field("plusMo", "Façon (min)")}
        {field("plusFonteG", "Façon sur Fonte (g)")}
        {field("plusPoidsG", "Poids (g)")}
        {field("plusSerti", "Serti (€)")}
        {field("prixDivers", "Divers (€)")}
        <TextField
          select
          label="Type Tarif"
          name="idTarifProduit"
          size="small"
          value={draft.idTarifProduit ?? ""}
          onChange={(e) => set("idTarifProduit", e.target.value === "" ? null : Number(e.target.value))}
          error={errors.idTarifProduit !== undefined}
          helperText={errors.idTarifProduit}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">—</option>
          {props.tarifs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </TextField>
        <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" disabled={props.pending} onClick={props.onCreer}>
            Créer
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={draft.idCentre === null || props.pending}
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
