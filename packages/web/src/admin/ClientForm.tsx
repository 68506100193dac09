import { conditionsPaiement, DELAIS_PAIEMENT } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
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
  siren: string;
  numTva: string;
  delaiPaiement: number;
  iban: string;
  bic: string;
  banque: string;
  banqueVille: string;
  email: string;
}

type ChampTexte =
  | "nomAgence"
  | "adresse"
  | "cp"
  | "ville"
  | "siren"
  | "numTva"
  | "iban"
  | "bic"
  | "banque"
  | "banqueVille"
  | "email";
type ClientField = ChampTexte | "idParent" | "delaiPaiement";
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
  const text = (field: ChampTexte, label: string, htmlInput?: Record<string, unknown>) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      inputRef={field === "nomAgence" ? nameRef : undefined}
      slotProps={htmlInput ? { htmlInput } : undefined}
    />
  );
  return (
    <FormFlow onSubmit={onSave} aria-label="Client">
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {text("nomAgence", "Nom")}
        {text("adresse", "Adresse")}
        <Box sx={{ display: "grid", gridTemplateColumns: "120px 1fr", gap: 2 }}>
          {text("cp", "CP", { inputMode: "numeric", maxLength: 5 })}
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
        <Typography variant="subtitle2" component="h3">
          Facturation
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
          {text("siren", "SIREN", { inputMode: "numeric" })}
          {text("numTva", "N° TVA intracommunautaire")}
        </Box>
        <TextField
          select
          label="Délai de paiement"
          name="delaiPaiement"
          value={String(draft.delaiPaiement)}
          onChange={(e) => onChange({ ...draft, delaiPaiement: Number(e.target.value) })}
          error={errors.delaiPaiement !== undefined}
          helperText={errors.delaiPaiement ?? "Échéance par défaut de ses OF"}
          slotProps={{ select: { native: true } }}
        >
          {DELAIS_PAIEMENT.map((d) => (
            <option key={d} value={d}>
              {conditionsPaiement(d)}
            </option>
          ))}
        </TextField>
        {text("email", "E-mail", { inputMode: "email" })}
        <Typography variant="subtitle2" component="h3">
          Banque (traites)
        </Typography>
        {text("iban", "IBAN")}
        <Box sx={{ display: "grid", gridTemplateColumns: "140px 1fr", gap: 2 }}>
          {text("bic", "BIC")}
          {text("banque", "Banque")}
        </Box>
        {text("banqueVille", "Ville de la banque")}
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
