import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { FormFlow } from "../ui/FormFlow.tsx";

export interface CoursDraft {
  idCours: number | null;
  description: string;
  /** As typed, French comma allowed. */
  valeur: string;
}

export type CoursErrors = Partial<Record<"description" | "valeur", string>>;

interface CoursFormProps {
  draft: CoursDraft;
  errors: CoursErrors;
  pending: boolean;
  nameRef: Ref<HTMLInputElement>;
  onChange: (draft: CoursDraft) => void;
  onNew: () => void;
  onSave: () => void;
  onDelete: () => void;
}

/** Nom and Valeur with Ajouter / Enregistrer / Supprimer; Enter goes Nom -> Valeur -> save. */
export function CoursForm({
  draft,
  errors,
  pending,
  nameRef,
  onChange,
  onNew,
  onSave,
  onDelete,
}: CoursFormProps) {
  return (
    <FormFlow onSubmit={onSave} aria-label="Cours">
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <TextField
          label="Id"
          value={draft.idCours ?? ""}
          placeholder="Nouveau"
          disabled
          slotProps={{ htmlInput: { tabIndex: -1 } }}
        />
        <TextField
          label="Nom"
          name="description"
          inputRef={nameRef}
          value={draft.description}
          onChange={(e) => onChange({ ...draft, description: e.target.value })}
          error={errors.description !== undefined}
          helperText={errors.description}
        />
        <TextField
          label="Valeur"
          name="valeur"
          value={draft.valeur}
          onChange={(e) => onChange({ ...draft, valeur: e.target.value })}
          error={errors.valeur !== undefined}
          helperText={errors.valeur}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="outlined" onClick={onNew}>
            Ajouter
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Enregistrer
          </Button>
          <Button color="error" disabled={draft.idCours === null || pending} onClick={onDelete}>
            Supprimer
          </Button>
        </Box>
      </Box>
    </FormFlow>
  );
}
