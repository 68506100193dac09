import type { CentreVideOption } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { Control } from "react-hook-form";
import { ChampChoix, ChampTexte, useChampLie } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { CentreCvPicker } from "./CentreCvPicker.tsx";
import type { RefItem } from "./catalogue-api.ts";

/** The centre form as typed (French decimals; Poids and Facon sur Fonte in grams). */
export interface CentreValeurs {
  ref: string;
  description: string;
  plusMo: string;
  plusFonteG: string;
  plusPoidsG: string;
  plusSerti: string;
  prixDivers: string;
  idTarifProduit: number | null;
  /** The centre vide picked: its option for the picker, whose id the body sends (its messages come under it). */
  idCv: CentreVideOption | null;
}

/** The fields in the order they are shown (the first one refused is the one said). */
export const CHAMPS_CENTRE = [
  "ref",
  "idCv",
  "description",
  "plusMo",
  "plusFonteG",
  "plusPoidsG",
  "plusSerti",
  "prixDivers",
  "idTarifProduit",
] as const satisfies readonly (keyof CentreValeurs)[];

interface CentreFormProps<T> {
  control: Control<CentreValeurs, unknown, T>;
  /** The centre shown, null for a new one (Enter creates it, else saves it). */
  idCentre: number | null;
  tarifs: readonly RefItem[];
  pending: boolean;
  onCreer: () => void;
  onEnregistrer: () => void;
  onEffacer: () => void;
}

/** Spec 02 section 2.16: Ref, Description, Facon, Facon sur Fonte, Poids, Serti, Divers, Type Tarif. */
export function CentreForm<T>({ control, idCentre, ...props }: CentreFormProps<T>) {
  const nombre = (
    name: "plusMo" | "plusFonteG" | "plusPoidsG" | "plusSerti" | "prixDivers",
    label: string,
  ) => <ChampTexte control={control} name={name} label={label} decimal />;
  const cv = useChampLie(control, "idCv");
  const submit = () => (idCentre === null ? props.onCreer() : props.onEnregistrer());
  return (
    <FormFlow onSubmit={submit} aria-label="Centre">
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr" }}>
        <ChampTexte control={control} name="ref" label="Ref" />
        <CentreCvPicker {...cv} />
        <Box sx={{ gridColumn: "1 / -1", display: "grid" }}>
          <ChampTexte control={control} name="description" label="Description" />
        </Box>
        {nombre("plusMo", "Façon (min)")}
        {nombre("plusFonteG", "Façon sur Fonte (g)")}
        {nombre("plusPoidsG", "Poids (g)")}
        {nombre("plusSerti", "Serti (€)")}
        {nombre("prixDivers", "Divers (€)")}
        <ChampChoix
          control={control}
          name="idTarifProduit"
          label="Type Tarif"
          options={props.tarifs}
          vide="—"
        />
        <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" disabled={props.pending} onClick={props.onCreer}>
            Créer
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={idCentre === null || props.pending}
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
