import type { FournisseurTraite } from "@ecrin/domain";
import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useFournisseursTraite } from "./traite-api.ts";

/** The supplier who draws the bill: chosen in the list, its name and account editable. */
export interface SaisieFournisseur {
  fourId: number | null;
  fournisseurNom: string;
  fournisseurCompte: string;
}

export const SAISIE_FOURNISSEUR_VIDE: SaisieFournisseur = {
  fourId: null,
  fournisseurNom: "",
  fournisseurCompte: "",
};

interface Props {
  saisie: SaisieFournisseur;
  onChange: (patch: Partial<SaisieFournisseur>) => void;
  errors: Record<string, string | undefined>;
}

/** Choix du fournisseur (the active suppliers; the account last printed for one comes with it). */
export function TraiteFournisseurChamps({ saisie, onChange, errors }: Props) {
  const fournisseurs = useFournisseursTraite();
  const choisi = fournisseurs.data?.find((f) => f.fourId === saisie.fourId) ?? null;
  return (
    <>
      <Autocomplete<FournisseurTraite>
        options={fournisseurs.data ?? []}
        value={choisi}
        onChange={(_e, f) =>
          onChange(
            f
              ? { fourId: f.fourId, fournisseurNom: f.raisonSoc, fournisseurCompte: f.compte ?? "" }
              : SAISIE_FOURNISSEUR_VIDE,
          )
        }
        getOptionLabel={(f) => f.raisonSoc}
        getOptionKey={(f) => f.fourId}
        isOptionEqualToValue={(a, b) => a.fourId === b.fourId}
        loading={fournisseurs.isLoading}
        autoHighlight
        noOptionsText="Aucun fournisseur"
        loadingText="Chargement…"
        sx={{ gridColumn: "1 / -1" }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Choix du fournisseur"
            error={fournisseurs.isError}
            helperText={fournisseurs.isError ? fournisseurs.error.message : undefined}
          />
        )}
      />
      <TextField
        label="Fournisseur"
        name="fournisseurNom"
        value={saisie.fournisseurNom}
        onChange={(e) => onChange({ fournisseurNom: e.target.value })}
        error={errors.fournisseurNom !== undefined}
        helperText={errors.fournisseurNom || undefined}
        required
      />
      <TextField
        label="Compte fournisseur"
        name="fournisseurCompte"
        value={saisie.fournisseurCompte}
        onChange={(e) => onChange({ fournisseurCompte: e.target.value })}
        error={errors.fournisseurCompte !== undefined}
        helperText={errors.fournisseurCompte || "Référence de l'entreprise chez le fournisseur (Réf. tiré)"}
      />
    </>
  );
}
