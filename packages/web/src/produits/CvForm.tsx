import { MSG_REF_DEJA_EXISTANTE } from "@ecrin/domain";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { Control } from "react-hook-form";
import { ChampCase, ChampChoix, ChampTexte } from "../ui/champsFormulaire.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import type { RefItem } from "./catalogue-api.ts";

/** The centre vide form as typed (French decimals; Poids and Facon sur Fonte in grams). */
export interface CvValeurs {
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

interface CvFormProps<T> {
  control: Control<CvValeurs, unknown, T>;
  /** The centre vide shown, null for a new one (Enter adds it, else saves it). */
  idCv: number | null;
  types: readonly RefItem[];
  /** The typed ref is another centre vide's: Ajouter is disabled, with 'Ref deja Existante'. */
  refExistante: boolean;
  /** The typed ref exists at all (the loaded one's included): Ajouter is disabled. */
  ajoutBloque: boolean;
  pending: boolean;
  onAjouter: () => void;
  onEnregistrer: () => void;
  onEffacer: () => void;
}

/** Spec 02 section 2.15: Ref, Facon, Facon sur Fonte, Poids, Serti, Prenom Ligne, Type, Wordpress. */
export function CvForm<T>({ control, idCv, ...props }: CvFormProps<T>) {
  const nombre = (name: "facon" | "faconFonteG" | "poidsMetalG" | "sertiMin", label: string) => (
    <ChampTexte control={control} name={name} label={label} decimal />
  );
  const submit = () => (idCv === null ? props.onAjouter() : props.onEnregistrer());
  return (
    <FormFlow onSubmit={submit} aria-label="Centre vide">
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "1fr 1fr" }}>
        <Box sx={{ gridColumn: "1 / -1", display: "grid" }}>
          <ChampTexte
            control={control}
            name="ref"
            label="Ref"
            alerte={props.refExistante ? MSG_REF_DEJA_EXISTANTE : undefined}
          />
        </Box>
        {nombre("facon", "Façon (min)")}
        {nombre("faconFonteG", "Façon sur Fonte (g)")}
        {nombre("poidsMetalG", "Poids (g)")}
        {nombre("sertiMin", "Serti (€)")}
        <ChampTexte control={control} name="nomLigne" label="Nom de la ligne" />
        <ChampTexte control={control} name="prenomLigne" label="Prénom Ligne" />
        <ChampChoix control={control} name="typeProd" label="Type" options={props.types} vide="—" />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <ChampCase control={control} name="wordpress" label="Afficher sur Wordpress" />
        </Box>
        <Box sx={{ gridColumn: "1 / -1", display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button variant="contained" disabled={props.ajoutBloque || props.pending} onClick={props.onAjouter}>
            Ajouter
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={idCv === null || props.pending}
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
