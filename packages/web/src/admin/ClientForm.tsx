import { conditionsPaiement, DELAIS_PAIEMENT } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { Control } from "react-hook-form";
import { ChampChoix, ChampClient, ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { useClients } from "./api.ts";

/** The form's values: the client's id (null for a new one, never sent) and what its record holds. */
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

const DELAIS = DELAIS_PAIEMENT.map((d) => ({ id: d, label: conditionsPaiement(d) }));

interface ClientFormProps<T> {
  control: Control<ClientDraft, unknown, T>;
  pending: boolean;
  /** Clients that cannot be the parent (the client itself and its descendants). */
  excludedParents: ReadonlySet<number>;
  onNew: () => void;
  onSave: () => void;
}

/** The address form of /client (spec 02 section 2.21) with the parent group. */
export function ClientForm<T>({ control, pending, excludedParents, onNew, onSave }: ClientFormProps<T>) {
  const clients = useClients();
  const texte = (name: Exclude<keyof ClientDraft, "id" | "idParent" | "delaiPaiement">, label: string) => (
    <ChampTexte control={control} name={name} label={label} size="medium" />
  );
  return (
    <FormFlow onSubmit={onSave} aria-label="Client">
      <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {texte("nomAgence", "Nom")}
        {texte("adresse", "Adresse")}
        <Box sx={{ display: "grid", gridTemplateColumns: "120px 1fr", gap: 2 }}>
          <ChampTexte
            control={control}
            name="cp"
            label="CP"
            size="medium"
            htmlInput={{ inputMode: "numeric", maxLength: 5 }}
          />
          {texte("ville", "Ville")}
        </Box>
        <ChampClient
          control={control}
          name="idParent"
          clients={clients}
          label="Groupe parent"
          onlySelectable={false}
          excludeIds={excludedParents}
        />
        <Typography variant="subtitle2" component="h3">
          Facturation
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 2 }}>
          <ChampTexte
            control={control}
            name="siren"
            label="SIREN"
            size="medium"
            htmlInput={{ inputMode: "numeric" }}
          />
          {texte("numTva", "N° TVA intracommunautaire")}
        </Box>
        <ChampChoix
          control={control}
          name="delaiPaiement"
          label="Délai de paiement"
          options={DELAIS}
          aide="Échéance par défaut de ses OF"
          size="medium"
        />
        <ChampTexte
          control={control}
          name="email"
          label="E-mail"
          size="medium"
          htmlInput={{ inputMode: "email" }}
        />
        <Typography variant="subtitle2" component="h3">
          Banque (traites)
        </Typography>
        {texte("iban", "IBAN")}
        <Box sx={{ display: "grid", gridTemplateColumns: "140px 1fr", gap: 2 }}>
          {texte("bic", "BIC")}
          {texte("banque", "Banque")}
        </Box>
        {texte("banqueVille", "Ville de la banque")}
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
