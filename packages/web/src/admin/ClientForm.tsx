import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import type { Ref } from "react";
import { ClientTreePicker } from "../ui/ClientTreePicker.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useClients } from "./api.ts";

export interface ClientDraft {
  id: number | null;
  nomAgence: string;
  adresse: string;
  cp: string;
  ville: string;
  idParent: number | null;
}

type ClientField = "nomAgence" | "adresse" | "cp" | "ville" | "idParent";
export type ClientErrors = Partial<Record<ClientField, string>>;

interface ClientFormProps {
  draft: ClientDraft;
  errors: ClientErrors;
  pending: boolean;
  /** Clients that cannot be the parent (the client itself and its descendants). */
  excludedParents: ReadonlySet<number>;
  nameRef: Ref<HTMLInputElement>;
  onChange: (draft: ClientDraft) => void;
  onNew: () => void;
  onSave: () => void;
}

/** The address form of /client (spec 02 section 2.21) with the parent group. */
export function ClientForm({
  draft,
  errors,
  pending,
  excludedParents,
  nameRef,
  onChange,
  onNew,
  onSave,
}: ClientFormProps) {
  const clients = useClients();
  const text = (field: "nomAgence" | "adresse" | "cp" | "ville", label: string) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      inputRef={field === "nomAgence" ? nameRef : undefined}
      slotProps={field === "cp" ? { htmlInput: { inputMode: "numeric", maxLength: 5 } } : undefined}
    />
  );
  return (
    <FormFlow onSubmit={onSave} aria-label="Client">
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {text("nomAgence", "Nom")}
        {text("adresse", "Adresse")}
        <Box sx={{ display: "grid", gridTemplateColumns: "120px 1fr", gap: 2 }}>
          {text("cp", "CP")}
          {text("ville", "Ville")}
        </Box>
        <ClientTreePicker
          clients={clients}
          label="Groupe parent"
          onlySelectable={false}
          value={draft.idParent}
          excludeIds={excludedParents}
          onChange={(idParent) => onChange({ ...draft, idParent })}
          error={errors.idParent !== undefined}
          helperText={errors.idParent}
        />
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="outlined" onClick={onNew}>
            Nouveau client
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            Enregistrer
          </Button>
        </Box>
      </Box>
    </FormFlow>
  );
}
