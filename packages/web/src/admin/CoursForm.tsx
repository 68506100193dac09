import type { CoursInput } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { Control } from "react-hook-form";
import { ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";

/** The form's values: Nom, and Valeur as typed (French comma allowed). */
export interface CoursValeurs {
  description: string;
  valeur: string;
}

interface CoursFormProps {
  /** The rate shown, null for a new one. */
  idCours: number | null;
  control: Control<CoursValeurs, unknown, CoursInput>;
  pending: boolean;
  onNew: () => void;
  onSave: () => void;
  onDelete: () => void;
}

/** Nom and Valeur with Ajouter / Enregistrer / Supprimer; Enter goes Nom -> Valeur -> save. */
export function CoursForm({ idCours, control, pending, onNew, onSave, onDelete }: CoursFormProps) {
  return (
    <FormFlow onSubmit={onSave} aria-label="Cours">
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        <TextField
          label="Id"
          value={idCours ?? ""}
          placeholder="Nouveau"
          disabled
          slotProps={{ htmlInput: { tabIndex: -1 } }}
        />
        <ChampTexte control={control} name="description" label="Nom" size="medium" />
        <ChampTexte control={control} name="valeur" label="Valeur" size="medium" decimal />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="outlined" onClick={onNew}>
            Ajouter
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Enregistrer
          </Button>
          <Button color="error" disabled={idCours === null || pending} onClick={onDelete}>
            Supprimer
          </Button>
        </Box>
      </Box>
    </FormFlow>
  );
}
